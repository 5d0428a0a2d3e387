import { Module } from '@nestjs/common';
import { FunnelController } from './funnel.controller.js';
import { FunnelService } from './funnel.service.js';

@Module({ controllers: [FunnelController], providers: [FunnelService] })
export class FunnelModule {}
