import type { AdminUsersResponse, Tier } from '@takehome/contracts';
import { toAdminUserDto } from '../users/user.mapper.js';
import type { User } from '../users/user.entity.js';

/** One page of Account Settings' user list, with the total and every tier's count. */
export function toAdminUsersResponse(
  users: User[],
  total: number,
  tierCounts: Record<Tier, number>,
): AdminUsersResponse {
  return { users: users.map(toAdminUserDto), total, tierCounts };
}
