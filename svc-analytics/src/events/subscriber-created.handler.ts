import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { recordRawEvent } from './raw-events.js';

/** A captured email (newsletter, footer, calculator card, blog): the funnel's email_subscriber stage. */
@Injectable()
export class SubscriberCreatedHandler implements EventHandler<'subscriber.created'> {
  readonly eventType = 'subscriber.created' as const;

  async handle(event: EventEnvelope<'subscriber.created'>, manager: EntityManager): Promise<void> {
    const at = new Date(event.occurredAt);
    await recordRawEvent(manager, event, { occurredAt: at, userId: null, sessionId: null });
    await applyCountChanges(manager, new CountChanges().add(METRICS.emailCaptures, utcDay(at), event.data.source));
  }
}
