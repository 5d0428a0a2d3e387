import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** A client of the realm export, with the settings Keycloak enforces at its token endpoint. */
export interface RealmClient {
  clientId: string;
  enabled?: boolean;
  publicClient?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  secret?: string;
}

/** The realm svc-identity runs against in production (infra/keycloak): the double takes its clients from it. */
export const REALM_EXPORT = JSON.parse(
  readFileSync(new URL('../../infra/keycloak/takehome-realm.json', import.meta.url), 'utf8'),
) as {
  realm: string;
  clients: RealmClient[];
  users: { serviceAccountClientId?: string; clientRoles?: Record<string, string[]> }[];
};

/** What the test run fills the realm's secret placeholders with. */
const TEST_SECRETS: Record<string, string> = {
  KEYCLOAK_CLIENT_SECRET: 'identity-secret',
  KEYCLOAK_ADMIN_CLIENT_SECRET: 'admin-secret',
};
const secretOf = (client: RealmClient) =>
  client.secret?.replace(/^\$\{(\w+)\}$/, (_, name: string) => TEST_SECRETS[name] ?? '');
const clientWithSecret = (placeholder: string) => {
  const client = REALM_EXPORT.clients.find((c) => c.secret === `\${${placeholder}}`);
  if (!client) throw new Error(`the realm export has no client whose secret is \${${placeholder}}`);
  return { id: client.clientId, secret: TEST_SECRETS[placeholder] };
};

export const IDENTITY_CLIENT = clientWithSecret('KEYCLOAK_CLIENT_SECRET');
export const ADMIN_CLIENT = clientWithSecret('KEYCLOAK_ADMIN_CLIENT_SECRET');
const REALM = REALM_EXPORT.realm;

/** Whether the realm's service account of a client may manage users (the admin REST API calls). */
const managesUsers = (clientId: string) =>
  REALM_EXPORT.users
    .find((user) => user.serviceAccountClientId === clientId)
    ?.clientRoles?.['realm-management']?.includes('manage-users') ?? false;

/**
 * Keycloak's UserRepresentation (admin REST API, /admin/realms/{realm}/users): the fields the double
 * takes and answers. Every field is optional on the wire.
 */
export interface UserRepresentation {
  id?: string;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  emailVerified?: boolean;
  attributes?: Record<string, string[]>;
  createdTimestamp?: number;
  totp?: boolean;
}

/** Keycloak's CredentialRepresentation, as PUT /users/{id}/reset-password takes it. */
interface CredentialRepresentation {
  type?: string;
  value?: string;
  temporary?: boolean;
}

/** Keycloak's RoleRepresentation, as role mappings take it. */
interface RoleRepresentation {
  id?: string;
  name: string;
}

interface StoredUser {
  id: string;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  attributes: Record<string, string[]>;
  password?: string;
  realmRoles: Set<string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  form?: Record<string, string>;
  /** The JSON body as sent, whatever its shape (each admin route reads it as its representation). */
  json?: unknown;
}

/**
 * A local stand-in for Keycloak speaking its documented wire format: the realm's OpenID token,
 * logout and certs endpoints (form posts, OAuth error bodies) and the admin REST API (JSON,
 * `errorMessage` bodies, 201 + Location). Refresh tokens rotate and are single-use, as with the
 * realm's "Revoke Refresh Token" setting.
 */
export class KeycloakDouble {
  readonly users = new Map<string, StoredUser>();
  readonly requests: RecordedRequest[] = [];
  /** The realm's password policy: length(n). */
  minPasswordLength = 6;
  /** When set, every endpoint answers 503. */
  down = false;
  private readonly adminTokens = new Set<string>();
  private readonly refreshTokens = new Map<string, { userId: string; sessionId: string; used: boolean }>();
  private readonly endedSessions = new Set<string>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly privateKey: CryptoKey,
    private readonly jwk: JWK,
  ) {}

  static async start(): Promise<KeycloakDouble> {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const handlers: Array<(req: IncomingMessage, res: ServerResponse) => void> = [];
    const server = createServer((req, res) => handlers[0](req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const double = new KeycloakDouble(
      server,
      `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      privateKey,
      jwk,
    );
    handlers.push((req, res) => void double.handle(req, res));
    return double;
  }

  get issuer(): string {
    return `${this.url}/realms/${REALM}`;
  }

  get certsUrl(): string {
    return `${this.issuer}/protocol/openid-connect/certs`;
  }

  /** Config that points svc-identity at this double. */
  get env(): Record<string, string> {
    return {
      IDENTITY_PROVIDER: 'keycloak',
      KEYCLOAK_URL: this.url,
      KEYCLOAK_REALM: REALM,
      KEYCLOAK_CLIENT_ID: IDENTITY_CLIENT.id,
      KEYCLOAK_CLIENT_SECRET: IDENTITY_CLIENT.secret,
      KEYCLOAK_ADMIN_CLIENT_ID: ADMIN_CLIENT.id,
      KEYCLOAK_ADMIN_CLIENT_SECRET: ADMIN_CLIENT.secret,
      AUTH_ISSUER: this.issuer,
      AUTH_JWKS_URL: this.certsUrl,
    };
  }

  /** A user made in Keycloak directly (an admin console, or a Google first login). */
  addUser(user: {
    email: string;
    firstName?: string;
    lastName?: string;
    password?: string;
    tier?: string;
  }): StoredUser {
    const stored: StoredUser = {
      id: randomUUID(),
      username: user.email.toLowerCase(),
      email: user.email.toLowerCase(),
      firstName: user.firstName,
      lastName: user.lastName,
      enabled: true,
      emailVerified: true,
      attributes: user.tier ? { tier: [user.tier] } : {},
      password: user.password,
      realmRoles: new Set(['default-roles-takehome']),
    };
    this.users.set(stored.id, stored);
    return stored;
  }

  findByEmail(email: string): StoredUser | undefined {
    return [...this.users.values()].find((user) => user.email === email.toLowerCase());
  }

  /** Tokens straight from the realm, as keycloak-js would get them after a Google sign-in. */
  async tokensFor(user: StoredUser) {
    return this.issueTokens(user, IDENTITY_CLIENT.id, randomUUID());
  }

  requestsTo(pathPart: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path.includes(pathPart));
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body));
    });
    const url = new URL(req.url ?? '/', this.url);
    const contentType = req.headers['content-type'];
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      contentType,
      authorization: req.headers.authorization,
    };
    if (contentType?.startsWith('application/x-www-form-urlencoded'))
      recorded.form = Object.fromEntries(new URLSearchParams(raw));
    if (contentType?.startsWith('application/json') && raw) recorded.json = JSON.parse(raw) as unknown;
    this.requests.push(recorded);

    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (this.down) return send(503, { error: 'service unavailable' });

    const realmPath = `/realms/${REALM}/protocol/openid-connect`;
    if (url.pathname === `${realmPath}/certs`) return send(200, { keys: [this.jwk] });
    if (url.pathname === `${realmPath}/token` && req.method === 'POST') return this.token(recorded.form ?? {}, send);
    if (url.pathname === `${realmPath}/logout` && req.method === 'POST') return this.logout(recorded.form ?? {}, send);
    const adminPrefix = `/admin/realms/${REALM}`;
    if (url.pathname.startsWith(adminPrefix)) {
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      if (!token || !this.adminTokens.has(token)) return send(401, { error: 'HTTP 401 Unauthorized' });
      return this.admin(
        req.method ?? 'GET',
        // JAX-RS matches a path with or without its trailing slash (Keycloak's admin client sends '/users/').
        url.pathname.slice(adminPrefix.length).replace(/(.)\/$/, '$1'),
        url.searchParams,
        recorded.json,
        send,
      );
    }
    send(404, { error: 'Unable to find matching target resource method' });
  }

  private async token(form: Record<string, string>, send: (status: number, body?: unknown) => void): Promise<void> {
    // Keycloak's checks, on the realm export's own client settings.
    const realmClient = REALM_EXPORT.clients.find((c) => c.clientId === form.client_id && c.enabled !== false);
    if (!realmClient)
      return send(401, { error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' });
    if (!realmClient.publicClient && secretOf(realmClient) !== form.client_secret)
      return send(401, {
        error: 'unauthorized_client',
        error_description: 'Invalid client or Invalid client credentials',
      });
    if (form.grant_type === 'password' && !realmClient.directAccessGrantsEnabled)
      return send(400, {
        error: 'unauthorized_client',
        error_description: 'Client not allowed for direct access grants',
      });
    if (form.grant_type === 'client_credentials' && (realmClient.publicClient || !realmClient.serviceAccountsEnabled))
      return send(400, {
        error: 'unauthorized_client',
        error_description: 'Client not enabled to retrieve service account',
      });
    const client = { id: realmClient.clientId };
    if (form.grant_type === 'client_credentials' && managesUsers(client.id)) {
      const accessToken = randomBytes(16).toString('hex');
      this.adminTokens.add(accessToken);
      return send(200, {
        access_token: accessToken,
        expires_in: 300,
        refresh_expires_in: 0,
        token_type: 'Bearer',
        'not-before-policy': 0,
        scope: 'profile email',
      });
    }
    if (form.grant_type === 'password') {
      const user = [...this.users.values()].find(
        (u) => u.username === form.username?.toLowerCase() || u.email === form.username?.toLowerCase(),
      );
      if (!user || !user.password || user.password !== form.password) {
        return send(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' });
      }
      return send(200, await this.issueTokens(user, client.id, randomUUID()));
    }
    if (form.grant_type === 'refresh_token' && client.id === IDENTITY_CLIENT.id) {
      const session = this.refreshTokens.get(form.refresh_token ?? '');
      if (!session || session.used || this.endedSessions.has(session.sessionId)) {
        return send(400, { error: 'invalid_grant', error_description: 'Token is not active' });
      }
      session.used = true;
      return send(200, await this.issueTokens(this.users.get(session.userId)!, client.id, session.sessionId));
    }
    send(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' });
  }

  private logout(form: Record<string, string>, send: (status: number, body?: unknown) => void): void {
    const session = this.refreshTokens.get(form.refresh_token ?? '');
    if (form.client_id !== IDENTITY_CLIENT.id || form.client_secret !== IDENTITY_CLIENT.secret) {
      return send(401, {
        error: 'unauthorized_client',
        error_description: 'Invalid client or Invalid client credentials',
      });
    }
    if (!session) return send(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
    this.endedSessions.add(session.sessionId);
    send(204);
  }

  private admin(
    method: string,
    path: string,
    query: URLSearchParams,
    json: unknown,
    send: (status: number, body?: unknown, headers?: Record<string, string>) => void,
  ): void {
    const userPath = /^\/users\/([^/]+)(\/.*)?$/.exec(path);
    if (method === 'POST' && path === '/users') {
      const rep = json as UserRepresentation;
      const email = (rep.email ?? '').toLowerCase();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        return send(400, { field: 'email', errorMessage: 'invalidEmailMessage', params: ['email', email] });
      const username = (rep.username ?? '').toLowerCase();
      if ([...this.users.values()].some((u) => u.username === username)) {
        return send(409, { errorMessage: 'User exists with same username' });
      }
      if (this.findByEmail(email)) return send(409, { errorMessage: 'User exists with same email' });
      const user = this.addUser({ email, firstName: rep.firstName, lastName: rep.lastName });
      user.username = username;
      // Keycloak's defaults for a representation without them.
      user.enabled = rep.enabled ?? false;
      user.emailVerified = rep.emailVerified ?? false;
      user.attributes = rep.attributes ?? {};
      return send(201, undefined, { location: `${this.url}/admin/realms/${REALM}/users/${user.id}` });
    }
    if (method === 'GET' && path === '/users') {
      const email = query.get('email')?.toLowerCase();
      return send(
        200,
        [...this.users.values()].filter((u) => u.email === email).map((u) => this.representation(u)),
      );
    }
    if (method === 'GET' && path === '/roles/admin') {
      return send(200, {
        id: 'role-admin-id',
        name: 'admin',
        composite: false,
        clientRole: false,
        containerId: 'takehome',
      });
    }
    if (!userPath) return send(404, { error: 'Unable to find matching target resource method' });
    const user = this.users.get(userPath[1]);
    if (!user) return send(404, { error: 'User not found' });
    const rest = userPath[2] ?? '';
    if (rest === '' && method === 'GET') return send(200, this.representation(user));
    if (rest === '' && method === 'PUT') {
      const rep = json as UserRepresentation;
      Object.assign(user, {
        firstName: rep.firstName,
        lastName: rep.lastName,
        email: rep.email ?? user.email,
        attributes: rep.attributes ?? {},
      });
      return send(204);
    }
    if (rest === '' && method === 'DELETE') {
      this.users.delete(user.id);
      return send(204);
    }
    if (rest === '/reset-password' && method === 'PUT') {
      const credential = json as CredentialRepresentation;
      if ((credential.value ?? '').length < this.minPasswordLength) {
        return send(400, {
          error: 'invalidPasswordMinLengthMessage',
          error_description: `Invalid password: minimum length ${this.minPasswordLength}.`,
        });
      }
      user.password = credential.value;
      return send(204);
    }
    if (rest === '/role-mappings/realm' && (method === 'POST' || method === 'DELETE')) {
      for (const role of json as RoleRepresentation[]) {
        if (method === 'POST') user.realmRoles.add(role.name);
        else user.realmRoles.delete(role.name);
      }
      return send(204);
    }
    send(404, { error: 'Unable to find matching target resource method' });
  }

  private representation(user: StoredUser): UserRepresentation {
    const { password: _password, realmRoles: _roles, ...rep } = user;
    return { ...rep, createdTimestamp: Date.now(), totp: false };
  }

  private async issueTokens(user: StoredUser, clientId: string, sessionId: string) {
    const roles = [...user.realmRoles];
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const accessToken = await new SignJWT({
      typ: 'Bearer',
      azp: clientId,
      sid: sessionId,
      scope: 'openid profile email',
      email_verified: user.emailVerified,
      ...(name ? { name, given_name: user.firstName, family_name: user.lastName } : {}),
      preferred_username: user.username,
      email: user.email,
      ...(user.attributes.tier?.[0] ? { tier: user.attributes.tier[0] } : {}),
      roles,
      realm_access: { roles },
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.jwk.kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.issuer)
      .setAudience(['takehome', 'account'])
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomUUID())
      .sign(this.privateKey);
    const refreshToken = randomBytes(24).toString('base64url');
    this.refreshTokens.set(refreshToken, { userId: user.id, sessionId, used: false });
    return {
      access_token: accessToken,
      expires_in: 300,
      refresh_expires_in: 1800,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      'not-before-policy': 0,
      session_state: sessionId,
      scope: 'openid profile email',
    };
  }
}
