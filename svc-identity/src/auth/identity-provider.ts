import type { Tier } from '@takehome/contracts';
import type { AuthUser } from '@takehome/service-kit';
import type { PersonName } from '../users/naming.js';
import type { User } from '../users/user.entity.js';

/** Injection token of the configured provider (embedded or Keycloak). */
export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');

export interface NewAccount extends PersonName {
  email: string;
  password: string;
}

/** A signed-in session: the stored user, an access token, and the refresh token for the cookie. */
export interface AuthSession {
  user: User;
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * Who checks passwords and issues tokens. The embedded provider does it in this service; the
 * Keycloak provider delegates to the realm. Failures are Nest exceptions carrying the texts of docs/product/copy.md.
 */
export interface IdentityProvider {
  signUp(account: NewAccount): Promise<AuthSession>;
  signIn(email: string, password: string): Promise<AuthSession>;
  /** Rotates the refresh token; the new access token carries the user's current tier. */
  refresh(refreshToken: string): Promise<AuthSession>;
  signOut(refreshToken: string): Promise<void>;
  /** The stored user behind a verified token (Keycloak: stored when first seen, e.g. after Google). */
  currentUser(auth: AuthUser): Promise<User | null>;
  /** Makes sure an account exists with this password (the first admin); creates it with `tier`. */
  ensureAccount(account: NewAccount, tier: Tier): Promise<User>;
  /** Carries a tier change into what the provider puts in the user's next token. */
  syncTier(user: User): Promise<void>;
}
