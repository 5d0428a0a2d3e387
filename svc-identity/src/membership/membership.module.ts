import { Module } from '@nestjs/common';
import { MembershipService } from './membership.service.js';
import { TierExpiry } from './tier-expiry.service.js';

/** Tier and limit changes, and the lapse of bought tiers. */
@Module({ providers: [MembershipService, TierExpiry], exports: [MembershipService] })
export class MembershipModule {}
