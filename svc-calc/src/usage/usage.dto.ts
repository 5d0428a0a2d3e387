import { z } from 'zod';

const sessionId = z.string().min(1).max(128);

/** SPEC.md §7 body of POST /api/calculator-usage; the user comes from the token, not the body. */
export const recordUsageSchema = z
  .object({
    userId: z.string().uuid().nullable().optional(),
    sessionId,
    userType: z.enum(['user', 'non-user']).optional(),
    calculationType: z.literal('paycheck').default('paycheck'),
    ipAddress: z.null().optional(),
    userAgent: z.string().max(512).nullable().optional(),
  })
  .strict();
export type RecordUsageDto = z.infer<typeof recordUsageSchema>;

/** GET /api/calculator-usage: a signed-in caller is known by the token, a visitor by the session. */
export const usageQuerySchema = z.object({ sessionId: sessionId.optional() }).strict();
export type UsageQueryDto = z.infer<typeof usageQuerySchema>;

/** GET /api/admin/calculator-usage?userIds=a,b,c — one page of Account Settings (at most 500 users). */
export const adminUsageQuerySchema = z
  .object({
    userIds: z
      .string()
      .max(500 * 37)
      .transform((ids) => [...new Set(ids.split(',').filter(Boolean))])
      .pipe(z.array(z.string().uuid()).min(1).max(500)),
  })
  .strict();
export type AdminUsageQueryDto = z.infer<typeof adminUsageQuerySchema>;

export const userIdParam = z.string().uuid();

/** PUT /api/admin/calculator-usage/{userId}: the window's new count; 0 resets it. */
export const setUsageSchema = z.object({ used: z.number().int().min(0).max(1_000_000) }).strict();
export type SetUsageDto = z.infer<typeof setUsageSchema>;
