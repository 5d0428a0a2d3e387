export { useUsage, useRecordUsage, usageQueryKey, type Usage, type UsageRecordResult } from './useUsage';
export { formatCountdown, useCountdown, useNow } from './countdown';
export {
  ANONYMOUS_OWNER,
  readLocalUsage,
  usageSessionId,
  type LocalUsageRecord,
  type UsageOwner,
  type UsageSnapshot,
} from './localUsage';
