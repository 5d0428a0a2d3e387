import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE } from '@takehome/contracts';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * A caller as the access guard hands it to a service, for specs that call a service method directly
 * (the `(auth, dto)` shape): a signed-in free user with a fresh id unless told otherwise.
 */
export function testCaller(overrides: Partial<AuthUser> = {}): AuthUser {
  const id = overrides.id ?? randomUUID();
  return { id, email: `${id}@example.com`, name: 'Caller', tier: 'free', roles: [], issuedAt: null, ...overrides };
}

/** The same with the admin role. */
export function testAdmin(overrides: Partial<AuthUser> = {}): AuthUser {
  return testCaller({ ...overrides, roles: [ADMIN_ROLE] });
}
