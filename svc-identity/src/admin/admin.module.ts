import { Module } from '@nestjs/common';
import { MembershipModule } from '../membership/membership.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { FirstAdmin } from './first-admin.service.js';

/** Account Settings (users, tiers, limits) and the first admin account. */
@Module({
  imports: [UsersModule, MembershipModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersService, FirstAdmin],
})
export class AdminModule {}
