import { Module } from '@nestjs/common';
import { AnalyticsDataModule } from '../analytics-data.module.js';
import { UsageController } from './usage.controller.js';
import { UsageService } from './usage.service.js';

@Module({ imports: [AnalyticsDataModule], controllers: [UsageController], providers: [UsageService] })
export class UsageModule {}
