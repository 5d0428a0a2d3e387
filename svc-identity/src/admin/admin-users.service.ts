import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ASSIGNABLE_TIERS, type AdminUserDto, type AdminUsersResponse, type Tier } from '@takehome/contracts';
import { DataSource } from 'typeorm';
import { MembershipService } from '../membership/membership.service.js';
import { toAdminUserDto } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import type { ListUsersDto, UpdateUserDto } from './admin-users.dto.js';

const isAssignable = (tier: Tier) => (ASSIGNABLE_TIERS as readonly Tier[]).includes(tier);

/** Account Settings of the admin dashboard; the controller admits only the `admin` role. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly membership: MembershipService,
  ) {}

  async list(dto: ListUsersDto): Promise<AdminUsersResponse> {
    const [{ users, total }, tierCounts] = await Promise.all([this.users.search(dto), this.users.tierCounts()]);
    return { users: users.map(toAdminUserDto), total, tierCounts };
  }

  /** A tier an admin sets does not lapse; changing tier or limit emits `user.upgraded`. */
  async update(userId: string, dto: UpdateUserDto): Promise<AdminUserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const tierChanges = dto.membershipTier !== undefined && dto.membershipTier !== user.membershipTier;
    if (tierChanges && user.membershipTier === 'admin')
      throw new ForbiddenException("The admin account's tier cannot be changed.");
    if (tierChanges && !isAssignable(dto.membershipTier!)) {
      throw new BadRequestException(`membershipTier must be one of ${ASSIGNABLE_TIERS.join(', ')}`);
    }
    const updated = await this.dataSource.transaction((manager) =>
      this.membership.change(manager, userId, {
        ...(tierChanges ? { tier: dto.membershipTier, tierExpiresAt: null } : {}),
        calculationsLimit: dto.calculationsLimit,
      }),
    );
    return toAdminUserDto(updated);
  }
}
