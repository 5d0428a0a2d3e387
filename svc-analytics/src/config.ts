import { baseConfigSchema } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(SERVICES.analytics.port),
  /** Raw events (daily partitions) older than this are dropped; the rollups keep the figures. */
  RAW_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /** A browser event older than this is refused (a queued batch may arrive late, not days late). */
  EVENTS_ACCEPTED_AGE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Browser events one session may send in a minute. */
  EVENTS_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Browser events one client address may send in a minute. */
  EVENTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
});
export type AnalyticsConfig = z.infer<typeof configSchema>;
