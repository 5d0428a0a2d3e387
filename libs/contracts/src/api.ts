import { z } from 'zod';
import { TIERS, type Tier } from './constants.js';

/** The error body every TakeHome API answers with (docs/product/paths.md). */
export const apiErrorBodySchema = z.object({ error: z.string(), details: z.unknown().optional() });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The user as the API returns it (docs/product/identity.md). */
export const userDtoSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  membershipTier: z.enum(TIERS),
  /** The per-window limit; the live count is svc-calc's (GET /api/calculator-usage). */
  calculationsLimit: z.number().int().nullable(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** Claims carried by every access token (docs/product/identity.md). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  name: string;
  tier: Tier;
  roles: string[];
}

export interface HealthDto {
  status: 'up' | 'down';
  services: Record<string, 'up' | 'down'>;
}
