import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calculationLimitMessage,
  isUnlimitedTier,
  USAGE_LIMIT,
  type RecordUsageRequest,
  type Tier,
  type UsageDto,
  type UsageLimitErrorBody,
} from '@takehome/contracts';
import { ApiError, apiFetch } from '../api';
import { useAuth, type AuthUser } from '../auth';
import {
  ANONYMOUS_OWNER,
  countLocalUsage,
  localSnapshot,
  readLocalUsage,
  recordFromSnapshot,
  usageSessionId,
  writeLocalUsage,
  type UsageOwner,
  type UsageSnapshot,
} from './localUsage';

const USAGE_PATH = '/api/calculator-usage';
const USER_AGENT_MAX = 512;

export type UsageRecordResult =
  | { allowed: true; used: number; limit: number | null; resetAt: Date | null }
  | { allowed: false; message: string; resetAt: Date | null };

export interface Usage {
  /**
   * Calculations counted in the current window; null until known (docs/product/limits.md: never a placeholder count).
   */
  used: number | null;
  /** The window's limit; null for unlimited tiers (and while unknown). */
  limit: number | null;
  /** Calculations left in the window; null when unlimited or unknown. */
  remaining: number | null;
  /** When the window ends and the count starts again; null when no window is open. */
  resetAt: Date | null;
  /** A limit applies to this visitor (anonymous, free). */
  isLimited: boolean;
  /** The window is used up: Calculate is refused until resetAt. */
  atLimit: boolean;
  /** Counts one calculation, or refuses it at the limit; call it before showing a result. */
  record: () => Promise<UsageRecordResult>;
}

/** One cache entry per person and tier, so an upgrade reads the new limit at once. */
export const usageQueryKey = (owner: UsageOwner, tier: string | null) => ['calculator-usage', owner, tier] as const;

const limitForTier = (tier: string) => (isUnlimitedTier(tier as Tier) ? null : USAGE_LIMIT);

function usageEvent(user: AuthUser | null): RecordUsageRequest {
  return {
    userId: user?.id ?? null,
    sessionId: usageSessionId(),
    userType: user ? 'user' : 'non-user',
    calculationType: 'paycheck',
    ipAddress: null,
    userAgent: navigator.userAgent.slice(0, USER_AGENT_MAX),
  };
}

/**
 * A signed-in user's window comes from the server; the local record is only a fallback display
 * (docs/product/limits.md).
 */
async function fetchUserUsage(user: AuthUser): Promise<UsageSnapshot> {
  try {
    const usage = await apiFetch<UsageDto>(USAGE_PATH);
    writeLocalUsage(user.id, recordFromSnapshot(usage, Date.now()));
    return usage;
  } catch (error) {
    console.warn('Could not read calculator usage; showing the count kept in this browser.', error);
    return localSnapshot(readLocalUsage(user.id, Date.now()), limitForTier(user.tier));
  }
}

/** True once `instant` has passed, so an ended window reads as empty without polling. */
function useHasPassed(instant: string | null): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!instant) return;
    const timer = setTimeout(() => setPassed(instant), Math.max(0, Date.parse(instant) - Date.now()));
    return () => clearTimeout(timer);
  }, [instant]);
  return instant !== null && passed === instant;
}

/**
 * Counts one calculation, or refuses it at the limit (see `useUsage`), without following the count: a page
 * that only records does not render again when the count arrives or changes; its counter follows it.
 */
export function useRecordUsage(): Usage['record'] {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const owner = user?.id ?? ANONYMOUS_OWNER;
  const tier = user?.tier ?? null;

  return useCallback(async (): Promise<UsageRecordResult> => {
    const queryKey = usageQueryKey(owner, tier);
    // A read of the count still in flight (the counter's first, started as the page mounts) would land
    // after this calculation's count, or its cancellation put the state from before it back: it is ended
    // first, and the count is read after.
    await queryClient.cancelQueries({ queryKey });
    const now = Date.now();
    const keep = (snapshot: UsageSnapshot) => queryClient.setQueryData(queryKey, snapshot);
    if (!user) {
      const current = readLocalUsage(ANONYMOUS_OWNER, now);
      if (current.count >= USAGE_LIMIT) return refused(calculationLimitMessage(USAGE_LIMIT), localSnapshot(current));
      const snapshot = localSnapshot(countLocalUsage(ANONYMOUS_OWNER, now));
      keep(snapshot);
      // docs/product/limits.md: the report's failures are logged only; the browser's count decides for visitors.
      apiFetch(USAGE_PATH, { method: 'POST', body: usageEvent(null) }).catch((error: unknown) =>
        console.warn('Calculator usage was not reported.', error),
      );
      return allowed(snapshot);
    }
    try {
      const snapshot = await apiFetch<UsageDto>(USAGE_PATH, { method: 'POST', body: usageEvent(user) });
      writeLocalUsage(user.id, recordFromSnapshot(snapshot, now));
      keep(snapshot);
      return allowed(snapshot);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const body = error.body as UsageLimitErrorBody;
        const snapshot = { used: body.used, limit: body.limit, resetAt: body.resetAt };
        keep(snapshot);
        return refused(body.error, snapshot);
      }
      console.warn('Calculator usage was not recorded; counting it in this browser.', error);
      const snapshot = localSnapshot(countLocalUsage(user.id, now), limitForTier(user.tier));
      keep(snapshot);
      return allowed(snapshot);
    }
  }, [owner, tier, queryClient, user]);
}

/**
 * The calculator's usage counter (docs/product/limits.md): 15 calculations per 6-hour window for visitors and free
 * users, none for unlimited tiers. A visitor is counted in this browser and each calculation is
 * reported to the server for the session; a signed-in user's count is the server's.
 */
export function useUsage(): Usage {
  const { user, loading } = useAuth();
  const owner = user?.id ?? ANONYMOUS_OWNER;
  const tier = user?.tier ?? null;
  const queryKey = usageQueryKey(owner, tier);

  const { data } = useQuery({
    queryKey,
    queryFn: () => (user ? fetchUserUsage(user) : localSnapshot(readLocalUsage(ANONYMOUS_OWNER, Date.now()))),
    enabled: !loading,
  });
  const ended = useHasPassed(data?.resetAt ?? null);

  const record = useRecordUsage();

  const used = data ? (ended ? 0 : data.used) : null;
  const limit = data?.limit ?? null;
  const isLimited = data !== undefined && limit !== null;
  return {
    used,
    limit,
    remaining: isLimited && used !== null ? Math.max(0, limit - used) : null,
    resetAt: data?.resetAt && !ended ? new Date(data.resetAt) : null,
    isLimited,
    atLimit: isLimited && used !== null && used >= limit,
    record,
  };
}

function allowed(snapshot: UsageSnapshot): UsageRecordResult {
  return {
    allowed: true,
    used: snapshot.used,
    limit: snapshot.limit,
    resetAt: snapshot.resetAt ? new Date(snapshot.resetAt) : null,
  };
}

function refused(message: string, snapshot: UsageSnapshot): UsageRecordResult {
  return { allowed: false, message, resetAt: snapshot.resetAt ? new Date(snapshot.resetAt) : null };
}
