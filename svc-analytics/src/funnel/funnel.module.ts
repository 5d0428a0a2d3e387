import { Module } from '@nestjs/common';
import { AnalyticsDataModule } from '../analytics-data.module.js';
import { FunnelController } from './funnel.controller.js';
import { FunnelService } from './funnel.service.js';

@Module({ imports: [AnalyticsDataModule], controllers: [FunnelController], providers: [FunnelService] })
export class FunnelModule {}
