import { AUTH_MESSAGES, type AuthProvidersResponse, type AuthResponse, type MeResponse } from '@takehome/contracts';
import { decodeJwt } from 'jose';
import { nextEvent, signIn, signUp, startIdentity, uniqueEmail, type Identity } from './helpers.js';
import { configSchema } from '../src/config.js';
import { ADMIN_CLIENT, IDENTITY_CLIENT, KeycloakDouble, REALM_EXPORT } from './keycloak-double.js';

let keycloak: KeycloakDouble;
let identity: Identity;

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const value = probe();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  keycloak = await KeycloakDouble.start();
  identity = await startIdentity(keycloak.env);
});

afterAll(async () => {
  await identity?.close();
  await keycloak?.close();
});

afterEach(() => {
  keycloak.down = false;
  keycloak.minPasswordLength = 6;
});

describe('Keycloak provider', () => {
  it("offers Google sign-in through the realm's public web client", async () => {
    const { status, body } = await identity.call<AuthProvidersResponse>('/api/auth/providers');
    expect(status).toBe(200);
    expect(body).toEqual({ keycloak: { url: keycloak.url, realm: 'takehome', clientId: 'takehome-web' } });
  });

  it('ensures the first admin in the realm: tier attribute, admin role, password', async () => {
    const admin = await waitFor(() => {
      const user = keycloak.findByEmail('admin@takehome.local');
      return user?.realmRoles.has('admin') ? user : undefined;
    }, 'the first admin');
    expect(admin.attributes.tier).toEqual(['admin']);
    expect(admin.password).toBe('takehome-admin');
    // The admin API is called with the admin client's service-account token.
    expect(keycloak.requestsTo('/protocol/openid-connect/token').map((r) => r.form)).toContainEqual({
      grant_type: 'client_credentials',
      client_id: ADMIN_CLIENT.id,
      client_secret: ADMIN_CLIENT.secret,
    });
    const session = await signIn(identity, 'admin@takehome.local', 'takehome-admin');
    expect(decodeJwt(session.accessToken)).toMatchObject({
      tier: 'admin',
      roles: expect.arrayContaining(['admin']) as unknown,
    });
  });

  it('signs up through the admin REST API, then signs in with the direct grant', async () => {
    const email = uniqueEmail('kc');
    keycloak.requests.length = 0;
    const answer = await identity.call<AuthResponse>('/api/auth/signup', {
      body: { email, password: 'secret-pass', fullName: 'Kay Cee Loak' },
    });
    expect(answer.status).toBe(201);

    const [create] = keycloak.requestsTo('/admin/realms/takehome/users').filter((r) => r.method === 'POST');
    expect(create.contentType).toBe('application/json');
    expect(create.authorization).toMatch(/^Bearer /);
    expect(create.json).toEqual({
      username: email,
      email,
      firstName: 'Kay',
      lastName: 'Cee Loak',
      enabled: true,
      emailVerified: false,
      attributes: { tier: ['free'] },
    });
    const stored = keycloak.findByEmail(email)!;
    const [reset] = keycloak.requestsTo(`/users/${stored.id}/reset-password`);
    expect(reset.json).toEqual({ type: 'password', value: 'secret-pass', temporary: false });

    const grants = keycloak.requestsTo('/protocol/openid-connect/token').map((r) => r.form!);
    expect(grants).toContainEqual({
      grant_type: 'password',
      client_id: IDENTITY_CLIENT.id,
      client_secret: IDENTITY_CLIENT.secret,
      username: email,
      password: 'secret-pass',
      scope: 'openid',
    });
    for (const request of keycloak.requestsTo('/protocol/openid-connect/token')) {
      expect(request.contentType).toBe('application/x-www-form-urlencoded');
    }

    expect(answer.body.user).toMatchObject({
      id: stored.id,
      email,
      displayName: 'Kay Cee Loak',
      firstName: 'Kay',
      lastName: 'Cee Loak',
      membershipTier: 'free',
    });
    expect(decodeJwt(answer.body.accessToken)).toMatchObject({ iss: keycloak.issuer, sub: stored.id, tier: 'free' });
    expect(answer.refresh).toBeTruthy();
    expect((await identity.call<MeResponse>('/api/auth/me', { token: answer.body.accessToken })).body.user.id).toBe(
      stored.id,
    );
    await nextEvent(identity.svc, 'user.registered', (data) => data.userId === stored.id);
  });

  it("answers Keycloak's 409 'User exists with same username' with the email-in-use text", async () => {
    const existing = keycloak.addUser({ email: uniqueEmail('exists'), password: 'secret-pass' });
    const answer = await identity.call('/api/auth/signup', {
      body: { email: existing.email, password: 'secret-pass' },
    });
    expect(answer).toMatchObject({ status: 409, body: { error: AUTH_MESSAGES.emailInUse } });
  });

  it('a password the realm policy refuses answers the weak-password text and leaves no user behind', async () => {
    keycloak.minPasswordLength = 10;
    const email = uniqueEmail('weak');
    const answer = await identity.call('/api/auth/signup', { body: { email, password: 'short-pw' } });
    expect(answer).toMatchObject({ status: 400, body: { error: AUTH_MESSAGES.weakPassword } });
    expect(keycloak.findByEmail(email)).toBeUndefined();
  });

  it("maps Keycloak's 401 invalid_grant to wrong password or no account", async () => {
    const session = await signUp(identity);
    const wrong = await identity.call('/api/auth/signin', {
      body: { email: session.user.email, password: 'wrong-pass' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.wrongPassword } });
    const unknown = await identity.call('/api/auth/signin', {
      body: { email: uniqueEmail('nobody'), password: 'whatever' },
    });
    expect(unknown).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.noAccount } });
  });

  it('refreshes with the refresh grant; a spent refresh token answers 401', async () => {
    const session = await signUp(identity);
    const refreshed = await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(refreshed.status).toBe(200);
    expect(refreshed.refresh).not.toBe(session.refresh);
    expect(keycloak.requestsTo('/protocol/openid-connect/token').at(-1)!.form).toEqual({
      grant_type: 'refresh_token',
      client_id: IDENTITY_CLIENT.id,
      client_secret: IDENTITY_CLIENT.secret,
      refresh_token: session.refresh,
    });
    const replay = await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(replay).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.sessionExpired } });
  });

  it('signs out through the logout endpoint', async () => {
    const session = await signUp(identity);
    expect((await identity.call('/api/auth/signout', { method: 'POST', refresh: session.refresh })).status).toBe(204);
    expect(keycloak.requestsTo('/protocol/openid-connect/logout').at(-1)!.form).toEqual({
      client_id: IDENTITY_CLIENT.id,
      client_secret: IDENTITY_CLIENT.secret,
      refresh_token: session.refresh,
    });
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh })).status).toBe(401);
  });

  it("an admin's tier change reaches the realm, so the user's next token carries it", async () => {
    const admin = await signIn(identity, 'admin@takehome.local', 'takehome-admin');
    const member = await signUp(identity);
    const put = await identity.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'webmaster' },
      token: admin.accessToken,
    });
    expect(put.status).toBe(200);
    const inRealm = keycloak.users.get(member.user.id)!;
    expect(inRealm.attributes.tier).toEqual(['webmaster']);
    expect(inRealm.realmRoles.has('admin')).toBe(true);

    const refreshed = await identity.call<AuthResponse>('/api/auth/refresh', {
      method: 'POST',
      refresh: member.refresh,
    });
    expect(decodeJwt(refreshed.body.accessToken)).toMatchObject({
      tier: 'webmaster',
      roles: expect.arrayContaining(['admin']) as unknown,
    });

    await identity.call(`/api/admin/users/${member.user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: admin.accessToken,
    });
    expect(inRealm.attributes.tier).toEqual(['pro']);
    expect(inRealm.realmRoles.has('admin')).toBe(false);
  });

  it('stores a realm user it first sees on /api/auth/me (e.g. after Google sign-in)', async () => {
    const google = keycloak.addUser({ email: uniqueEmail('google'), firstName: 'Gee', lastName: 'Oogle Person' });
    const tokens = await keycloak.tokensFor(google);
    const me = await identity.call<MeResponse>('/api/auth/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      id: google.id,
      email: google.email,
      displayName: 'Gee Oogle Person',
      firstName: 'Gee',
      lastName: 'Oogle Person',
      membershipTier: 'free',
    });
    await nextEvent(identity.svc, 'user.registered', (data) => data.userId === google.id);
  });

  it('publishes the realm keys and discovery by redirect', async () => {
    const jwks = await identity.call('/.well-known/jwks.json');
    expect(jwks.status).toBe(302);
    expect(jwks.headers.get('location')).toBe(keycloak.certsUrl);
    expect((await identity.call('/.well-known/openid-configuration')).headers.get('location')).toBe(
      `${keycloak.issuer}/.well-known/openid-configuration`,
    );
  });

  it('answers 502 with the default texts while Keycloak is down', async () => {
    keycloak.down = true;
    expect(
      await identity.call('/api/auth/signin', { body: { email: uniqueEmail(), password: 'secret-pass' } }),
    ).toMatchObject({
      status: 502,
      body: { error: AUTH_MESSAGES.signInFailed },
    });
    expect(
      await identity.call('/api/auth/signup', { body: { email: uniqueEmail(), password: 'secret-pass' } }),
    ).toMatchObject({
      status: 502,
      body: { error: AUTH_MESSAGES.signUpFailed },
    });
  });
});

// The double takes its clients from infra/keycloak/takehome-realm.json and enforces what Keycloak does
// with them, so the adapter above ran against the realm's actual client settings.
describe("Keycloak provider against the realm export's clients", () => {
  const token = (form: Record<string, string>) =>
    fetch(`${keycloak.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));

  it("uses the realm's clients by default: confidential sign-in with direct grants, a user-managing service account, a public web client", () => {
    const defaults = (name: 'KEYCLOAK_CLIENT_ID' | 'KEYCLOAK_ADMIN_CLIENT_ID' | 'KEYCLOAK_WEB_CLIENT_ID') =>
      configSchema.shape[name].parse(undefined);
    const client = (id: string) => REALM_EXPORT.clients.find((c) => c.clientId === id);
    expect(defaults('KEYCLOAK_CLIENT_ID')).toBe(IDENTITY_CLIENT.id);
    expect(client(IDENTITY_CLIENT.id)).toMatchObject({ publicClient: false, directAccessGrantsEnabled: true });
    expect(defaults('KEYCLOAK_ADMIN_CLIENT_ID')).toBe(ADMIN_CLIENT.id);
    expect(client(ADMIN_CLIENT.id)).toMatchObject({ publicClient: false, serviceAccountsEnabled: true });
    expect(client(defaults('KEYCLOAK_WEB_CLIENT_ID'))).toMatchObject({
      publicClient: true,
      directAccessGrantsEnabled: false,
    });
    expect(configSchema.shape.KEYCLOAK_REALM.parse(undefined)).toBe(REALM_EXPORT.realm);
  });

  it('refuses the direct grant to the public web client and to unknown clients, as the realm would', async () => {
    const user = { grant_type: 'password', username: 'admin@takehome.local', password: 'takehome-admin' };
    expect(await token({ ...user, client_id: 'takehome-web' })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'unauthorized_client' }) as unknown,
    });
    expect((await token({ ...user, client_id: 'takehome-admin', client_secret: ADMIN_CLIENT.secret })).status).toBe(
      401,
    );
    expect((await token({ ...user, client_id: IDENTITY_CLIENT.id, client_secret: 'wrong' })).status).toBe(401);
    expect(
      (
        await token({
          grant_type: 'client_credentials',
          client_id: IDENTITY_CLIENT.id,
          client_secret: IDENTITY_CLIENT.secret,
        })
      ).status,
    ).toBe(400);
    expect(
      await token({ ...user, client_id: IDENTITY_CLIENT.id, client_secret: IDENTITY_CLIENT.secret }),
    ).toMatchObject({
      status: 200,
    });
  });
});
