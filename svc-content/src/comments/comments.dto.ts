import type { createCommentRequestSchema } from '@takehome/contracts';
import type { z } from 'zod';

/** The body as the pipe hands it over (the schema is libs/contracts'). */
export type CreateCommentDto = z.output<typeof createCommentRequestSchema>;
