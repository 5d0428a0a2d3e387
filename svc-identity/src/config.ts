import { baseConfigSchema, developmentDefault } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { z } from 'zod';

export const DEFAULT_ADMIN_EMAIL = 'admin@takehome.local';
export const DEFAULT_ADMIN_PASSWORD = 'takehome-admin';

/** An optional variable; an empty value counts as unset. */
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const configSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(1).max(65535).default(SERVICES.identity.port),
    /** Where the product is served (the gateway); Stripe returns the buyer there. */
    PUBLIC_URL: developmentDefault(z.string().url().default('http://localhost:8080')),
    IDENTITY_PROVIDER: z.enum(['embedded', 'keycloak']).default('embedded'),
    ACCESS_TOKEN_TTL_SECONDS: count(15 * 60),
    REFRESH_TOKEN_TTL_DAYS: count(30),
    /** A used refresh token presented again this soon, before its successor was used, is a lost answer, not theft. */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
    /** Secure flag of the refresh cookie; on by default in production. */
    REFRESH_COOKIE_SECURE: flag.optional(),
    AUTH_MAX_FAILURES_PER_ACCOUNT: count(5),
    AUTH_MAX_FAILURES_PER_IP: count(20),
    AUTH_FAILURE_WINDOW_MINUTES: count(15),
    /** Accounts one client address may create in an hour. */
    SIGNUPS_PER_ADDRESS_PER_HOUR: count(20),
    ADMIN_EMAIL: z.string().email().default(DEFAULT_ADMIN_EMAIL),
    ADMIN_PASSWORD: z.string().min(6).default(DEFAULT_ADMIN_PASSWORD),
    KEYCLOAK_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
    /** Keycloak as the browser reaches it (Google brokering); KEYCLOAK_URL when unset. */
    KEYCLOAK_PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
    KEYCLOAK_REALM: z.string().default('takehome'),
    /** The realm's public client that keycloak-js signs in with. */
    KEYCLOAK_WEB_CLIENT_ID: z.string().default('takehome-web'),
    KEYCLOAK_CLIENT_ID: z.string().default('takehome-identity'),
    KEYCLOAK_CLIENT_SECRET: optional,
    KEYCLOAK_ADMIN_CLIENT_ID: z.string().default('takehome-admin-api'),
    KEYCLOAK_ADMIN_CLIENT_SECRET: optional,
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PRICE_PRO_MONTHLY: optional,
    STRIPE_PRICE_PRO_YEARLY: optional,
    /** Another Stripe API base (e.g. stripe-mock); Stripe's own when unset. */
    STRIPE_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  })
  .superRefine((config, ctx) => {
    const require = (name: keyof typeof config, why: string) => {
      if (config[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `required ${why}` });
    };
    if (config.NODE_ENV === 'production') {
      if (config.ADMIN_EMAIL === DEFAULT_ADMIN_EMAIL) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_EMAIL'],
          message: 'must be set (the default is refused in production)',
        });
      }
      if (config.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: 'must be set (the default is refused in production)',
        });
      }
      require('STRIPE_SECRET_KEY', 'in production (the demo checkout is refused there)');
    }
    if (config.IDENTITY_PROVIDER === 'keycloak') {
      for (const name of ['KEYCLOAK_URL', 'KEYCLOAK_CLIENT_SECRET', 'KEYCLOAK_ADMIN_CLIENT_SECRET'] as const) {
        require(name, 'when IDENTITY_PROVIDER=keycloak');
      }
    }
    if (config.STRIPE_SECRET_KEY !== undefined) {
      for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO_MONTHLY', 'STRIPE_PRICE_PRO_YEARLY'] as const) {
        require(name, 'when STRIPE_SECRET_KEY is set');
      }
    }
  });
export type IdentityConfig = z.infer<typeof configSchema>;

/** The refresh cookie is Secure in production unless configured otherwise. */
export function refreshCookieSecure(config: IdentityConfig): boolean {
  return config.REFRESH_COOKIE_SECURE ?? config.NODE_ENV === 'production';
}
