import { z } from 'zod';
import { emailSchema } from '../common/common.dto.js';

/** SPEC.md §5: name and content required, email optional. */
export const createCommentSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80),
    content: z.string().trim().min(1, 'Comment is required').max(2000),
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      emailSchema.optional(),
    ),
  })
  .strict();
export type CreateCommentDto = z.infer<typeof createCommentSchema>;
