import type { AdminUserDto } from '@takehome/contracts';
import { testUser } from '@takehome/web-kit/testing';
import type { AuthUser } from '@takehome/web-kit';

export const adminUser: AuthUser = {
  ...testUser,
  id: 'admin-1',
  email: 'admin@takehome.local',
  name: 'TakeHome Admin',
  displayName: 'TakeHome Admin',
  tier: 'admin',
  membershipTier: 'admin',
  calculationsLimit: null,
  roles: ['admin'],
};

export function adminUserRow(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    email: 'maria@example.com',
    displayName: 'Maria Lopez',
    firstName: 'Maria',
    lastName: 'Lopez',
    membershipTier: 'free',
    calculationsLimit: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    tierExpiresAt: null,
    ...overrides,
  };
}
