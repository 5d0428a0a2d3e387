import type { AccessTokenClaims } from '@takehome/contracts';

/** What the browser reads from an access token: only to label the user, never to trust them. */
export type TokenClaims = Partial<AccessTokenClaims> & { exp?: number };

/** The claims inside a JWT, or an empty object when the token cannot be read. */
export function readTokenClaims(token: string): TokenClaims {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : {};
  } catch {
    return {};
  }
}
