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
   * The caller's window limit, null when unlimited (D3). Of the event-fed table and the token's
   * tier claim the newer wins: an old token may predate an upgrade, and a token issued after a
   * change may arrive before the change's event. An admin-set limit goes with the table's tier.
   */
  async limitFor(user: AuthUser | undefined): Promise<number | null> {
    if (!user) return USAGE_LIMIT;
    const known = await this.tiers.findOneBy({ userId: user.id });
    const tokenIsNewer = !known || (user.issuedAt !== null && user.issuedAt > known.changedAt);
    const tier = tokenIsNewer ? user.tier : known.tier;
    if (isUnlimitedTier(tier)) return null;
    return known && tier === known.tier ? (known.calculationsLimit ?? USAGE_LIMIT) : USAGE_LIMIT;
  }
}
