// API request and response types of svc-identity, shared with the front ends.
import type { UserDto } from './api.js';
import type { PlanId, PriceId, Tier } from './constants.js';

/** SPEC.md §8 identity-service texts (and §5's password rule), answered as `{ error }`. */
export const AUTH_MESSAGES = {
  emailInUse: 'This email is already registered. Try signing in instead.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  weakPassword: 'Password is too weak. Please use at least 6 characters.',
  invalidEmail: 'Please enter a valid email address.',
  signUpFailed: 'Account creation failed. Please try again.',
  noAccount: 'No account found with this email. Please sign up first.',
  wrongPassword: 'Incorrect password. Please try again.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  signInFailed: 'Sign in failed. Please check your credentials.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  providerUnavailable: 'The sign-in service is unavailable. Please try again later.',
} as const;

/** Shortest password accepted at sign-up (SPEC.md §5). */
export const MIN_PASSWORD_LENGTH = 6;

// ---- Auth: /api/auth/* -------------------------------------------------------------------------

/** POST /api/auth/signup. `fullName` (the dialog's optional field) is split into first and last name. */
export interface SignUpRequest {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
}

/** POST /api/auth/signin. */
export interface SignInRequest {
  email: string;
  password: string;
}

/**
 * Answer of sign-up, sign-in and refresh. The refresh token travels only in an httpOnly cookie
 * (path /api/auth); `expiresAt` says when `accessToken` stops working, so the browser can refresh
 * before that.
 */
export interface AuthResponse {
  user: UserDto;
  accessToken: string;
  expiresAt: string;
}

/** GET /api/auth/me: the stored profile. A tier here unlike the token's means: refresh now. */
export interface MeResponse {
  user: UserDto;
  /** When a paid tier lapses unless renewed; null for free and admin-assigned tiers. */
  tierExpiresAt: string | null;
}

// ---- Plans: GET /api/plans (DECISIONS.md D4: the only place prices live) ----------------------

export type BillingInterval = 'month' | 'year';

export interface PlanPriceDto {
  id: PriceId;
  interval: BillingInterval;
  /** What is charged per interval, in US cents (Pro yearly: 4800). */
  amountCents: number;
  /** The same price spread per month, in cents (Pro yearly: 400). */
  monthlyEquivalentCents: number;
  /** Saving against paying monthly for a year, in percent (Pro yearly: 20); 0 for monthly. */
  savingsPercent: number;
}

export type SupportTierPriority = 'low' | 'standard' | 'high' | 'critical';

/** One row of SPEC.md §6's support tiers table. */
export interface SupportTierDto {
  planId: PlanId;
  priority: SupportTierPriority;
  response: string;
  channels: string[];
}

/**
 * How a plan is obtained: `free` on sign-up, `checkout` through POST /api/create-checkout-session,
 * `assigned` by an admin (DECISIONS.md D4).
 */
export type PlanAvailability = 'free' | 'checkout' | 'assigned';

export interface PlanDto {
  id: PlanId;
  name: string;
  tagline: string;
  /** The membership tier a user on this plan has. */
  tier: Tier;
  availability: PlanAvailability;
  /** Monthly then yearly; empty for free and assigned plans. */
  prices: PlanPriceDto[];
  /** Calculations per window (SPEC.md §9); null means unlimited. */
  calculationsLimit: number | null;
  /** SPEC.md §3 feature list, as shown on the plan's card. */
  features: string[];
  support: SupportTierDto;
  /** The plan a pricing page puts forward. */
  recommended: boolean;
}

/** Features that can be gated in the UI (FeatureGate), with the lowest plan that has them. */
export type FeatureKey =
  | 'calculations'
  | 'saveCalculations'
  | 'monthlySummary'
  | 'savedHistory'
  | 'export'
  | 'analytics'
  | 'emailSupport'
  | 'teamManagement'
  | 'bulkCalculations'
  | 'customBranding'
  | 'apiAccess'
  | 'blogManagement'
  | 'aiContent'
  | 'siteAdministration'
  | 'scheduling';

/** One row of the pricing page's comparison table: true/false, or a text such as 'Unlimited'. */
export interface ComparisonRowDto {
  key: FeatureKey;
  label: string;
  /** The lowest plan that includes the feature ('free' when every plan does). */
  minimumPlan: PlanId;
  values: Record<PlanId, boolean | string>;
}

export interface PlansResponse {
  currency: 'USD';
  /** free, pro, business, webmaster — in that order. */
  plans: PlanDto[];
  comparison: ComparisonRowDto[];
  supportTiers: SupportTierDto[];
  moneyBackGuaranteeDays: number;
}

// ---- Checkout: POST /api/create-checkout-session ---------------------------------------------

/** The user comes from the token; a `userId` (SPEC.md §7) is accepted only when it is the caller. */
export interface CreateCheckoutSessionRequest {
  priceId: PriceId;
  userId?: string;
}

/** Where to send the browser: Stripe Checkout, or the local demo checkout page (DECISIONS.md D9). */
export interface CheckoutSessionResponse {
  url: string;
}

/** Query the checkout success redirect lands on: `/?upgraded=pro`. */
export const CHECKOUT_SUCCESS_PATH = '/?upgraded=pro';

// ---- Admin: /api/admin/users -----------------------------------------------------------------

export interface AdminUserDto extends UserDto {
  tierExpiresAt: string | null;
}

/** GET /api/admin/users?search=&limit=&offset= — newest first; counts cover every user. */
export interface AdminUsersResponse {
  users: AdminUserDto[];
  total: number;
  tierCounts: Record<Tier, number>;
}

/**
 * PUT /api/admin/users/{id}: either field. `membershipTier` among ASSIGNABLE_TIERS;
 * `calculationsLimit` null restores the default limit (tiers without a limit ignore it). The count
 * used (SPEC.md §7's `calculationsUsed`) is svc-calc's: PUT /api/admin/calculator-usage/{id}.
 */
export interface UpdateUserRequest {
  membershipTier?: Tier;
  calculationsLimit?: number | null;
}

/** Where keycloak-js finds the realm and its public web client. */
export interface KeycloakWebConfig {
  url: string;
  realm: string;
  clientId: string;
}

/** GET /api/auth/providers: Keycloak's web config when Google sign-in is available, else null. */
export interface AuthProvidersResponse {
  keycloak: KeycloakWebConfig | null;
}
