import { ConfigError, loadConfig } from '@takehome/service-kit';
import { configSchema } from './config.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(configSchema, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

const stripe = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PRO_MONTHLY: 'price_m',
  STRIPE_PRICE_PRO_YEARLY: 'price_y',
};

/** What production must name instead of the development defaults (docs/product/outside-services.md). */
const deployed = {
  NODE_ENV: 'production',
  TRUSTED_PROXIES: '10.0.0.0/8',
  DATABASE_URL: 'postgres://takehome_identity:secret@db:5432/takehome',
  NATS_URL: 'nats://nats:4222',
  AUTH_ISSUER: 'https://takehome.example/realms/takehome',
  AUTH_JWKS_URL: 'https://takehome.example/realms/takehome/protocol/openid-connect/certs',
  PUBLIC_URL: 'https://takehome.example',
};

describe('svc-identity config', () => {
  it('runs locally on the defaults: embedded provider, demo checkout, default admin', () => {
    const config = loadConfig(configSchema, {});
    expect(config).toMatchObject({
      PORT: 4001,
      IDENTITY_PROVIDER: 'embedded',
      ADMIN_EMAIL: 'admin@takehome.local',
      ADMIN_PASSWORD: 'takehome-admin',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      TRUSTED_PROXIES: ['loopback'],
    });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('refuses the default admin credentials in production, naming both variables', () => {
    const problems = problemsOf({ ...deployed, ...stripe });
    expect(problems).toEqual([
      'ADMIN_EMAIL: must be set (the default is refused in production)',
      'ADMIN_PASSWORD: must be set (the default is refused in production)',
    ]);
    expect(
      problemsOf({
        ...deployed,
        ADMIN_EMAIL: 'admin@takehome.local',
        ADMIN_PASSWORD: 'takehome-admin',
        ...stripe,
      }),
    ).toHaveLength(2);
    expect(
      problemsOf({
        ...deployed,
        ADMIN_EMAIL: 'ops@example.com',
        ADMIN_PASSWORD: 'a-long-secret',
        ...stripe,
      }),
    ).toEqual([]);
  });

  it('refuses the demo checkout in production', () => {
    expect(
      problemsOf({ ...deployed, ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'a-long-secret' }),
    ).toEqual(['STRIPE_SECRET_KEY: required in production (the demo checkout is refused there)']);
  });

  it('needs the webhook secret and both prices with a Stripe key, and the Keycloak variables with Keycloak', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' }).map((p) => p.split(':')[0])).toEqual([
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO_MONTHLY',
      'STRIPE_PRICE_PRO_YEARLY',
    ]);
    expect(problemsOf({ IDENTITY_PROVIDER: 'keycloak' }).map((p) => p.split(':')[0])).toEqual([
      'KEYCLOAK_URL',
      'KEYCLOAK_CLIENT_SECRET',
      'KEYCLOAK_ADMIN_CLIENT_SECRET',
    ]);
  });

  it('refuses every development default in production, naming each variable', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'a-long-secret',
      ...stripe,
    });
    expect(problems).toEqual(
      ['TRUSTED_PROXIES', 'DATABASE_URL', 'NATS_URL', 'AUTH_ISSUER', 'AUTH_JWKS_URL', 'PUBLIC_URL'].map(
        (name) => `${name}: must be set in production (its default is for development only)`,
      ),
    );
  });
});
