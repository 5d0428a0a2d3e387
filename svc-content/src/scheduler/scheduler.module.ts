import { Module } from '@nestjs/common';
import { ActivityLogModule } from '../activity-log/activity-log.module.js';
import { AiWriterModule } from '../ai-writer/ai-writer.module.js';
import { ScheduledJob } from './scheduled-job.entity.js';
import { ScheduledJobsRepository } from './scheduled-jobs.repository.js';
import { SchedulerController } from './scheduler.controller.js';
import { SchedulerService } from './scheduler.service.js';

export const SCHEDULER_ENTITIES = [ScheduledJob];

@Module({
  imports: [AiWriterModule, ActivityLogModule],
  controllers: [SchedulerController],
  providers: [ScheduledJobsRepository, SchedulerService],
})
export class SchedulerModule {}
