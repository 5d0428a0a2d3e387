import { Injectable } from '@nestjs/common';
import { isUnlimitedTier, USAGE_LIMIT, type Tier } from '@takehome/contracts';
import type { AuthUser } from '@takehome/service-kit';
import type { UserTier } from './user-tier.entity.js';
import { UserTiersRepository } from './user-tiers.repository.js';

/** The window limit of a tier and an admin's override; null when unlimited (docs/product/limits.md). */
function limitOf(tier: Tier, known: UserTier | null): number | null {
  if (isUnlimitedTier(tier)) return null;
  return known && tier === known.tier ? (known.calculationsLimit ?? USAGE_LIMIT) : USAGE_LIMIT;
}

@Injectable()
export class TiersService {
  constructor(private readonly tiers: UserTiersRepository) {}

  /**
   * The caller's tier. Of the event-fed table and the token's tier claim the newer wins: an old
   * token may predate an upgrade, and a token issued after a change may arrive before the change's event.
   */
  async tierOf(user: AuthUser): Promise<Tier> {
    return this.newerTier(user, await this.tiers.findByUserId(user.id));
  }

  /** The caller's window limit, null when unlimited (docs/product/limits.md). An admin-set limit goes with the table's tier. */
  async limitFor(user: AuthUser | undefined): Promise<number | null> {
    if (!user) return USAGE_LIMIT;
    const known = await this.tiers.findByUserId(user.id);
    return limitOf(this.newerTier(user, known), known);
  }

  /** Window limits of users as the events told them (no token at hand: an admin's view of others). */
  async limitsOf(userIds: readonly string[]): Promise<Map<string, number | null>> {
    const known = new Map((await this.tiers.findByUserIds(userIds)).map((row) => [row.userId, row]));
    return new Map(
      userIds.map((id) => {
        const row = known.get(id) ?? null;
        return [id, limitOf(row?.tier ?? 'free', row)];
      }),
    );
  }

  private newerTier(user: AuthUser, known: UserTier | null): Tier {
    const tokenIsNewer = !known || (user.issuedAt !== null && user.issuedAt > known.changedAt);
    return tokenIsNewer ? user.tier : known.tier;
  }
}
