import type { logQuerySchema } from '@takehome/contracts';
import type { z } from 'zod';

/** `?limit=` of the log endpoints as the pipe hands it over (the schema is libs/contracts'). */
export type LogQueryDto = z.output<ReturnType<typeof logQuerySchema>>;
