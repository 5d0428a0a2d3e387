import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { SERVICES } from '@takehome/contracts';
import { loadConfig } from '@takehome/service-kit';
import { renderNginxConfig } from '../gateway/nginx.mjs';
import { builtConfigSchema } from './support/built-config.js';

const root = resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { build?: { dockerfile?: string; args?: Record<string, string> }; environment?: Record<string, unknown>; ports?: string[]; depends_on?: string[] | Record<string, unknown> }>;
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
  POSTGRES_PASSWORD: 'postgres-secret',
  KEYCLOAK_ADMIN_PASSWORD: 'keycloak-admin-secret',
  KEYCLOAK_CLIENT_SECRET: 'client-secret',
  KEYCLOAK_ADMIN_CLIENT_SECRET: 'admin-client-secret',
  IDENTITY_DB_PASSWORD: 'identity-secret',
  CALC_DB_PASSWORD: 'calc-secret',
  CONTENT_DB_PASSWORD: 'content-secret',
  ANALYTICS_DB_PASSWORD: 'analytics-secret',
};

const dependsOn = (name: string) => {
  const deps = compose.services[name].depends_on ?? [];
  return Array.isArray(deps) ? deps : Object.keys(deps);
};

describe('docker-compose.yml', () => {
  it('has postgres, nats, keycloak, provisioning, the four services, the render server and the web front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'keycloak',
        'nats',
        'postgres',
        'provision',
        'render',
        'svc-analytics',
        'svc-calc',
        'svc-content',
        'svc-identity',
        'web',
      ].sort(),
    );
  });

  it('runs the render server unpublished, reaching the API and the files through web', () => {
    const render = compose.services.render;
    expect(render.build?.dockerfile).toBe('infra/docker/render.Dockerfile');
    expect(render.ports).toBeUndefined();
    expect(render.environment).toMatchObject({ API_ORIGIN: 'http://web:8080', ASSETS_ORIGIN: 'http://web:8080' });
    expect(render.environment?.NATS_URL).toBe('nats://nats:4222');
  });

  it.each(Object.entries(SERVICES))('runs svc-%s unpublished, with an environment its config accepts in production', async (name, { schema }) => {
    const definition = compose.services[`svc-${name}`];
    expect(definition.build?.args?.SERVICE).toBe(`svc-${name}`);
    // Only the gateway is published; a service's port is reached through nginx alone.
    expect(definition.ports).toBeUndefined();
    expect(dependsOn(`svc-${name}`)).toEqual(expect.arrayContaining(['provision', 'nats']));

    const configSchema = await builtConfigSchema(root, name);
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
    // The services believe X-Forwarded-For from nginx's fixed address only.
    const web = compose.services.web as { networks?: { default?: { ipv4_address?: string } } };
    expect(env.TRUSTED_PROXIES).toBe(web.networks?.default?.ipv4_address);
  });

  it('provisions every service role with the password its service connects with', () => {
    const provision = compose.services.provision.environment ?? {};
    for (const name of Object.keys(SERVICES)) {
      const password = interpolate(provision[`${name.toUpperCase()}_DB_PASSWORD`], PRODUCTION_SECRETS);
      const url = new URL(interpolate(compose.services[`svc-${name}`].environment?.DATABASE_URL, PRODUCTION_SECRETS));
      expect(decodeURIComponent(url.password)).toBe(password);
    }
    expect(dependsOn('provision')).toEqual(['postgres']);
  });

  it('puts the web front after all four services and the render server', () => {
    expect(dependsOn('web').sort()).toEqual(['render', 'svc-analytics', 'svc-calc', 'svc-content', 'svc-identity']);
  });

  it('refuses to start without the admin credentials', () => {
    expect(() => interpolate(compose.services['svc-identity'].environment?.ADMIN_EMAIL, {})).toThrow(/ADMIN_EMAIL/);
  });

  it('publishes only the gateway, and has no fallback for any secret', () => {
    const published = Object.entries(compose.services).filter(([, definition]) => definition.ports?.length);
    expect(published.map(([name, definition]) => [name, definition.ports])).toEqual([['web', ['8080:8080']]]);
    const text = readFileSync(resolve(root, 'docker-compose.yml'), 'utf8');
    expect(text).not.toMatch(/change-me|:-admin|:-takehome|-local\}/);
    for (const name of Object.keys(PRODUCTION_SECRETS)) expect(text).toContain(`\${${name}:?`);
  });
});

describe('nginx config', () => {
  it('is generated from the current routes table', () => {
    expect(readFileSync(resolve(root, 'infra/nginx/nginx.conf'), 'utf8')).toBe(renderNginxConfig());
  });
});
