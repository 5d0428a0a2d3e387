import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AdminOnly, zodPipe } from '@takehome/service-kit';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import { logQuerySchema, type LogQueryDto } from '../common/common.dto.js';
import { generateAiSchema, type GenerationRequest } from './ai-writer.dto.js';
import { AiWriterService } from './ai-writer.service.js';

@Controller('api/blog')
@AdminOnly()
export class AiWriterController {
  constructor(
    private readonly writer: AiWriterService,
    private readonly log: ActivityLogService,
  ) {}

  @Post('generate-ai')
  @HttpCode(201)
  generate(@Body(zodPipe(generateAiSchema)) request: GenerationRequest) {
    return this.writer.generate(request);
  }

  /** SPEC.md §9: the admin page shows the last 8 lines. */
  @Get('generation-log')
  generationLog(@Query(zodPipe(logQuerySchema(8))) query: LogQueryDto) {
    return this.log.tail('generation', query.limit);
  }
}
