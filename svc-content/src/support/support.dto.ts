import type { pagingQuerySchema, supportTicketRequestSchema } from '@takehome/contracts';
import type { z } from 'zod';

// The schemas are libs/contracts'; these are the values as the pipes hand them over.
export type CreateTicketDto = z.output<typeof supportTicketRequestSchema>;
export type ListTicketsDto = z.output<typeof pagingQuerySchema>;
