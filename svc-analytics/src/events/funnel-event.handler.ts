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

/** One browser funnel event as the rollups take it: its id (its raw row's) and its payload. */
export interface FunnelFact {
  id: string;
  data: EventData<'funnel.*'>;
}

/**
 * Browser funnel events in stream order, counted on the day the browser saw them: raw rows in one
 * insert, the visitors touched together in stream order (rollups/visitors.ts), each A/B exposure in
 * stream order (its state decides the counts), and the count changes summed into one upsert. Whether
 * they came one per message (`funnel.<name>`) or a browser's batch per message (`funnel_batch.accepted`),
 * the same events make the same rows and figures.
 */
export async function applyFunnelFacts(manager: EntityManager, facts: readonly FunnelFact[]): Promise<void> {
  if (facts.length === 0) return;
  const changes = new CountChanges();
  const touches: VisitorTouch[] = [];
  const abFacts: AbFact[] = [];
  const raw = facts.map(({ id, data }) => {
    const at = new Date(data.at);
    const { name, sessionId, props } = data;
    changes.add(METRICS.funnelEvents, utcDay(at), name);
    touches.push({
      sessionId,
      at,
      source: name === 'page_view' ? trafficSource(props) : undefined,
      emailGiven: EMAIL_GIVEN.has(name),
      userId: data.userId,
    });
    const ab = abFactOf(data, at);
    if (ab) abFacts.push(ab);
    return { id, type: `funnel.${name}`, occurredAt: at, userId: data.userId, sessionId, data };
  });
  await recordRawEvents(manager, raw);
  // Visitors and A/B exposures are rows of their own: each kind in stream order, the visitors at once.
  await touchVisitors(manager, touches, changes);
  for (const ab of abFacts) await recordAbFact(manager, ab, changes);
  await applyCountChanges(manager, changes);
}

/** Browser funnel events one per message (`funnel.<name>`), as svc-analytics published them before batches. */
@Injectable()
export class FunnelEventHandler implements EventHandler<'funnel.*'> {
  readonly eventType = 'funnel.*' as const;

  async handle(event: EventEnvelope<'funnel.*'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  async handleBatch(events: EventEnvelope<'funnel.*'>[], manager: EntityManager): Promise<void> {
    await applyFunnelFacts(
      manager,
      events.map((event) => ({ id: event.id, data: event.data })),
    );
  }
}

/**
 * Browser batches, one message for each group accepted together (issue 11): the inbox keeps one row
 * per message, so a redelivered message changes nothing, and the events of the consumer's messages are
 * applied together, in stream order.
 */
@Injectable()
export class FunnelBatchHandler implements EventHandler<'funnel_batch.accepted'> {
  readonly eventType = 'funnel_batch.accepted' as const;
  /** A message carries up to 1,000 events (IngestService): at most 10,000 per transaction. */
  readonly batchSize = 10;

  async handle(event: EventEnvelope<'funnel_batch.accepted'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  async handleBatch(batches: EventEnvelope<'funnel_batch.accepted'>[], manager: EntityManager): Promise<void> {
    await applyFunnelFacts(manager, batches.flatMap(factsOfBatch));
  }
}

/** The events of a batch as the per-event messages carried them. */
export function factsOfBatch({ data }: EventEnvelope<'funnel_batch.accepted'>): FunnelFact[] {
  return data.events.map(({ id, name, sessionId, userId, at, props }) => ({
    id,
    data: { name, sessionId, userId, at, props },
  }));
}

function abFactOf({ name, sessionId, props }: EventData<'funnel.*'>, at: Date): AbFact | undefined {
  const kind = AB_KINDS[name];
  if (!kind || !findAbVariant(props.testId, props.variantId)) return undefined;
  return { testId: String(props.testId), variantId: String(props.variantId), sessionId, at, kind };
}
