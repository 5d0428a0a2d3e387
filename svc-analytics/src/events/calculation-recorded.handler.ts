import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { RecordedEvent } from './recorded-event.entity.js';

@Injectable()
export class CalculationRecordedHandler implements EventHandler<'calculation.recorded'> {
  readonly eventType = 'calculation.recorded' as const;

  async handle(event: EventEnvelope<'calculation.recorded'>, manager: EntityManager): Promise<void> {
    await manager.insert(RecordedEvent, {
      id: event.id,
      type: event.type,
      occurredAt: new Date(event.occurredAt),
      userId: event.data.userId,
      sessionId: event.data.sessionId,
      data: { ...event.data } as Record<string, unknown> as never,
    });
  }
}
