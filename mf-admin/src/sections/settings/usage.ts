import { USAGE_LIMIT, isUnlimitedTier, type UserDto } from '@takehome/contracts';

/** SPEC §9: the admin list highlights usage above 80% of the limit. */
const HIGH_USAGE_SHARE = 0.8;

export interface UsageView {
  used: number;
  /** Null for tiers without a limit. */
  limit: number | null;
  high: boolean;
}

/** What a user has used of their limit; a null stored limit means the default one. */
export function usageOf(user: Pick<UserDto, 'membershipTier' | 'calculationsUsed' | 'calculationsLimit'>): UsageView {
  if (isUnlimitedTier(user.membershipTier)) return { used: user.calculationsUsed, limit: null, high: false };
  const limit = user.calculationsLimit ?? USAGE_LIMIT;
  return { used: user.calculationsUsed, limit, high: user.calculationsUsed > limit * HIGH_USAGE_SHARE };
}
