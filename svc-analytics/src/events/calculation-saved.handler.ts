import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { CountChanges } from '../rollups/count-changes.js';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { RawEventsRepository } from './raw-events.repository.js';

@Injectable()
export class CalculationSavedHandler implements EventHandler<'calculation.saved'> {
  readonly eventType = 'calculation.saved' as const;

  constructor(
    private readonly rawEvents: RawEventsRepository,
    private readonly dailyCounts: DailyCountsRepository,
  ) {}

  async handle(event: EventEnvelope<'calculation.saved'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /**
   * A consumer's batch: the raw rows in one insert and the count changes in one upsert (one TypeORM
   * insert and one upsert per saved calculation cost more Node and Postgres CPU than the save).
   */
  async handleBatch(events: EventEnvelope<'calculation.saved'>[], manager: EntityManager): Promise<void> {
    const changes = new CountChanges();
    const rows = events.map((event) => {
      const occurredAt = new Date(event.occurredAt);
      changes.add(METRICS.calculationsSaved, utcDay(occurredAt));
      return { id: event.id, type: event.type, occurredAt, userId: event.data.userId, sessionId: null, data: event.data };
    });
    await this.rawEvents.recordMany(rows, manager);
    await this.dailyCounts.add(changes, manager);
  }
}
