import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENT_SCHEMAS, type EventData, type EventEnvelope, type EventType } from '@takehome/contracts';
import { SERVICE_NAME } from '../tokens.js';
import { NatsService } from './nats.service.js';
import { OutboxRecord } from './outbox.entity.js';

/** Subject of one event: funnel events carry their name in the subject (`funnel.page_view`). */
function subjectOf<T extends EventType>(type: T, data: EventData<T>): string {
  return type === 'funnel.*' ? `funnel.${(data as EventData<'funnel.*'>).name}` : type;
}

/**
 * Writes events into the outbox inside the caller's transaction, so the fact is stored exactly
 * when the change is; the relay publishes it afterwards.
 */
@Injectable()
export class OutboxService {
  private readonly listeners = new Set<() => void>();

  constructor(
    @Inject(SERVICE_NAME) private readonly producer: string,
    private readonly nats: NatsService,
  ) {}

  async emit<T extends EventType>(manager: EntityManager, type: T, data: EventData<T>): Promise<EventEnvelope<T>> {
    const payload = EVENT_SCHEMAS[type].parse(data) as EventData<T>;
    const subject = subjectOf(type, payload);
    const envelope = {
      id: randomUUID(),
      type: subject,
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: this.producer,
      data: payload,
    } as unknown as EventEnvelope<T>;
    await manager.insert(OutboxRecord, { id: envelope.id, subject: this.nats.subject(subject), envelope });
    this.notify();
    return envelope;
  }

  /** Lets the relay wake up at once instead of waiting for its next poll. */
  onEmit(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
