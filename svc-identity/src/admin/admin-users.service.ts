import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { assertAdmin, recordIdempotentAnswer, type AuthUser } from '@takehome/service-kit';
import { ASSIGNABLE_TIERS, type AdminUserDto, type AdminUsersResponse, type Tier } from '@takehome/contracts';
import { MembershipService } from '../membership/membership.service.js';
import { toAdminUserDto } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import type { ListUsersDto, UpdateUserDto } from './admin-users.dto.js';
import { toAdminUsersResponse } from './admin-users.mapper.js';

const isAssignable = (tier: Tier) => (ASSIGNABLE_TIERS as readonly Tier[]).includes(tier);

/** Account Settings of the admin dashboard: admins only, checked here and by the controller. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly usersTable: UsersRepository,
    private readonly membership: MembershipService,
  ) {}

  async list(auth: AuthUser, dto: ListUsersDto): Promise<AdminUsersResponse> {
    assertAdmin(auth);
    const [{ users, total }, tierCounts] = await Promise.all([this.users.search(dto), this.users.tierCounts()]);
    return toAdminUsersResponse(users, total, tierCounts);
  }

  /** A tier an admin sets does not lapse; changing tier or limit emits `user.upgraded`. */
  async update(auth: AuthUser, userId: string, dto: UpdateUserDto): Promise<AdminUserDto> {
    assertAdmin(auth);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const tierChanges = dto.membershipTier !== undefined && dto.membershipTier !== user.membershipTier;
    if (tierChanges && user.membershipTier === 'admin')
      throw new ForbiddenException("The admin account's tier cannot be changed.");
    if (tierChanges && !isAssignable(dto.membershipTier!)) {
      throw new BadRequestException(`membershipTier must be one of ${ASSIGNABLE_TIERS.join(', ')}`);
    }
    // The change, its event and the request's idempotency key with this answer commit together.
    return this.usersTable.transaction(async (tx) => {
      const updated = await this.membership.change(
        userId,
        {
          ...(tierChanges ? { tier: dto.membershipTier, tierExpiresAt: null } : {}),
          calculationsLimit: dto.calculationsLimit,
        },
        tx,
      );
      const answer = toAdminUserDto(updated);
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }
}
