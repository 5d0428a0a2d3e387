import { z } from 'zod';

/** The path segment of GET /api/analytics/calculator-usage/{userId|admin}. */
export const usageTargetSchema = z
  .string()
  .refine((value) => value === 'admin' || z.string().uuid().safeParse(value).success, 'must be a user id or "admin"');
