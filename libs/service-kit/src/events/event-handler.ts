import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventType } from '@takehome/contracts';

/**
 * A consumer of one event type. `handle` runs inside the transaction that also records the
 * event in the inbox, so its writes and the "handled" mark commit together.
 */
export interface EventHandler<T extends EventType = EventType> {
  readonly eventType: T;
  handle(event: EventEnvelope<T>, manager: EntityManager): Promise<void>;
  /**
   * Optional: a batch of new events (never seen before, in stream order) in one go, e.g. rollup
   * increments summed in memory and written as one upsert per key. Without it, `handle` runs per event.
   */
  handleBatch?(events: EventEnvelope<T>[], manager: EntityManager): Promise<void>;
  /**
   * Optional: the most messages applied in one transaction (CONSUMER_BATCH by default), for events
   * that each carry many facts (a browser's batch of funnel events), so a transaction stays short.
   */
  readonly batchSize?: number;
}

export const EVENT_HANDLERS = Symbol('EVENT_HANDLERS');
