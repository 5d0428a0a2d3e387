import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClientAddress, CurrentUser, OptionalAuth, type AuthUser } from '@takehome/service-kit';
import { ingestEventsPipe, type IngestEventsDto } from './ingest.dto.js';
import { IngestService } from './ingest.service.js';

@Controller('api/analytics/events')
export class IngestController {
  constructor(private readonly ingestion: IngestService) {}

  @Post()
  @HttpCode(202)
  @OptionalAuth()
  ingest(
    @CurrentUser() user: AuthUser | undefined,
    @Body(ingestEventsPipe) dto: IngestEventsDto,
    @ClientAddress() address: string,
  ) {
    return this.ingestion.ingest(user, dto, address);
  }
}
