import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUnlimitedTier, USAGE_LIMIT } from '@takehome/contracts';
import type { AuthUser } from '@takehome/service-kit';
import { Repository } from 'typeorm';
import { UserTier } from './user-tier.entity.js';

@Injectable()
export class TiersService {
  constructor(@InjectRepository(UserTier) private readonly tiers: Repository<UserTier>) {}

  /**
   * The caller's window limit, null when unlimited (D3). The event-fed table wins over the
   * token's tier claim, which may predate an upgrade; an admin-set limit applies to limited tiers.
   */
  async limitFor(user: AuthUser | undefined): Promise<number | null> {
    if (!user) return USAGE_LIMIT;
    const known = await this.tiers.findOneBy({ userId: user.id });
    if (isUnlimitedTier(known?.tier ?? user.tier)) return null;
    return known?.calculationsLimit ?? USAGE_LIMIT;
  }
}
