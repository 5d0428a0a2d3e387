import { Injectable } from '@nestjs/common';
import { findAbVariant, type EventData, type EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { recordAbFact, type AbFact } from '../rollups/ab-exposures.js';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { touchVisitors, type VisitorTouch } from '../rollups/visitors.js';
import { recordRawEvents } from './raw-events.js';
import { trafficSource } from './traffic-source.js';

const AB_KINDS: Record<string, AbFact['kind']> = { ab_impression: 'impression', ab_conversion: 'conversion' };

/** Events by which a visitor leaves an email: the funnel's email_subscriber stage. */
const EMAIL_GIVEN = new Set(['email_capture_captured', 'newsletter_subscribed', 'signup_completed']);

/** Browser funnel events (`funnel.<name>`), counted on the day the browser saw them. */
@Injectable()
export class FunnelEventHandler implements EventHandler<'funnel.*'> {
  readonly eventType = 'funnel.*' as const;

  async handle(event: EventEnvelope<'funnel.*'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /**
   * A consumer's batch: raw rows in one insert, the visitors touched together in stream order
   * (rollups/visitors.ts), each A/B exposure in stream order (its state decides the counts), and the
   * batch's count changes summed into one upsert.
   */
  async handleBatch(events: EventEnvelope<'funnel.*'>[], manager: EntityManager): Promise<void> {
    await recordRawEvents(
      manager,
      events.map((event) => ({
        event,
        type: `funnel.${event.data.name}`,
        occurredAt: new Date(event.data.at),
        userId: event.data.userId,
        sessionId: event.data.sessionId,
      })),
    );
    const changes = new CountChanges();
    const touches: VisitorTouch[] = [];
    const abFacts: AbFact[] = [];
    for (const event of events) {
      const { name, sessionId, props } = event.data;
      const at = new Date(event.data.at);
      changes.add(METRICS.funnelEvents, utcDay(at), name);
      touches.push({
        sessionId,
        at,
        source: name === 'page_view' ? trafficSource(props) : undefined,
        emailGiven: EMAIL_GIVEN.has(name),
        userId: event.data.userId,
      });
      const ab = abFactOf(event.data, at);
      if (ab) abFacts.push(ab);
    }
    // Visitors and A/B exposures are rows of their own: each kind in stream order, the visitors at once.
    await touchVisitors(manager, touches, changes);
    for (const ab of abFacts) await recordAbFact(manager, ab, changes);
    await applyCountChanges(manager, changes);
  }
}

function abFactOf({ name, sessionId, props }: EventData<'funnel.*'>, at: Date): AbFact | undefined {
  const kind = AB_KINDS[name];
  if (!kind || !findAbVariant(props.testId, props.variantId)) return undefined;
  return { testId: String(props.testId), variantId: String(props.variantId), sessionId, at, kind };
}
