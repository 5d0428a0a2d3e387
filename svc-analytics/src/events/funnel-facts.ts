import { Injectable } from '@nestjs/common';
import { findAbVariant, type EventData } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import { AbExposureRollup, type AbFact } from '../rollups/ab-exposures.js';
import { CountChanges } from '../rollups/count-changes.js';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { METRICS } from '../rollups/metrics.js';
import { utcDay } from '../rollups/time.js';
import { VisitorRollup, type VisitorTouch } from '../rollups/visitors.js';
import { RawEventsRepository } from './raw-events.repository.js';
import { trafficSource } from './traffic-source.js';

const AB_KINDS: Record<string, AbFact['kind']> = { ab_impression: 'impression', ab_conversion: 'conversion' };

/** Events by which a visitor leaves an email: the funnel's email_subscriber stage. */
const EMAIL_GIVEN = new Set(['email_capture_captured', 'newsletter_subscribed', 'signup_completed']);

/** One browser funnel event as the rollups take it: its id (its raw row's) and its payload. */
export interface FunnelFact {
  id: string;
  data: EventData<'funnel.*'>;
}

/** What the browser funnel events do, whichever message carried them (FunnelEventHandler, FunnelBatchHandler). */
@Injectable()
export class FunnelFacts {
  constructor(
    private readonly rawEvents: RawEventsRepository,
    private readonly visitors: VisitorRollup,
    private readonly abExposures: AbExposureRollup,
    private readonly dailyCounts: DailyCountsRepository,
  ) {}

  /**
   * Browser funnel events in stream order, counted on the day the browser saw them: raw rows in one
   * insert, the visitors touched together in stream order (rollups/visitors.ts), each A/B exposure in
   * stream order (its state decides the counts), and the count changes summed into one upsert. Whether
   * they came one per message (`funnel.<name>`) or a browser's batch per message (`funnel_batch.accepted`),
   * the same events make the same rows and figures.
   */
  async apply(facts: readonly FunnelFact[], tx: EntityManager): Promise<void> {
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
    await this.rawEvents.recordMany(raw, tx);
    // Visitors and A/B exposures are rows of their own: each kind in stream order, the visitors at once.
    await this.visitors.touch(touches, changes, tx);
    for (const ab of abFacts) await this.abExposures.record(ab, changes, tx);
    await this.dailyCounts.add(changes, tx);
  }
}

function abFactOf({ name, sessionId, props }: EventData<'funnel.*'>, at: Date): AbFact | undefined {
  const kind = AB_KINDS[name];
  if (!kind || !findAbVariant(props.testId, props.variantId)) return undefined;
  return { testId: String(props.testId), variantId: String(props.variantId), sessionId, at, kind };
}
