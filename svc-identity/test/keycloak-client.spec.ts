import { configSchema } from '../src/config.js';
import { KeycloakClient, KeycloakError } from '../src/auth/keycloak/keycloak.client.js';
import { KeycloakDouble } from './keycloak-double.js';

/** The admin REST calls through @keycloak/keycloak-admin-client, against the double's copy of Keycloak's wire format. */
let keycloak: KeycloakDouble;
let client: KeycloakClient;

beforeAll(async () => {
  keycloak = await KeycloakDouble.start();
  client = new KeycloakClient(configSchema.parse({ ...process.env, ...keycloak.env }));
});

afterAll(() => keycloak?.close());

afterEach(() => {
  keycloak.requests.length = 0;
});

const adminCalls = () =>
  keycloak.requestsTo('/admin/realms/takehome').map(({ method, path, json }) => ({ method, path, json }));

describe('KeycloakClient admin API', () => {
  it('creates a user (id from the Location header), finds it by exact email, reads, updates and deletes it', async () => {
    const id = await client.createUser({
      username: 'lib@example.com',
      email: 'lib@example.com',
      firstName: 'Li',
      enabled: true,
      attributes: { tier: ['free'] },
    });
    expect(keycloak.users.get(id)).toMatchObject({ email: 'lib@example.com', attributes: { tier: ['free'] } });

    const [found] = await client.findByEmail('lib@example.com');
    expect(found).toMatchObject({ id, email: 'lib@example.com', firstName: 'Li' });
    await client.updateUser(id, { ...(await client.getUser(id)), attributes: { tier: ['pro'] } });
    expect(keycloak.users.get(id)!.attributes).toEqual({ tier: ['pro'] });
    await client.deleteUser(id);
    expect(keycloak.users.has(id)).toBe(false);

    expect(adminCalls()).toEqual([
      {
        method: 'POST',
        path: '/admin/realms/takehome/users/',
        json: expect.objectContaining({ email: 'lib@example.com' }) as unknown,
      },
      { method: 'GET', path: '/admin/realms/takehome/users/?email=lib%40example.com&exact=true', json: undefined },
      { method: 'GET', path: `/admin/realms/takehome/users/${id}`, json: undefined },
      { method: 'PUT', path: `/admin/realms/takehome/users/${id}`, json: expect.objectContaining({ id }) as unknown },
      { method: 'DELETE', path: `/admin/realms/takehome/users/${id}`, json: {} },
    ]);
    // Every admin call carries the admin client's service-account token, fetched once.
    expect(keycloak.requestsTo('/protocol/openid-connect/token')).toHaveLength(1);
    expect(new Set(keycloak.requestsTo('/admin/realms/').map((r) => r.authorization)).size).toBe(1);
  });

  it('sets a password and grants and takes back a realm role', async () => {
    const user = keycloak.addUser({ email: 'roles@example.com' });
    await client.resetPassword(user.id, 'long-enough');
    expect(keycloak.users.get(user.id)!.password).toBe('long-enough');

    const role = await client.realmRole('admin');
    expect(role).toMatchObject({ id: 'role-admin-id', name: 'admin' });
    await client.setRealmRole(user.id, role, true);
    expect(user.realmRoles.has('admin')).toBe(true);
    await client.setRealmRole(user.id, role, false);
    expect(user.realmRoles.has('admin')).toBe(false);
    expect(adminCalls().find((call) => call.path.endsWith('/reset-password'))!.json).toEqual({
      type: 'password',
      value: 'long-enough',
      temporary: false,
    });
    expect(
      adminCalls()
        .filter((call) => call.path.endsWith('/role-mappings/realm'))
        .map((c) => c.json),
    ).toEqual([[{ id: 'role-admin-id', name: 'admin' }], [{ id: 'role-admin-id', name: 'admin' }]]);
  });

  it("turns Keycloak's error answers into KeycloakError with their status and body", async () => {
    const existing = keycloak.addUser({ email: 'taken@example.com' });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );

    expect(await refusal(client.createUser({ username: 'taken@example.com', email: 'taken@example.com' }))).toEqual(
      expect.objectContaining({ status: 409, body: { errorMessage: 'User exists with same username' } }),
    );
    keycloak.minPasswordLength = 12;
    const weak = await refusal(client.resetPassword(existing.id, 'short'));
    expect(weak).toBeInstanceOf(KeycloakError);
    expect(weak).toMatchObject({ status: 400, body: { error: 'invalidPasswordMinLengthMessage' } });
    expect(await refusal(client.getUser('no-such-user'))).toMatchObject({ status: 404 });
    keycloak.down = true;
    expect(await refusal(client.findByEmail('taken@example.com'))).toMatchObject({ status: 503 });
    keycloak.down = false;
  });

  it('gets a new admin token once when Keycloak no longer takes the one it has', async () => {
    await client.findByEmail('nobody@example.com');
    // As after a Keycloak restart: the service account's token is unknown to it.
    (keycloak as unknown as { adminTokens: Set<string> }).adminTokens.clear();
    expect(await client.findByEmail('nobody@example.com')).toEqual([]);

    const grants = keycloak.requestsTo('/protocol/openid-connect/token');
    // The retry's token is the new one.
    expect(grants.map((request) => request.form!.grant_type)).toEqual(['client_credentials']);
    const [, refused, retried] = keycloak.requestsTo('/admin/realms/');
    expect(retried.authorization).not.toBe(refused.authorization);
    expect(adminCalls().map((call) => call.method)).toEqual(['GET', 'GET', 'GET']);
  });
});
