import { CronTime } from 'cron';
import { SCHEDULES, type ScheduleName } from '@takehome/contracts';

/** How far back a tick looks for the occurrence it fires for. */
const LOOKBACK_MS = 60_000;

/** Five fields, or six with seconds first; no @aliases. */
export function isValidCronPattern(pattern: string): boolean {
  const fields = pattern.trim().split(/\s+/).length;
  return (fields === 5 || fields === 6) && CronTime.validateCronExpression(pattern).valid;
}

export function scheduleNameOf(pattern: string): ScheduleName | null {
  const entry = Object.entries(SCHEDULES).find(([, cron]) => cron === pattern);
  return entry ? (entry[0] as ScheduleName) : null;
}

export function nextRunOf(pattern: string, timeZone: string): Date {
  return new CronTime(pattern, timeZone).sendAt().toJSDate();
}

/**
 * The occurrence a tick fires for: the latest one at or before `now` (within a minute). Every
 * replica computes the same instant from its own clock, so it can serve as the claim key.
 */
export function dueOccurrence(pattern: string, timeZone: string, now: Date): Date | undefined {
  const time = new CronTime(pattern, timeZone);
  let due: Date | undefined;
  let next = time.getNextDateFrom(new Date(now.getTime() - LOOKBACK_MS), timeZone).toJSDate();
  while (next <= now) {
    due = next;
    next = time.getNextDateFrom(next, timeZone).toJSDate();
  }
  return due;
}
