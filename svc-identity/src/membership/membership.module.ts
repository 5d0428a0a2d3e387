import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { MembershipService } from './membership.service.js';
import { TierExpiry } from './tier-expiry.service.js';

/** Tier and limit changes, and the lapse of bought tiers. */
@Module({ imports: [UsersModule], providers: [MembershipService, TierExpiry], exports: [MembershipService] })
export class MembershipModule {}
