import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  UnauthorizedException,
  Inject,
} from '@nestjs/common';
import { SERVICE_CONFIG, type AuthUser } from '@takehome/service-kit';
import { ADMIN_ROLE, AUTH_MESSAGES, TIERS, type Tier } from '@takehome/contracts';
import { decodeJwt } from 'jose';
import type { IdentityConfig } from '../../config.js';
import { nameFromDisplayName } from '../../users/naming.js';
import { rolesOf } from '../../users/user.mapper.js';
import type { User } from '../../users/user.entity.js';
import { normalizeEmail, UsersService } from '../../users/users.service.js';
import type { AuthSession, IdentityProvider, NewAccount } from '../identity-provider.js';
import { KeycloakClient, KeycloakError, type KeycloakTokens } from './keycloak.client.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isKeycloakError = (error: unknown, ...statuses: number[]): error is KeycloakError =>
  error instanceof KeycloakError && statuses.includes(error.status);

/**
 * The same endpoints through Keycloak (docs/product/identity.md): the admin REST API creates users and sets
 * passwords and tiers, the direct grant signs in, the refresh grant rotates. Tokens are the realm's;
 * this service keeps its own row per user (tier, limits, billing) and mirrors the tier into the
 * realm's `tier` attribute and `admin` role, which the realm maps into the next token.
 */
@Injectable()
export class KeycloakIdentityProvider implements IdentityProvider {
  private readonly logger = new Logger('KeycloakIdentityProvider');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersService,
    private readonly keycloak: KeycloakClient,
  ) {}

  async signUp(account: NewAccount): Promise<AuthSession> {
    if (await this.users.findByEmail(account.email)) throw new ConflictException(AUTH_MESSAGES.emailInUse);
    const id = await this.createAccount(account, 'free');
    await this.users.create({ ...account, id, tier: 'free' });
    return this.signIn(account.email, account.password);
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    const tokens = await this.keycloak
      .passwordGrant(normalizeEmail(email), password)
      .catch((error: unknown) => this.signInRefused(email, error));
    return this.session(tokens);
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const tokens = await this.keycloak.refreshGrant(refreshToken).catch((error: unknown) => {
      throw isKeycloakError(error, 400, 401)
        ? new UnauthorizedException(AUTH_MESSAGES.sessionExpired)
        : this.unavailable(error, AUTH_MESSAGES.providerUnavailable);
    });
    return this.session(tokens);
  }

  async signOut(refreshToken: string): Promise<void> {
    await this.keycloak
      .logout(refreshToken)
      .catch((error: Error) => this.logger.warn(`Keycloak logout failed: ${error.message}`));
  }

  currentUser(auth: AuthUser): Promise<User> {
    return this.localUser({ id: auth.id, email: auth.email, name: auth.name, tier: auth.tier });
  }

  /** Creates the account when missing, else resets its password (ADMIN_PASSWORD stays authoritative). */
  async ensureAccount(account: NewAccount, tier: Tier): Promise<User> {
    const [existing] = await this.keycloak.findByEmail(normalizeEmail(account.email));
    if (existing?.id) await this.keycloak.resetPassword(existing.id, account.password);
    const id = existing?.id ?? (await this.createAccount(account, tier));
    const user = await this.localUser({ id, email: account.email, name: account.displayName, tier });
    await this.syncTier(user);
    return user;
  }

  async syncTier(user: User): Promise<void> {
    try {
      const stored = await this.keycloak.getUser(user.id);
      await this.keycloak.updateUser(user.id, {
        ...stored,
        attributes: { ...stored.attributes, tier: [user.membershipTier] },
      });
      const role = await this.keycloak.realmRole(ADMIN_ROLE);
      await this.keycloak.setRealmRole(user.id, role, rolesOf(user.membershipTier).includes(ADMIN_ROLE));
    } catch (error) {
      throw this.unavailable(error, AUTH_MESSAGES.providerUnavailable);
    }
  }

  /** Admin API: create the user with its tier, then set its password (removing the user if refused). */
  private async createAccount(account: NewAccount, tier: Tier): Promise<string> {
    const email = normalizeEmail(account.email);
    let id: string;
    try {
      id = await this.keycloak.createUser({
        username: email,
        email,
        firstName: account.firstName,
        lastName: account.lastName,
        enabled: true,
        emailVerified: false,
        attributes: { tier: [tier] },
      });
    } catch (error) {
      if (isKeycloakError(error, 409)) throw new ConflictException(AUTH_MESSAGES.emailInUse);
      if (isKeycloakError(error, 400)) {
        throw new BadRequestException(
          error.body.field === 'email' ? AUTH_MESSAGES.invalidEmail : AUTH_MESSAGES.signUpFailed,
        );
      }
      throw this.unavailable(error, AUTH_MESSAGES.signUpFailed);
    }
    try {
      await this.keycloak.resetPassword(id, account.password);
    } catch (error) {
      await this.keycloak.deleteUser(id).catch(() => undefined);
      // A 400 here is the realm's password policy refusing the password.
      if (isKeycloakError(error, 400)) throw new BadRequestException(AUTH_MESSAGES.weakPassword);
      throw this.unavailable(error, AUTH_MESSAGES.signUpFailed);
    }
    return id;
  }

  /** A session from Keycloak's tokens; the access token came straight from the token endpoint. */
  private async session(tokens: KeycloakTokens): Promise<AuthSession> {
    const claims = decodeJwt(tokens.access_token);
    const user = await this.localUser({
      id: String(claims.sub),
      email: String(claims.email),
      name: typeof claims.name === 'string' ? claims.name : '',
      tier: TIERS.includes(claims.tier as Tier) ? (claims.tier as Tier) : 'free',
    });
    const now = Date.now();
    const refreshSeconds = tokens.refresh_expires_in || (this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS) / 1000;
    return {
      user,
      accessToken: tokens.access_token,
      expiresAt: new Date(now + tokens.expires_in * 1000),
      refreshToken: tokens.refresh_token,
      refreshExpiresAt: new Date(now + refreshSeconds * 1000),
    };
  }

  /** This service's row for a realm user, stored on first sight (e.g. a Google sign-in through the realm). */
  private async localUser(seen: { id: string; email: string; name: string; tier: Tier }): Promise<User> {
    const existing = await this.users.findById(seen.id);
    if (existing) return existing;
    try {
      return await this.users.create({
        id: seen.id,
        email: seen.email,
        tier: seen.tier,
        ...nameFromDisplayName(seen.name, seen.email),
      });
    } catch (error) {
      const stored = await this.users.findById(seen.id);
      if (stored) return stored;
      throw error;
    }
  }

  /** Keycloak's direct-grant refusal in the words of docs/product/copy.md. */
  private async signInRefused(email: string, error: unknown): Promise<never> {
    if (isKeycloakError(error, 401) && error.body.error === 'invalid_grant') {
      // Keycloak does not say which part was wrong; its user search does.
      const matches = await this.keycloak
        .findByEmail(normalizeEmail(email))
        .catch((lookupError: unknown) => Promise.reject(this.unavailable(lookupError, AUTH_MESSAGES.signInFailed)));
      throw new UnauthorizedException(matches.length > 0 ? AUTH_MESSAGES.wrongPassword : AUTH_MESSAGES.noAccount);
    }
    // 400 invalid_grant: e.g. 'Account disabled' or 'Account is not fully set up'.
    if (isKeycloakError(error, 400)) throw new UnauthorizedException(AUTH_MESSAGES.signInFailed);
    throw this.unavailable(error, AUTH_MESSAGES.signInFailed);
  }

  private unavailable(error: unknown, message: string): BadGatewayException {
    this.logger.error(`Keycloak call failed: ${(error as Error).message}`);
    return new BadGatewayException(message);
  }
}
