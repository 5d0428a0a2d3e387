import { z } from 'zod';
import { DEFAULT_SCHEDULE, SCHEDULES, type ScheduleName } from '@takehome/contracts';
import { isValidCronPattern } from './cron-pattern.js';

const scheduleNames = Object.keys(SCHEDULES) as [ScheduleName, ...ScheduleName[]];
const isScheduleName = (value: string): value is ScheduleName => value in SCHEDULES;

/**
 * `{ name, schedule | cronPattern, isActive }` (D8). A schedule name is also accepted as the
 * cronPattern; without either the job runs TWICE_WEEKLY.
 */
export const createJobSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    schedule: z.enum(scheduleNames).optional(),
    cronPattern: z
      .string()
      .trim()
      .max(100)
      .refine(
        (pattern) => isScheduleName(pattern) || isValidCronPattern(pattern),
        'must be a named schedule or a cron pattern of 5 fields (6 with seconds)',
      )
      .optional(),
    isActive: z.boolean().default(true),
  })
  .strict()
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
