import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { FunnelFacts, type FunnelFact } from './funnel-facts.js';

/** Browser funnel events one per message (`funnel.<name>`), as svc-analytics published them before batches. */
@Injectable()
export class FunnelEventHandler implements EventHandler<'funnel.*'> {
  readonly eventType = 'funnel.*' as const;

  constructor(private readonly facts: FunnelFacts) {}

  async handle(event: EventEnvelope<'funnel.*'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  async handleBatch(events: EventEnvelope<'funnel.*'>[], manager: EntityManager): Promise<void> {
    await this.facts.apply(
      events.map((event) => ({ id: event.id, data: event.data })),
      manager,
    );
  }
}

/**
 * Browser batches, one message for each group accepted together: the inbox keeps one row
 * per message, so a redelivered message changes nothing, and the events of the consumer's messages are
 * applied together, in stream order.
 */
@Injectable()
export class FunnelBatchHandler implements EventHandler<'funnel_batch.accepted'> {
  readonly eventType = 'funnel_batch.accepted' as const;
  /** A message carries up to 1,000 events (IngestService): at most 10,000 per transaction. */
  readonly batchSize = 10;

  constructor(private readonly facts: FunnelFacts) {}

  async handle(event: EventEnvelope<'funnel_batch.accepted'>, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  async handleBatch(batches: EventEnvelope<'funnel_batch.accepted'>[], manager: EntityManager): Promise<void> {
    await this.facts.apply(batches.flatMap(factsOfBatch), manager);
  }
}

/** The events of a batch as the per-event messages carried them. */
export function factsOfBatch({ data }: EventEnvelope<'funnel_batch.accepted'>): FunnelFact[] {
  return data.events.map(({ id, name, sessionId, userId, at, props }) => ({
    id,
    data: { name, sessionId, userId, at, props },
  }));
}
