import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IngestEventsResponse } from '@takehome/contracts';
import {
  OutboxService,
  perAddress,
  RateLimiter,
  SERVICE_CONFIG,
  type AuthUser,
  type RateLimitRule,
} from '@takehome/service-kit';
import type { AnalyticsConfig } from '../config.js';
import { DataSource } from 'typeorm';
import type { IngestEventsDto } from './ingest.dto.js';

/**
 * Issue 13: a browser sends a few events a minute; these caps (EVENTS_PER_SESSION_PER_MINUTE, 60, and
 * EVENTS_PER_ADDRESS_PER_MINUTE, 300) stop forged funnel and A/B figures.
 */
const eventsPerSession = (config: AnalyticsConfig): RateLimitRule => ({
  name: 'events.session',
  max: config.EVENTS_PER_SESSION_PER_MINUTE,
  windowSeconds: 60,
});
const eventsPerAddress = (config: AnalyticsConfig): RateLimitRule => ({
  name: 'events.address',
  max: config.EVENTS_PER_ADDRESS_PER_MINUTE,
  windowSeconds: 60,
});
/** A browser clock this far ahead is believed (and its time taken as now); further is refused. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

@Injectable()
export class IngestService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  /**
   * Appends a browser batch to the `funnel.*` stream through the outbox (all or nothing, one insert). The user
   * is the token's, never the body's; a time ahead of ours (a fast browser clock) becomes now.
   */
  async ingest(user: AuthUser | undefined, dto: IngestEventsDto, address: string): Promise<IngestEventsResponse> {
    this.assertNearNow(dto);
    const perSession = new Map<string, number>();
    for (const event of dto.events) perSession.set(event.sessionId, (perSession.get(event.sessionId) ?? 0) + 1);
    const perSessionRule = eventsPerSession(this.config);
    await this.limiter.consume([
      perAddress(eventsPerAddress(this.config), address, dto.events.length),
      ...[...perSession].map(([subject, cost]) => ({ rule: perSessionRule, subject, cost })),
    ]);
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

  /** Issue 13: events dated far from the server's clock would forge funnel and A/B figures. */
  private assertNearNow(dto: IngestEventsDto): void {
    const now = Date.now();
    const oldest = now - this.config.EVENTS_ACCEPTED_AGE_MINUTES * 60 * 1000;
    const far = dto.events.findIndex(({ at }) => {
      const time = new Date(at).getTime();
      return time < oldest || time > now + FUTURE_SKEW_MS;
    });
    if (far !== -1) {
      throw new BadRequestException(
        `events[${far}].at: must be within ${this.config.EVENTS_ACCEPTED_AGE_MINUTES} minutes before and 5 minutes after the server's time`,
      );
    }
  }
}
