import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { generateAiRequestSchema, generateAiResponseSchema, logQuerySchema, logResponseSchema } from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import type { LogQueryDto } from '../common/common.dto.js';
import type { GenerationRequest } from './ai-writer.dto.js';
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
  @IdempotentWrite()
  @Answers(generateAiResponseSchema)
  generate(@CurrentUser() user: AuthUser, @Body(zodPipe(generateAiRequestSchema)) request: GenerationRequest) {
    return this.writer.generate(user, request);
  }

  /** The admin page shows the last 8 lines (docs/product/blog.md). */
  @Get('generation-log')
  @Answers(logResponseSchema)
  generationLog(@CurrentUser() user: AuthUser, @Query(zodPipe(logQuerySchema(8))) query: LogQueryDto) {
    return this.log.tail(user, 'generation', query.limit);
  }
}
