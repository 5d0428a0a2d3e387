import { FUNNEL_WINDOW_DAYS } from '@takehome/contracts';
import { z } from 'zod';

/** `?days=N`: the window of the admin funnel reads, the last N UTC days including today. */
export const funnelWindowSchema = z
  .object({ days: z.coerce.number().int().min(1).max(FUNNEL_WINDOW_DAYS.max).default(FUNNEL_WINDOW_DAYS.default) })
  .strict();
export type FunnelWindowDto = z.infer<typeof funnelWindowSchema>;
