import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TiersService } from './tiers.service.js';
import { UserRegisteredHandler } from './user-registered.handler.js';
import { UserUpgradedHandler } from './user-upgraded.handler.js';
import { UserTier } from './user-tier.entity.js';
import { UserTiersRepository } from './user-tiers.repository.js';

/** Consumers that keep the tier table; the root module hands them to EventsModule. */
export const TIER_EVENT_HANDLERS = [UserRegisteredHandler, UserUpgradedHandler];
export const TIER_ENTITIES = [UserTier];

@Module({
  imports: [TypeOrmModule.forFeature(TIER_ENTITIES)],
  providers: [UserTiersRepository, TiersService],
  exports: [UserTiersRepository, TiersService],
})
export class TiersModule {}
