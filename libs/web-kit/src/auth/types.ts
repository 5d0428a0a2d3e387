import type { UserDto } from '@takehome/contracts';

/** The signed-in person: the profile svc-identity answers, plus the roles in their access token. */
export interface AuthUser extends UserDto {
  /** The same as displayName (the token's `name` claim). */
  name: string;
  /** The same as membershipTier (the token's `tier` claim). */
  tier: string;
  roles: string[];
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

/**
 * A session kept by an identity provider in the browser (keycloak-js after Google sign-in) instead
 * of svc-identity's refresh cookie.
 */
export interface ExternalSession {
  /** A usable access token; `force` asks for a new one (e.g. to pick up a changed tier). */
  token(force: boolean): Promise<{ accessToken: string; expiresAt: number }>;
  /** Ends the provider's own session. */
  end(): Promise<void>;
}

/** Finds an external session left by an earlier visit or a redirect back from the provider. */
export interface ExternalSessionSource {
  resume(): Promise<ExternalSession | null>;
  /**
   * Whether `resume` could find a session, answered at once (no download, no request). False lets a page
   * start known to be signed out; a source without it is asked with `resume` every time.
   */
  mayResume?(): boolean;
}
