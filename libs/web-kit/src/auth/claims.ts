import type { AccessTokenClaims } from '@takehome/contracts';
import { jwtDecode } from 'jwt-decode';

/** What the browser reads from an access token: only to label the user, never to trust them. */
export type TokenClaims = Partial<AccessTokenClaims> & { exp?: number };

/** The claims inside a JWT (decoded by jwt-decode, unverified), or an empty object when the token cannot be read. */
export function readTokenClaims(token: string): TokenClaims {
  try {
    const claims: unknown = jwtDecode(token);
    return claims && typeof claims === 'object' ? claims : {};
  } catch {
    return {};
  }
}
