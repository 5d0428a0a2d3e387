import { ADMIN_ROLE, ADMIN_TIERS, type Tier } from '@takehome/contracts';
import type { AuthUser } from '@takehome/web-kit';

/** docs/product/identity.md: the `admin` role, which tiers webmaster and admin carry. */
export function isAdminUser(user: AuthUser | null): boolean {
  if (!user) return false;
  return user.roles.includes(ADMIN_ROLE) || ADMIN_TIERS.includes(user.tier as Tier);
}
