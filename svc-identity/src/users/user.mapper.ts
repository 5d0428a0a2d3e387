import {
  ADMIN_ROLE,
  ADMIN_TIERS,
  isUnlimitedTier,
  USAGE_LIMIT,
  type AccessTokenClaims,
  type AdminUserDto,
  type MeResponse,
  type Tier,
  type UserDto,
} from '@takehome/contracts';
import type { User } from './user.entity.js';

/** The limit per usage window that applies to the user; null when the tier has none (docs/product/limits.md). */
export function effectiveCalculationsLimit(user: Pick<User, 'membershipTier' | 'calculationsLimit'>): number | null {
  return isUnlimitedTier(user.membershipTier) ? null : (user.calculationsLimit ?? USAGE_LIMIT);
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    membershipTier: user.membershipTier,
    calculationsLimit: effectiveCalculationsLimit(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminUserDto(user: User): AdminUserDto {
  return { ...toUserDto(user), tierExpiresAt: user.tierExpiresAt?.toISOString() ?? null };
}

/** The signed-in user and when their bought tier lapses (null when it does not). */
export function toMeResponse(user: User): MeResponse {
  return { user: toUserDto(user), tierExpiresAt: user.tierExpiresAt?.toISOString() ?? null };
}

/** The webmaster and admin tiers carry the `admin` role (docs/product/identity.md). */
export function rolesOf(tier: Tier): string[] {
  return ADMIN_TIERS.includes(tier) ? [ADMIN_ROLE] : [];
}

/** What an access token says about the user (docs/product/identity.md). */
export function toAccessClaims(user: User): AccessTokenClaims {
  return {
    sub: user.id,
    email: user.email,
    name: user.displayName,
    tier: user.membershipTier,
    roles: rolesOf(user.membershipTier),
  };
}
