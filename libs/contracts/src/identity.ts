// API requests and answers of svc-identity: zod schemas (what the service validates with and /docs
// shows) and the types inferred from them (what the front ends send and read). Values the front
// ends import (messages, rules, feature keys) are in identity-rules.ts: a module the browser imports
// values from must not build schemas (infra/test/front-end-bundles.spec.ts).
import { z } from 'zod';
import { userDtoSchema } from './api.js';
import { PLAN_IDS, PRICE_IDS, TIERS } from './constants.js';
import { AUTH_MESSAGES, FEATURE_KEYS, MIN_PASSWORD_LENGTH } from './identity-rules.js';

// ---- Auth: /api/auth/* -------------------------------------------------------------------------

const MAX_PASSWORD_LENGTH = 256;
const invalidEmail = { error: AUTH_MESSAGES.invalidEmail };

/** Trimmed and lower-cased, so every layer below sees one spelling. */
const email = z.string(invalidEmail).trim().toLowerCase().max(254, invalidEmail).email(invalidEmail);
const optionalName = (max: number) => z.string().max(max).optional();

/** POST /api/auth/signup (docs/product/identity.md). `fullName` (the dialog's optional field) is split into first and last name. */
export const signUpRequestSchema = z
  .object({
    email,
    password: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
      .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.` }),
    firstName: optionalName(100),
    lastName: optionalName(100),
    fullName: optionalName(200),
  })
  .strict();
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/auth/signin. */
export const signInRequestSchema = z
  .object({
    email,
    password: z
      .string({ error: AUTH_MESSAGES.signInFailed })
      .min(1, { error: AUTH_MESSAGES.signInFailed })
      .max(MAX_PASSWORD_LENGTH, { error: AUTH_MESSAGES.wrongPassword }),
  })
  .strict();
export type SignInRequest = z.input<typeof signInRequestSchema>;

/**
 * Answer of sign-up, sign-in and refresh. The refresh token travels only in an httpOnly cookie
 * (path /api/auth); `expiresAt` says when `accessToken` stops working, so the browser can refresh
 * before that.
 */
export const authResponseSchema = z.object({ user: userDtoSchema, accessToken: z.string(), expiresAt: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me: the stored profile. A tier here unlike the token's means: refresh now. */
export const meResponseSchema = z.object({
  user: userDtoSchema,
  /** When a paid tier lapses unless renewed; null for free and admin-assigned tiers. */
  tierExpiresAt: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// ---- Plans: GET /api/plans (the only place prices live: docs/product/plans.md) ----------------------

const billingInterval = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingInterval>;

export const planPriceDtoSchema = z.object({
  id: z.enum(PRICE_IDS),
  interval: billingInterval,
  /** What is charged per interval, in US cents (Pro yearly: 4800). */
  amountCents: z.number().int(),
  /** The same price spread per month, in cents (Pro yearly: 400). */
  monthlyEquivalentCents: z.number().int(),
  /** Saving against paying monthly for a year, in percent (Pro yearly: 20); 0 for monthly. */
  savingsPercent: z.number(),
});
export type PlanPriceDto = z.infer<typeof planPriceDtoSchema>;

const supportTierPriority = z.enum(['low', 'standard', 'high', 'critical']);
export type SupportTierPriority = z.infer<typeof supportTierPriority>;

/** One row of the support tiers table (docs/product/plans.md). */
export const supportTierDtoSchema = z.object({
  planId: z.enum(PLAN_IDS),
  priority: supportTierPriority,
  response: z.string(),
  channels: z.array(z.string()),
});
export type SupportTierDto = z.infer<typeof supportTierDtoSchema>;

/**
 * How a plan is obtained: `free` on sign-up, `checkout` through POST /api/create-checkout-session,
 * `assigned` by an admin (docs/product/plans.md).
 */
const planAvailability = z.enum(['free', 'checkout', 'assigned']);
export type PlanAvailability = z.infer<typeof planAvailability>;

export const planDtoSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  tagline: z.string(),
  /** The membership tier a user on this plan has. */
  tier: z.enum(TIERS),
  availability: planAvailability,
  /** Monthly then yearly; empty for free and assigned plans. */
  prices: z.array(planPriceDtoSchema),
  /** Calculations per window (docs/product/limits.md); null means unlimited. */
  calculationsLimit: z.number().int().nullable(),
  /** The plan's feature list, as shown on its card (docs/product/plans.md). */
  features: z.array(z.string()),
  support: supportTierDtoSchema,
  /** The plan a pricing page puts forward. */
  recommended: z.boolean(),
});
export type PlanDto = z.infer<typeof planDtoSchema>;

/** One row of the pricing page's comparison table: true/false, or a text such as 'Unlimited'. */
export const comparisonRowDtoSchema = z.object({
  key: z.enum(FEATURE_KEYS),
  label: z.string(),
  /** The lowest plan that includes the feature ('free' when every plan does). */
  minimumPlan: z.enum(PLAN_IDS),
  values: z.record(z.enum(PLAN_IDS), z.union([z.boolean(), z.string()])),
});
export type ComparisonRowDto = z.infer<typeof comparisonRowDtoSchema>;

export const plansResponseSchema = z.object({
  currency: z.literal('USD'),
  /** free, pro, business, webmaster — in that order. */
  plans: z.array(planDtoSchema),
  comparison: z.array(comparisonRowDtoSchema),
  supportTiers: z.array(supportTierDtoSchema),
  moneyBackGuaranteeDays: z.number().int(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

// ---- Checkout: POST /api/create-checkout-session ---------------------------------------------

/** The user comes from the token; a `userId` is accepted only when it is the caller (docs/product/identity.md). */
export const createCheckoutSessionRequestSchema = z
  .object({ priceId: z.enum(PRICE_IDS), userId: z.string().uuid().optional() })
  .strict();
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequestSchema>;

/** Where to send the browser: Stripe Checkout, or the local demo checkout page (docs/product/outside-services.md). */
export const checkoutSessionResponseSchema = z.object({ url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** POST /api/billing/webhook's answer to Stripe: whether the event changed a subscription. */
export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true), applied: z.boolean() });

// ---- Admin: /api/admin/users -----------------------------------------------------------------

export const adminUserDtoSchema = userDtoSchema.extend({ tierExpiresAt: z.string().nullable() });
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;

/** GET /api/admin/users?search=&limit=&offset= — newest first; counts cover every user. */
export const listUsersQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserDtoSchema),
  total: z.number().int(),
  tierCounts: z.record(z.enum(TIERS), z.number().int()),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/**
 * PUT /api/admin/users/{id}: either field. `membershipTier` among ASSIGNABLE_TIERS;
 * `calculationsLimit` null restores the default limit (tiers without a limit ignore it). The count
 * used (`calculationsUsed`) is svc-calc's: PUT /api/admin/calculator-usage/{id}.
 */
export const updateUserRequestSchema = z
  .object({
    membershipTier: z.enum(TIERS).optional(),
    calculationsLimit: z.number().int().min(0).max(1_000_000).nullable().optional(),
  })
  .strict()
  .refine((dto) => Object.values(dto).some((value) => value !== undefined), {
    message: 'Give membershipTier or calculationsLimit',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Where keycloak-js finds the realm and its public web client. */
export const keycloakWebConfigSchema = z.object({ url: z.string(), realm: z.string(), clientId: z.string() });
export type KeycloakWebConfig = z.infer<typeof keycloakWebConfigSchema>;

/** GET /api/auth/providers: Keycloak's web config when Google sign-in is available, else null. */
export const authProvidersResponseSchema = z.object({ keycloak: keycloakWebConfigSchema.nullable() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

// ---- /.well-known (the embedded provider's keys and discovery) ------------------------------

/** GET /.well-known/jwks.json: the public signing keys (RFC 7517). */
export const jwksSchema = z.object({
  keys: z.array(
    z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string().optional(), use: z.string().optional() }),
  ),
});

/** GET /.well-known/openid-configuration: OpenID discovery (the fields a token checker reads). */
export const openIdConfigurationSchema = z.looseObject({ issuer: z.string(), jwks_uri: z.string() });
