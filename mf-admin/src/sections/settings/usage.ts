import type { UsageDto } from '@takehome/contracts';

/** SPEC §9: the admin list highlights usage above 80% of the limit. */
const HIGH_USAGE_SHARE = 0.8;

export interface UsageView {
  used: number;
  /** Null for tiers without a limit. */
  limit: number | null;
  high: boolean;
}

/** What a user has used of the window svc-calc enforces. */
export function usageOf({ used, limit }: Pick<UsageDto, 'used' | 'limit'>): UsageView {
  return { used, limit, high: limit !== null && used > limit * HIGH_USAGE_SHARE };
}
