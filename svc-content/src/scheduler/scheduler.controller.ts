import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  logQuerySchema,
  logResponseSchema,
  scheduledJobListResponseSchema,
  scheduledJobRunResponseSchema,
  scheduledJobSchema,
  successResponseSchema,
  uuidParamSchema,
} from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import type { LogQueryDto } from '../common/common.dto.js';
import { createJobSchema, type CreateJobDto } from './scheduler.dto.js';
import { SchedulerService } from './scheduler.service.js';

@Controller('api/scheduler')
@AdminOnly()
export class SchedulerController {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly log: ActivityLogService,
  ) {}

  @Get('jobs')
  @Answers(scheduledJobListResponseSchema)
  list(@CurrentUser() user: AuthUser) {
    return this.scheduler.list(user);
  }

  @Post('jobs')
  @HttpCode(201)
  @IdempotentWrite()
  @Answers(scheduledJobSchema)
  create(@CurrentUser() user: AuthUser, @Body(zodPipe(createJobSchema)) dto: CreateJobDto) {
    return this.scheduler.create(user, dto);
  }

  @Patch('jobs/:id/toggle')
  @IdempotentWrite()
  @Answers(scheduledJobSchema)
  toggle(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.scheduler.toggle(user, id);
  }

  @Delete('jobs/:id')
  @IdempotentWrite()
  @Answers(successResponseSchema)
  remove(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.scheduler.remove(user, id);
  }

  @Post('jobs/:id/run')
  @HttpCode(200)
  @IdempotentWrite()
  @Answers(scheduledJobRunResponseSchema)
  run(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.scheduler.runNow(user, id);
  }

  /** The admin page shows the last 5 lines (docs/product/schedules.md). */
  @Get('log')
  @Answers(logResponseSchema)
  schedulerLog(@CurrentUser() user: AuthUser, @Query(zodPipe(logQuerySchema(5))) query: LogQueryDto) {
    return this.log.tail(user, 'scheduler', query.limit);
  }
}
