import { PRICE_IDS } from '@takehome/contracts';
import { z } from 'zod';

/** POST /api/create-checkout-session; SPEC.md §7 also sends userId, which must be the caller's. */
export const createCheckoutSessionSchema = z
  .object({
    priceId: z.enum(PRICE_IDS),
    userId: z.string().uuid().optional(),
  })
  .strict();
export type CreateCheckoutSessionDto = z.infer<typeof createCheckoutSessionSchema>;
