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
    const at = new Date(event.occurredAt);
    await this.rawEvents.record(event, { occurredAt: at, userId: event.data.userId, sessionId: null }, manager);
    await this.dailyCounts.add(new CountChanges().add(METRICS.calculationsSaved, utcDay(at)), manager);
  }
}
