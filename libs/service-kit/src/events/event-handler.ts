import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventType } from '@takehome/contracts';

/**
 * A consumer of one event type. `handle` runs inside the transaction that also records the
 * event in the inbox, so its writes and the "handled" mark commit together.
 */
export interface EventHandler<T extends EventType = EventType> {
  readonly eventType: T;
  handle(event: EventEnvelope<T>, manager: EntityManager): Promise<void>;
}

export const EVENT_HANDLERS = Symbol('EVENT_HANDLERS');
