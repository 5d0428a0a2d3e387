import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { EventData, IngestEventsResponse, ingestEventsRequestSchema } from '@takehome/contracts';
import {
  Clock,
  currentIdempotencyClaim,
  GroupCommit,
  OutboxService,
  perAddress,
  RateLimiter,
  SERVICE_CONFIG,
  timeOrderedId,
  TooManyRequestsException,
  type AuthUser,
  type RateLimitDecision,
  type RateLimitHit,
  type RateLimitRule,
} from '@takehome/service-kit';
import { QueryFailedError } from 'typeorm';
import { z } from 'zod';
import type { AnalyticsConfig } from '../config.js';
import { IngestRepository } from './ingest.repository.js';

/** A browser batch as the pipe hands it over (validated by contracts' schema). */
export type IngestEventsDto = z.output<typeof ingestEventsRequestSchema>;

/**
 * A browser sends a few events a minute; these caps (EVENTS_PER_SESSION_PER_MINUTE, 60, and
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
/** A batch that has passed validation, waiting to be counted against the caps and stored. */
interface AcceptedBatch {
  hits: RateLimitHit[];
  events: EventData<'funnel_batch.accepted'>['events'];
  /** The request's idempotency key with its answer, stored with the events. */
  key?: [string, string, number, string];
}

/** Two batches in one group with one idempotency key (a retry beside its first try): each is written alone. */
function keyConflict(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { constraint?: string }).constraint === 'idempotency_keys_pkey'
  );
}

/** The events' user: the token's subject, which every service takes for a user id. */
const userIdSchema = z.string().uuid();

/** A browser clock this far ahead is believed (and its time taken as now); further is refused. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

@Injectable()
export class IngestService {
  constructor(
    private readonly db: IngestRepository,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: AnalyticsConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Batches accepted together (docs/adr/0013-group-commit-and-prepared-hot-statements.md): while
   * earlier writes are in flight, the batches arriving are gathered, and each group costs one rate-limit statement and one outbox row (one message) however
   * many batches and events it holds. At most 2 groups in flight, 1,000 events each.
   */
  private readonly writer = new GroupCommit<AcceptedBatch, RateLimitDecision>((batches) => this.write(batches), {
    maxInFlight: 2,
    maxWeight: 1_000,
    weight: (batch) => batch.events.length,
    isolate: keyConflict,
  });

  /**
   * Appends a browser batch to the stream through the outbox, as part of a `funnel_batch.accepted`
   * event (GroupCommit), with an id for each event. The user is the token's, never the body's; a time
   * ahead of ours (a fast browser clock) becomes now. Answered once the batch is stored, or refused
   * (429) by the caps, counted as if the batch had been counted alone: a refused batch stores nothing.
   */
  async ingest(auth: AuthUser | undefined, dto: IngestEventsDto, address: string): Promise<IngestEventsResponse> {
    const now = this.clock.now().getTime();
    // Each event's time, read once (the checks below and its stored time use it).
    const times = dto.events.map(({ at }) => Date.parse(at));
    this.assertNearNow(times, now);
    const perSession = new Map<string, number>();
    for (const event of dto.events) perSession.set(event.sessionId, (perSession.get(event.sessionId) ?? 0) + 1);
    const perSessionRule = eventsPerSession(this.config);
    const hits = [
      perAddress(eventsPerAddress(this.config), address, dto.events.length),
      ...[...perSession].map(([subject, cost]) => ({ rule: perSessionRule, subject, cost })),
    ];
    const userId = auth?.id ?? null;
    // Checked here, for this request alone: the group's events are not parsed again (write).
    if (userId !== null && !userIdSchema.safeParse(userId).success)
      throw new UnauthorizedException('The token does not name a user');
    const events = dto.events.map(({ name, sessionId, at, props }, i) => ({
      id: timeOrderedId(now),
      name,
      sessionId,
      userId,
      at: times[i] > now ? new Date(now).toISOString() : at,
      props,
    }));
    const answer = { accepted: dto.events.length };
    const decision = await this.writer.add({ hits, events, key: currentIdempotencyClaim()?.record(answer) });
    if (!decision.allowed) throw new TooManyRequestsException(decision.message!, decision.retryAfterSeconds);
    return answer;
  }

  /**
   * A group of batches in two statements outside any transaction: the caps count every batch's hits
   * and decide each (RateLimiter.takeEach), then the batches allowed go into the outbox as one event.
   */
  private async write(batches: AcceptedBatch[]): Promise<RateLimitDecision[]> {
    const decisions = await this.limiter.takeEach(batches.map((batch) => batch.hits));
    const events = batches.flatMap((batch, i) => (decisions[i].allowed ? batch.events : []));
    const keys = batches.flatMap((batch, i) => (decisions[i].allowed && batch.key ? [batch.key] : []));
    // The events are the requests' own, parsed by a schema stricter than the event's, with our ids, a
    // time no later than now and the user checked in `ingest`: not parsed once more (zod showed
    // large in the service's profile). Consumers parse them.
    if (events.length)
      await this.db.autocommit((db) =>
        this.outbox.emitMany(db, 'funnel_batch.accepted', [{ events }], { validated: true, keys }),
      );
    return decisions;
  }

  /** Events dated far from the server's clock would forge funnel and A/B figures. */
  private assertNearNow(times: readonly number[], now: number): void {
    const oldest = now - this.config.EVENTS_ACCEPTED_AGE_MINUTES * 60 * 1000;
    const far = times.findIndex((time) => time < oldest || time > now + FUTURE_SKEW_MS);
    if (far !== -1) {
      throw new BadRequestException(
        `events[${far}].at: must be within ${this.config.EVENTS_ACCEPTED_AGE_MINUTES} minutes before and 5 minutes after the server's time`,
      );
    }
  }
}
