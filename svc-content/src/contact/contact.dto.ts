import { z } from 'zod';
import { emailSchema, pagingSchema } from '../common/common.dto.js';

/** SPEC.md §5: name at least 2 characters, a valid email, message at least 10 characters. */
export const contactSchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
    email: emailSchema,
    message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000),
  })
  .strict();
export type ContactDto = z.infer<typeof contactSchema>;

export const listContactMessagesSchema = pagingSchema.strict();
export type ListContactMessagesDto = z.infer<typeof listContactMessagesSchema>;
