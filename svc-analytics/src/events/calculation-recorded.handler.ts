import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { addUserCalculation } from '../rollups/user-calculations.js';
import { touchVisitors } from '../rollups/visitors.js';
import { recordRawEvents } from './raw-events.js';

/** Every calculation, signed in or not: usage rollups, the visitor's calculations and activity. */
@Injectable()
export class CalculationRecordedHandler implements EventHandler<'calculation.recorded'> {
  readonly eventType = 'calculation.recorded' as const;

  async handle(event: EventEnvelope<'calculation.recorded'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /** A consumer's batch: raw rows in one insert, the visitors together, the count changes in one upsert. */
  async handleBatch(events: EventEnvelope<'calculation.recorded'>[], manager: EntityManager): Promise<void> {
    const facts = events.map((event) => ({ event, at: new Date(event.occurredAt), ...event.data }));
    await recordRawEvents(
      manager,
      facts.map(({ event, at, userId, sessionId }) => ({
        id: event.id,
        type: event.type,
        occurredAt: at,
        userId,
        sessionId,
        data: event.data,
      })),
    );
    const changes = new CountChanges();
    for (const { at, userType } of facts) changes.add(METRICS.calculations, utcDay(at), userType);
    await touchVisitors(
      manager,
      facts.map(({ sessionId, at, userId }) => ({ sessionId, at, calculation: true, userId })),
      changes,
    );
    for (const { userId, at } of facts) if (userId) await addUserCalculation(manager, userId, utcDay(at));
    await applyCountChanges(manager, changes);
  }
}
