import { TIERS } from '@takehome/contracts';
import { z } from 'zod';

const MAX_COUNT = 1_000_000;

/** GET /api/admin/users query. */
export const listUsersSchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ListUsersDto = z.infer<typeof listUsersSchema>;

/** PUT /api/admin/users/{id} (SPEC.md §7): tier or limit; the count used is svc-calc's (PUT /api/admin/calculator-usage/{id}). */
export const updateUserSchema = z
  .object({
    membershipTier: z.enum(TIERS).optional(),
    calculationsLimit: z.number().int().min(0).max(MAX_COUNT).nullable().optional(),
  })
  .strict()
  .refine((dto) => Object.values(dto).some((value) => value !== undefined), {
    message: 'Give membershipTier or calculationsLimit',
  });
export type UpdateUserDto = z.infer<typeof updateUserSchema>;
