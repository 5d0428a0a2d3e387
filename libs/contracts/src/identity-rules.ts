// svc-identity's texts and rules that the front ends show and check as well (no zod here: the
// browser imports these).

/** Identity texts and the password rule (docs/product/copy.md), answered as `{ error }`. */
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

/** Shortest password accepted at sign-up (docs/product/identity.md). */
export const MIN_PASSWORD_LENGTH = 6;

/** Features that can be gated in the UI (FeatureGate), with the lowest plan that has them. */
export const FEATURE_KEYS = [
  'calculations',
  'saveCalculations',
  'monthlySummary',
  'savedHistory',
  'export',
  'analytics',
  'emailSupport',
  'teamManagement',
  'bulkCalculations',
  'customBranding',
  'apiAccess',
  'blogManagement',
  'aiContent',
  'siteAdministration',
  'scheduling',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** Query the checkout success redirect lands on: `/?upgraded=pro`. */
export const CHECKOUT_SUCCESS_PATH = '/?upgraded=pro';
