import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IngestEventsResponse } from '@takehome/contracts';
import { OutboxService, type AuthUser } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import type { IngestEventsDto } from './ingest.dto.js';

@Injectable()
export class IngestService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Appends a browser batch to the `funnel.*` stream through the outbox (all or nothing, one insert). The user
   * is the token's, never the body's; a time ahead of ours (a fast browser clock) becomes now.
   */
  async ingest(user: AuthUser | undefined, dto: IngestEventsDto): Promise<IngestEventsResponse> {
    const now = new Date();
    await this.dataSource.transaction((manager) =>
      this.outbox.emitMany(
        manager,
        'funnel.*',
        dto.events.map(({ name, sessionId, at, props }) => ({
          name,
          sessionId,
          userId: user?.id ?? null,
          at: new Date(at) > now ? now.toISOString() : at,
          props,
        })),
      ),
    );
    return { accepted: dto.events.length };
  }
}
