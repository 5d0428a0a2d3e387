import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { AdminOnly, zodPipe } from '@takehome/service-kit';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import { logQuerySchema, type LogQueryDto } from '../common/common.dto.js';
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
  list() {
    return this.scheduler.list();
  }

  @Post('jobs')
  @HttpCode(201)
  create(@Body(zodPipe(createJobSchema)) dto: CreateJobDto) {
    return this.scheduler.create(dto);
  }

  @Patch('jobs/:id/toggle')
  toggle(@Param('id', ParseUUIDPipe) id: string) {
    return this.scheduler.toggle(id);
  }

  @Delete('jobs/:id')
  remove(@Param('id', ParseUUIDPipe) id: string) {
    return this.scheduler.remove(id);
  }

  @Post('jobs/:id/run')
  @HttpCode(200)
  run(@Param('id', ParseUUIDPipe) id: string) {
    return this.scheduler.runNow(id);
  }

  /** SPEC.md §9: the admin page shows the last 5 lines. */
  @Get('log')
  schedulerLog(@Query(zodPipe(logQuerySchema(5))) query: LogQueryDto) {
    return this.log.tail('scheduler', query.limit);
  }
}
