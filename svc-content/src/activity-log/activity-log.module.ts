import { Module } from '@nestjs/common';
import { ActivityLogRepository } from './activity-log.repository.js';
import { ActivityLogService } from './activity-log.service.js';
import { LogLine } from './log-line.entity.js';

export const ACTIVITY_LOG_ENTITIES = [LogLine];

@Module({ providers: [ActivityLogRepository, ActivityLogService], exports: [ActivityLogService] })
export class ActivityLogModule {}
