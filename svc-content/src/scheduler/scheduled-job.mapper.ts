import type { ScheduledJob as ScheduledJobDto } from '@takehome/contracts';
import { nextRunOf, scheduleNameOf } from './cron-pattern.js';
import type { ScheduledJob } from './scheduled-job.entity.js';

/** The next run is computed in the scheduler's time zone; a paused job has none. */
export function toScheduledJob(job: ScheduledJob, timeZone: string): ScheduledJobDto {
  return {
    id: job.id,
    name: job.name,
    cronPattern: job.cronPattern,
    schedule: scheduleNameOf(job.cronPattern),
    isActive: job.isActive,
    nextRun: job.isActive ? nextRunOf(job.cronPattern, timeZone).toISOString() : null,
    lastRun: job.lastRun?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
  };
}
