import { USAGE_WINDOW_MS, type AdminUsageResponse, type UsageDto } from '@takehome/contracts';
import type { OpenWindow } from './usage.repository.js';

/** A window as the calculator shows it: no open window is 0 used and no reset time. */
export function toUsageDto(window: OpenWindow | null, limit: number | null): UsageDto {
  return {
    used: window?.used ?? 0,
    limit,
    resetAt: window ? new Date(window.windowStart.getTime() + USAGE_WINDOW_MS).toISOString() : null,
  };
}

/** The admin's view: each asked user's window, by user id. */
export function toAdminUsageResponse(usage: ReadonlyArray<readonly [userId: string, usage: UsageDto]>): AdminUsageResponse {
  return { usage: Object.fromEntries(usage) };
}
