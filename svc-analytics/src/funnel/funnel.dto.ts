import type { funnelWindowQuerySchema } from '@takehome/contracts';
import type { z } from 'zod';

/** `?days=N` as the pipe hands it over (the schema is libs/contracts'). */
export type FunnelWindowDto = z.output<typeof funnelWindowQuerySchema>;
