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

/** The part of Keycloak's UserRepresentation TakeHome reads and writes. */
export interface KeycloakUser {
  id?: string;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  emailVerified?: boolean;
  attributes?: Record<string, string[]>;
}

export interface KeycloakRole {
  id: string;
  name: string;
}

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

/** Keycloak's documented HTTP APIs: the realm's OpenID endpoints and the admin REST API. */
@Injectable()
export class KeycloakClient {
  private adminToken?: { value: string; renewAt: number };
  readonly realmUrl: string;
  private readonly adminUrl: string;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {
    const base = (config.KEYCLOAK_URL ?? '').replace(/\/$/, '');
    const realm = encodeURIComponent(config.KEYCLOAK_REALM);
    this.realmUrl = `${base}/realms/${realm}`;
    this.adminUrl = `${base}/admin/realms/${realm}`;
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

  /** Creates a user and answers its id (from the Location header of the 201). */
  async createUser(user: KeycloakUser): Promise<string> {
    const response = await this.admin('POST', '/users', user);
    const id = response.headers.get('location')?.split('/').pop();
    if (!id) throw new KeycloakError(response.status, { errorMessage: 'No Location header on user creation' });
    return id;
  }

  async resetPassword(userId: string, password: string): Promise<void> {
    await this.admin('PUT', `/users/${encodeURIComponent(userId)}/reset-password`, {
      type: 'password',
      value: password,
      temporary: false,
    });
  }

  async deleteUser(userId: string): Promise<void> {
    await this.admin('DELETE', `/users/${encodeURIComponent(userId)}`);
  }

  async findByEmail(email: string): Promise<KeycloakUser[]> {
    const response = await this.admin('GET', `/users?${new URLSearchParams({ email, exact: 'true' })}`);
    return (await response.json()) as KeycloakUser[];
  }

  async getUser(userId: string): Promise<KeycloakUser> {
    return (await (await this.admin('GET', `/users/${encodeURIComponent(userId)}`)).json()) as KeycloakUser;
  }

  async updateUser(userId: string, user: KeycloakUser): Promise<void> {
    await this.admin('PUT', `/users/${encodeURIComponent(userId)}`, user);
  }

  async realmRole(name: string): Promise<KeycloakRole> {
    return (await (await this.admin('GET', `/roles/${encodeURIComponent(name)}`)).json()) as KeycloakRole;
  }

  async setRealmRole(userId: string, role: KeycloakRole, granted: boolean): Promise<void> {
    await this.admin(granted ? 'POST' : 'DELETE', `/users/${encodeURIComponent(userId)}/role-mappings/realm`, [role]);
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
    return this.checked(response);
  }

  /** An admin API call with the admin client's service-account token, renewed once on a 401. */
  private async admin(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const response = await fetch(`${this.adminUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.adminAccessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 && !retried) {
      this.adminToken = undefined;
      return this.admin(method, path, body, true);
    }
    return this.checked(response);
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

  private async checked(response: Response): Promise<Response> {
    if (response.ok) return response;
    const text = await response.text();
    let body: KeycloakErrorBody;
    try {
      body = JSON.parse(text) as KeycloakErrorBody;
    } catch {
      body = { errorMessage: text.slice(0, 200) };
    }
    throw new KeycloakError(response.status, body);
  }
}
