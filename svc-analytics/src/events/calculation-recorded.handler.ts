import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { addUserCalculation } from '../rollups/user-calculations.js';
import { touchVisitor } from '../rollups/visitors.js';
import { recordRawEvent } from './raw-events.js';

/** Every calculation, signed in or not: usage rollups, the visitor's calculations and activity. */
@Injectable()
export class CalculationRecordedHandler implements EventHandler<'calculation.recorded'> {
  readonly eventType = 'calculation.recorded' as const;

  async handle(event: EventEnvelope<'calculation.recorded'>, manager: EntityManager): Promise<void> {
    const { userId, sessionId, userType } = event.data;
    const at = new Date(event.occurredAt);
    await recordRawEvent(manager, event, { occurredAt: at, userId, sessionId });
    const changes = new CountChanges().add(METRICS.calculations, utcDay(at), userType);
    await touchVisitor(manager, { sessionId, at, calculation: true, userId }, changes);
    if (userId) await addUserCalculation(manager, userId, utcDay(at));
    await applyCountChanges(manager, changes);
  }
}
