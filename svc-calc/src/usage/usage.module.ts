import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TiersModule } from '../tiers/tiers.module.js';
import { AdminUsageController } from './admin-usage.controller.js';
import { UsageController } from './usage.controller.js';
import { UsageEvent } from './usage-event.entity.js';
import { UsageWindow } from './usage-window.entity.js';
import { UsageRepository } from './usage.repository.js';
import { UsageService } from './usage.service.js';

export const USAGE_ENTITIES = [UsageEvent, UsageWindow];

@Module({
  imports: [TypeOrmModule.forFeature(USAGE_ENTITIES), TiersModule],
  controllers: [UsageController, AdminUsageController],
  providers: [UsageRepository, UsageService],
  exports: [UsageService],
})
export class UsageModule {}
