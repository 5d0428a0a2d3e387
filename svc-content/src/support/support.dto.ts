import { z } from 'zod';
import { SUPPORT_PRIORITIES } from '@takehome/contracts';
import { pagingSchema } from '../common/common.dto.js';

/** SPEC.md §3 support ticket; §5: subject and message must not be empty. */
export const createTicketSchema = z
  .object({
    subject: z.string().trim().min(1, 'Subject is required').max(200),
    message: z.string().trim().min(1, 'Message is required').max(5000),
    priority: z.enum(SUPPORT_PRIORITIES).default('normal'),
  })
  .strict();
export type CreateTicketDto = z.infer<typeof createTicketSchema>;

export const listTicketsSchema = pagingSchema.strict();
export type ListTicketsDto = z.infer<typeof listTicketsSchema>;
