import { SCHEDULES, type ScheduledJob, type ScheduleName } from '@takehome/contracts';

/** docs/product/schedules.md: what each named schedule means, in the scheduler's time zone. */
export const SCHEDULE_LABELS: Record<ScheduleName, string> = {
  DAILY_9AM: 'Daily at 9 AM',
  DAILY_6PM: 'Daily at 6 PM',
  TWICE_WEEKLY: 'Twice weekly (Mon & Thu, 9 AM)',
  WEEKLY_MONDAY: 'Weekly (Monday, 9 AM)',
  BI_WEEKLY: 'Twice a month (1st & 15th, 9 AM)',
  MONTHLY: 'Monthly (1st, 9 AM)',
};

export const SCHEDULE_NAMES = Object.keys(SCHEDULES) as ScheduleName[];

/** A job's schedule in words, or its cron pattern when it is not a named one. */
export function scheduleLabel(job: Pick<ScheduledJob, 'schedule' | 'cronPattern'>): string {
  return job.schedule ? SCHEDULE_LABELS[job.schedule] : `Custom (${job.cronPattern})`;
}
