import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { CountChanges } from '../rollups/count-changes.js';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { UserCalculationsRepository } from '../rollups/user-calculations.repository.js';
import { VisitorRollup } from '../rollups/visitors.js';
import { RawEventsRepository } from './raw-events.repository.js';

/** Every calculation, signed in or not: usage rollups, the visitor's calculations and activity. */
@Injectable()
export class CalculationRecordedHandler implements EventHandler<'calculation.recorded'> {
  readonly eventType = 'calculation.recorded' as const;

  constructor(
    private readonly rawEvents: RawEventsRepository,
    private readonly visitors: VisitorRollup,
    private readonly userCalculations: UserCalculationsRepository,
    private readonly dailyCounts: DailyCountsRepository,
  ) {}

  async handle(event: EventEnvelope<'calculation.recorded'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /** A consumer's batch: raw rows in one insert, the visitors together, the count changes in one upsert. */
  async handleBatch(events: EventEnvelope<'calculation.recorded'>[], manager: EntityManager): Promise<void> {
    const facts = events.map((event) => ({ event, at: new Date(event.occurredAt), ...event.data }));
    await this.rawEvents.recordMany(
      facts.map(({ event, at, userId, sessionId }) => ({
        id: event.id,
        type: event.type,
        occurredAt: at,
        userId,
        sessionId,
        data: event.data,
      })),
      manager,
    );
    const changes = new CountChanges();
    for (const { at, userType } of facts) changes.add(METRICS.calculations, utcDay(at), userType);
    await this.visitors.touch(
      facts.map(({ sessionId, at, userId }) => ({ sessionId, at, calculation: true, userId })),
      changes,
      manager,
    );
    await this.userCalculations.addMany(
      facts.flatMap(({ userId, at }) => (userId ? [{ userId, day: utcDay(at) }] : [])),
      manager,
    );
    await this.dailyCounts.add(changes, manager);
  }
}
