import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { SERVICES } from '@takehome/contracts';
import { loadConfig } from '@takehome/service-kit';
import { renderNginxConfig } from '../gateway/nginx.mjs';

const root = resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { build?: { args?: Record<string, string> }; environment?: Record<string, unknown>; ports?: string[]; depends_on?: unknown }>;
};

/** Resolves `${VAR:-default}` and `${VAR:?message}` the way compose would with a test environment. */
function interpolate(value: unknown, env: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, rest?: string) => {
    if (env[name] !== undefined) return env[name];
    if (op === '?') throw new Error(`${name} must be set: ${rest}`);
    return rest ?? '';
  });
}

/** What an operator must supply to `docker compose up` (the file refuses to start without them). */
const PRODUCTION_SECRETS = {
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'a-long-production-password',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  STRIPE_PRICE_PRO_MONTHLY: 'price_monthly',
  STRIPE_PRICE_PRO_YEARLY: 'price_yearly',
};

const dependsOn = (name: string) => {
  const deps = compose.services[name].depends_on;
  return Array.isArray(deps) ? deps : Object.keys((deps ?? {}) as object);
};

describe('docker-compose.yml', () => {
  it('has postgres, nats, keycloak, provisioning, the four services and the web front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['keycloak', 'nats', 'postgres', 'provision', 'svc-analytics', 'svc-calc', 'svc-content', 'svc-identity', 'web'].sort(),
    );
  });

  it.each(Object.entries(SERVICES))('runs svc-%s on its port with an environment its config accepts', async (name, { port, schema }) => {
    const definition = compose.services[`svc-${name}`];
    expect(definition.build?.args?.SERVICE).toBe(`svc-${name}`);
    expect(definition.ports).toEqual([`${port}:${port}`]);
    expect(dependsOn(`svc-${name}`)).toEqual(expect.arrayContaining(['provision', 'nats']));

    const { configSchema } = await import(resolve(root, `svc-${name}/dist/config.js`));
    const known = Object.keys(configSchema.shape);
    const env = Object.fromEntries(
      Object.entries(definition.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(value, PRODUCTION_SECRETS),
      ]),
    );
    expect(Object.keys(env).filter((key) => !known.includes(key))).toEqual([]);
    expect(() => loadConfig(configSchema, env)).not.toThrow();
    expect(env.DATABASE_URL).toMatch(new RegExp(`^postgres://takehome_${schema}:`));
  });

  it('provisions every service role with the password its service connects with', () => {
    const provision = compose.services.provision.environment ?? {};
    for (const name of Object.keys(SERVICES)) {
      const password = interpolate(provision[`${name.toUpperCase()}_DB_PASSWORD`], {});
      const url = new URL(interpolate(compose.services[`svc-${name}`].environment?.DATABASE_URL, {}));
      expect(decodeURIComponent(url.password)).toBe(password);
    }
    expect(dependsOn('provision')).toEqual(['postgres']);
  });

  it('puts the web front after all four services', () => {
    expect(dependsOn('web').sort()).toEqual(['svc-analytics', 'svc-calc', 'svc-content', 'svc-identity']);
  });

  it('refuses to start without the admin credentials', () => {
    expect(() => interpolate(compose.services['svc-identity'].environment?.ADMIN_EMAIL, {})).toThrow(/ADMIN_EMAIL/);
  });
});

describe('nginx config', () => {
  it('is generated from the current routes table', () => {
    expect(readFileSync(resolve(root, 'infra/nginx/nginx.conf'), 'utf8')).toBe(renderNginxConfig());
  });
});
