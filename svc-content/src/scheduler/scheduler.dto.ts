import { createScheduledJobRequestSchema, DEFAULT_SCHEDULE, SCHEDULES, type ScheduleName } from '@takehome/contracts';
import { z } from 'zod';
import { isValidCronPattern } from './cron-pattern.js';

const isScheduleName = (value: string): value is ScheduleName => value in SCHEDULES;

/**
 * The contract's `{ name, schedule | cronPattern, isActive }` (docs/product/schedules.md), with the pattern checked by the
 * cron library and resolved: a schedule name is also accepted as the cronPattern; without either
 * the job runs TWICE_WEEKLY.
 */
export const createJobSchema = createScheduledJobRequestSchema
  .refine(
    (body) => body.cronPattern === undefined || isScheduleName(body.cronPattern) || isValidCronPattern(body.cronPattern),
    { path: ['cronPattern'], message: 'must be a named schedule or a cron pattern of 5 fields (6 with seconds)' },
  )
  .transform((body, ctx) => {
    const fromPattern =
      body.cronPattern && (isScheduleName(body.cronPattern) ? SCHEDULES[body.cronPattern] : body.cronPattern);
    const fromSchedule = body.schedule && SCHEDULES[body.schedule];
    if (fromPattern && fromSchedule && fromPattern !== fromSchedule) {
      ctx.addIssue({ code: 'custom', message: 'Give either schedule or cronPattern, not two different ones' });
      return z.NEVER;
    }
    return {
      name: body.name,
      cronPattern: fromSchedule ?? fromPattern ?? SCHEDULES[DEFAULT_SCHEDULE],
      isActive: body.isActive,
    };
  });
export type CreateJobDto = z.infer<typeof createJobSchema>;
