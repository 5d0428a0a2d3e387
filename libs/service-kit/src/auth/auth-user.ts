import { ADMIN_ROLE, TIERS, type Tier } from '@takehome/contracts';

/** Who is calling, as proven by a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  tier: Tier;
  roles: string[];
  /** When the token was issued: a service comparing the token's tier with its own copy takes the newer. */
  issuedAt: Date | null;
}

export function isAdmin(user: AuthUser | undefined): boolean {
  return !!user && user.roles.includes(ADMIN_ROLE);
}

/** Maps verified JWT claims (ours or Keycloak's) to an AuthUser, or null when they are incomplete. */
export function authUserFromClaims(claims: Record<string, unknown>): AuthUser | null {
  const { sub, email } = claims;
  if (typeof sub !== 'string' || typeof email !== 'string') return null;
  const tier = TIERS.includes(claims.tier as Tier) ? (claims.tier as Tier) : 'free';
  const realmRoles = (claims.realm_access as { roles?: unknown } | undefined)?.roles;
  const roles = [claims.roles, realmRoles].flatMap((r) => (Array.isArray(r) ? r.filter((x) => typeof x === 'string') : []));
  const name = typeof claims.name === 'string' ? claims.name : email;
  const issuedAt = typeof claims.iat === 'number' ? new Date(claims.iat * 1000) : null;
  return { id: sub, email, name, tier, roles: [...new Set(roles)], issuedAt };
}
