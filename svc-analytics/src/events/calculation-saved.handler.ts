import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { recordRawEvent } from './raw-events.js';

@Injectable()
export class CalculationSavedHandler implements EventHandler<'calculation.saved'> {
  readonly eventType = 'calculation.saved' as const;

  async handle(event: EventEnvelope<'calculation.saved'>, manager: EntityManager): Promise<void> {
    const at = new Date(event.occurredAt);
    await recordRawEvent(manager, event, { occurredAt: at, userId: event.data.userId, sessionId: null });
    await applyCountChanges(manager, new CountChanges().add(METRICS.calculationsSaved, utcDay(at)));
  }
}
