import { isUnlimitedTier, type Tier, type UsageDto } from '@takehome/contracts';

/** docs/product/copy.md: the admin list highlights usage above 80% of the limit. */
const HIGH_USAGE_SHARE = 0.8;

export interface UsageView {
  used: number;
  /** Null for tiers without a limit. */
  limit: number | null;
  high: boolean;
}

/**
 * What a user has used of the window svc-calc enforces. The user's tier (the account's own record)
 * decides whether there is a limit at all: svc-calc may not have heard of a fresh upgrade yet.
 */
export function usageOf({ used, limit }: Pick<UsageDto, 'used' | 'limit'>, tier?: Tier): UsageView {
  const shownLimit = tier && isUnlimitedTier(tier) ? null : limit;
  return { used, limit: shownLimit, high: shownLimit !== null && used > shownLimit * HIGH_USAGE_SHARE };
}
