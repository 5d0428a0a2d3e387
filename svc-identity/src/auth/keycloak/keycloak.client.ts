import KeycloakAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import type RoleRepresentation from '@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import type { IdentityConfig } from '../../config.js';

/** Keycloak's token endpoint answer (OpenID Connect). */
export interface KeycloakTokens {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  /** 0 for offline tokens, which do not expire by idle time. */
  refresh_expires_in: number;
  token_type: string;
}

export type KeycloakUser = UserRepresentation;

/** A realm role as role mappings take it: both its id and its name. */
export type KeycloakRole = RoleRepresentation & { id: string; name: string };

/** OAuth errors (`error`, `error_description`) and admin API errors (`errorMessage`, `field`). */
export interface KeycloakErrorBody {
  error?: string;
  error_description?: string;
  errorMessage?: string;
  field?: string;
}

export class KeycloakError extends Error {
  constructor(
    readonly status: number,
    readonly body: KeycloakErrorBody,
  ) {
    super(`Keycloak answered ${status}: ${body.error_description ?? body.errorMessage ?? body.error ?? 'no details'}`);
  }
}

const TIMEOUT_MS = 10_000;
/** Renew the admin token this long before Keycloak says it expires. */
const ADMIN_TOKEN_MARGIN_MS = 30_000;

/**
 * Keycloak's documented HTTP APIs: the realm's OpenID endpoints (three form posts, written here) and
 * the admin REST API through Keycloak's own client, `@keycloak/keycloak-admin-client`.
 */
@Injectable()
export class KeycloakClient {
  private adminToken?: { value: string; renewAt: number };
  readonly realmUrl: string;
  private readonly adminApi: KeycloakAdminClient;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {
    const base = (config.KEYCLOAK_URL ?? '').replace(/\/$/, '');
    this.realmUrl = `${base}/realms/${encodeURIComponent(config.KEYCLOAK_REALM)}`;
    this.adminApi = new KeycloakAdminClient({ baseUrl: base, realmName: config.KEYCLOAK_REALM, timeout: TIMEOUT_MS });
    this.adminApi.registerTokenProvider({ getAccessToken: () => this.adminAccessToken() });
  }

  /** Direct grant (Resource Owner Password Credentials) with the service's confidential client. */
  passwordGrant(username: string, password: string): Promise<KeycloakTokens> {
    return this.token({ grant_type: 'password', ...this.client(), username, password, scope: 'openid' });
  }

  refreshGrant(refreshToken: string): Promise<KeycloakTokens> {
    return this.token({ grant_type: 'refresh_token', ...this.client(), refresh_token: refreshToken });
  }

  /** Ends the session the refresh token belongs to. */
  async logout(refreshToken: string): Promise<void> {
    await this.form(`${this.realmUrl}/protocol/openid-connect/logout`, {
      ...this.client(),
      refresh_token: refreshToken,
    });
  }

  /** Creates a user and answers its id (the client reads it from the Location header of the 201). */
  async createUser(user: KeycloakUser): Promise<string> {
    return (await this.admin((api) => api.users.create(user))).id;
  }

  async resetPassword(userId: string, password: string): Promise<void> {
    await this.admin((api) =>
      api.users.resetPassword({ id: userId, credential: { type: 'password', value: password, temporary: false } }),
    );
  }

  async deleteUser(userId: string): Promise<void> {
    await this.admin((api) => api.users.del({ id: userId }));
  }

  findByEmail(email: string): Promise<KeycloakUser[]> {
    return this.admin((api) => api.users.find({ email, exact: true }));
  }

  async getUser(userId: string): Promise<KeycloakUser> {
    const user = await this.admin((api) => api.users.findOne({ id: userId }));
    if (!user) throw new KeycloakError(404, { errorMessage: 'User not found' });
    return user;
  }

  async updateUser(userId: string, user: KeycloakUser): Promise<void> {
    await this.admin((api) => api.users.update({ id: userId }, user));
  }

  async realmRole(name: string): Promise<KeycloakRole> {
    const role = await this.admin((api) => api.roles.findOneByName({ name }));
    if (!role?.id || !role.name) throw new KeycloakError(404, { errorMessage: 'Could not find role' });
    return { ...role, id: role.id, name: role.name };
  }

  async setRealmRole(userId: string, role: KeycloakRole, granted: boolean): Promise<void> {
    const mapping = { id: userId, roles: [{ id: role.id, name: role.name }] };
    await this.admin((api) =>
      granted ? api.users.addRealmRoleMappings(mapping) : api.users.delRealmRoleMappings(mapping),
    );
  }

  private client() {
    return { client_id: this.config.KEYCLOAK_CLIENT_ID, client_secret: this.config.KEYCLOAK_CLIENT_SECRET ?? '' };
  }

  private async token(params: Record<string, string>): Promise<KeycloakTokens> {
    return (await (await this.form(`${this.realmUrl}/protocol/openid-connect/token`, params)).json()) as KeycloakTokens;
  }

  /** A form post, as the OpenID endpoints expect. */
  private async form(url: string, params: Record<string, string>): Promise<Response> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return response;
    const text = await response.text();
    throw new KeycloakError(response.status, errorBody(text));
  }

  /** An admin API call with the admin client's service-account token, renewed once on a 401; its errors as KeycloakError. */
  private async admin<T>(call: (api: KeycloakAdminClient) => Promise<T>, retried = false): Promise<T> {
    try {
      return await call(this.adminApi);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.response.status === 401 && !retried) {
        this.adminToken = undefined;
        return this.admin(call, true);
      }
      // The admin client has parsed the body already: its JSON, or its text when it is not JSON ('' when empty);
      // anything but an object is a primitive here, so String() is its text.
      const data = error.responseData;
      throw new KeycloakError(
        error.response.status,
        typeof data === 'object' && data !== null ? data : { errorMessage: String(data).slice(0, 200) },
      );
    }
  }

  private async adminAccessToken(): Promise<string> {
    if (this.adminToken && Date.now() < this.adminToken.renewAt) return this.adminToken.value;
    const tokens = await this.token({
      grant_type: 'client_credentials',
      client_id: this.config.KEYCLOAK_ADMIN_CLIENT_ID,
      client_secret: this.config.KEYCLOAK_ADMIN_CLIENT_SECRET ?? '',
    });
    this.adminToken = {
      value: tokens.access_token,
      renewAt: Date.now() + tokens.expires_in * 1000 - ADMIN_TOKEN_MARGIN_MS,
    };
    return tokens.access_token;
  }
}

/** A JSON error body as Keycloak sends it, or the start of whatever else came back. */
function errorBody(text: string): KeycloakErrorBody {
  try {
    return JSON.parse(text) as KeycloakErrorBody;
  } catch {
    return { errorMessage: text.slice(0, 200) };
  }
}
