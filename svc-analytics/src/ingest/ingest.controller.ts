import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ingestEventsRequestSchema, ingestEventsResponseSchema } from '@takehome/contracts';
import {
  Answers,
  ClientAddress,
  CurrentUser,
  IdempotentWrite,
  OptionalAuth,
  zodPipe,
  type AuthUser,
} from '@takehome/service-kit';
import { IngestService, type IngestEventsDto } from './ingest.service.js';

@Controller('api/analytics/events')
export class IngestController {
  constructor(private readonly ingestion: IngestService) {}

  @Post()
  @HttpCode(202)
  @IdempotentWrite()
  @OptionalAuth()
  @Answers(ingestEventsResponseSchema)
  ingest(
    @CurrentUser() user: AuthUser | undefined,
    @Body(zodPipe(ingestEventsRequestSchema)) dto: IngestEventsDto,
    @ClientAddress() address: string,
  ) {
    return this.ingestion.ingest(user, dto, address);
  }
}
