import { z } from 'zod';

/** Paging of admin lists. */
export const pagingSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** An email address as people type it: trimmed and lower-cased, SPEC.md §8's message when invalid. */
export const emailSchema = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.');

/** `?limit=` of the log endpoints: the last N lines. */
export const logQuerySchema = (defaultLimit: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(200).default(defaultLimit) }).strict();
export type LogQueryDto = z.infer<ReturnType<typeof logQuerySchema>>;
