import type { ContactRequest, pagingQuerySchema } from '@takehome/contracts';
import type { z } from 'zod';

// The schemas are libs/contracts'; these are the values as the pipes hand them over.
export type ContactDto = ContactRequest;
export type ListContactMessagesDto = z.output<typeof pagingQuerySchema>;
