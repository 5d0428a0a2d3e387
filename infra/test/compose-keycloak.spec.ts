// docker-compose's Keycloak path against the realm export it imports: the clients svc-identity uses
// exist with the settings its adapter needs, every secret the realm expects is passed (required, the
// same variable svc-identity gets), and issuer, JWKS and audience agree with the realm.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { readRealmExport } from './support/realm.js';

const root = resolve(import.meta.dirname, '../..');
type Service = { command?: string[]; environment?: Record<string, string>; volumes?: string[] };
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const realm = readRealmExport(root);
const keycloak = compose.services.keycloak;
const identity = compose.services['svc-identity'].environment ?? {};
const client = (id: string | undefined) => {
  const found = realm.clients.find((c) => c.clientId === id);
  if (!found) throw new Error(`no client ${id} in the realm export`);
  return found;
};

/** `${NAME…}` in a compose value: the variable it reads, and whether it refuses to start without it. */
function variableOf(value: string | undefined): { name: string; required: boolean } | undefined {
  const match = /^\$\{(\w+)(:?[-?])?/.exec(value ?? '');
  return match ? { name: match[1], required: (match[2] ?? '').endsWith('?') } : undefined;
}

/** The realm's `${NAME}` / `${NAME:default}` placeholders. */
const placeholders = [...JSON.stringify(realm).matchAll(/\$\{(\w+)(:[^}]*)?\}/g)].map((m) => ({
  name: m[1],
  hasDefault: m[2] !== undefined,
}));

describe('docker-compose Keycloak and the realm export', () => {
  it('imports the realm export at start', () => {
    expect(keycloak.command).toContain('--import-realm');
    const mount = keycloak.volumes?.find((volume) => volume.endsWith(':/opt/keycloak/data/import:ro'));
    expect(mount?.split(':')[0]).toBe('./infra/keycloak');
    expect(keycloak.environment?.KC_HOSTNAME).toBeDefined();
  });

  it("gives svc-identity the realm's confidential client with direct grants for sign-in and refresh", () => {
    expect(identity.IDENTITY_PROVIDER).toBe('keycloak');
    expect(identity.KEYCLOAK_REALM).toBe(realm.realm);
    const signIn = client(identity.KEYCLOAK_CLIENT_ID);
    expect(signIn).toMatchObject({ enabled: true, publicClient: false, directAccessGrantsEnabled: true });
    // The secret the realm gives that client is the one svc-identity sends.
    expect(variableOf(signIn.secret)?.name).toBe(variableOf(identity.KEYCLOAK_CLIENT_SECRET)?.name);
  });

  it("gives svc-identity the realm's service-account client with the user-management roles", () => {
    const admin = client(identity.KEYCLOAK_ADMIN_CLIENT_ID);
    expect(admin).toMatchObject({ enabled: true, publicClient: false, serviceAccountsEnabled: true });
    expect(variableOf(admin.secret)?.name).toBe(variableOf(identity.KEYCLOAK_ADMIN_CLIENT_SECRET)?.name);
    const account = realm.users.find((u) => u.serviceAccountClientId === admin.clientId);
    expect(account?.clientRoles?.['realm-management']).toEqual(
      expect.arrayContaining(['manage-users', 'view-users', 'query-users']),
    );
  });

  it('keeps the browser client public with PKCE and without direct grants', () => {
    const web = client(identity.KEYCLOAK_WEB_CLIENT_ID ?? 'takehome-web');
    expect(web).toMatchObject({ publicClient: true, directAccessGrantsEnabled: false, standardFlowEnabled: true });
    expect(web.attributes?.['pkce.code.challenge.method']).toBe('S256');
  });

  it('passes Keycloak every placeholder of the realm, the ones without a default required', () => {
    const env = keycloak.environment ?? {};
    for (const { name, hasDefault } of placeholders) {
      expect([name, name in env]).toEqual([name, true]);
      if (!hasDefault) expect([name, variableOf(env[name])]).toEqual([name, { name, required: true }]);
    }
    // Both sides of each client secret read the same variable.
    expect(variableOf(env.KEYCLOAK_CLIENT_SECRET)?.name).toBe(variableOf(identity.KEYCLOAK_CLIENT_SECRET)?.name);
    expect(variableOf(env.KEYCLOAK_ADMIN_CLIENT_SECRET)?.name).toBe(
      variableOf(identity.KEYCLOAK_ADMIN_CLIENT_SECRET)?.name,
    );
    expect(env.PUBLIC_URL).toBe(identity.PUBLIC_URL);
  });

  it("has the services trust the realm's issuer, keys and audience", () => {
    for (const name of ['svc-identity', 'svc-calc', 'svc-content', 'svc-analytics']) {
      const env = compose.services[name].environment ?? {};
      expect(env.AUTH_ISSUER).toBe(`${keycloak.environment?.KC_HOSTNAME}/realms/${realm.realm}`);
      expect(env.AUTH_JWKS_URL).toBe(`${identity.KEYCLOAK_URL}/realms/${realm.realm}/protocol/openid-connect/certs`);
      const audiences = realm.clients
        .filter((c) => c.clientId === identity.KEYCLOAK_CLIENT_ID)
        .flatMap((c) => c.protocolMappers ?? [])
        .map((m) => m.config?.['included.custom.audience'])
        .filter(Boolean);
      expect(audiences).toContain(env.AUTH_AUDIENCE);
    }
  });
});
