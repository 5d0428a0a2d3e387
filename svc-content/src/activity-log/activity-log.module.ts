import { Module } from '@nestjs/common';
import { ActivityLogService } from './activity-log.service.js';
import { LogLine } from './log-line.entity.js';

export const ACTIVITY_LOG_ENTITIES = [LogLine];

@Module({ providers: [ActivityLogService], exports: [ActivityLogService] })
export class ActivityLogModule {}
