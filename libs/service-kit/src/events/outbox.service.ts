import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENT_SCHEMAS, EVENT_VERSIONS, type EventData, type EventEnvelope, type EventType } from '@takehome/contracts';
import { SERVICE_NAME } from '../tokens.js';
import { NatsService } from './nats.service.js';
import { schemaOf, tableOf } from '../database/schema-of.js';

/** Subject of one event: funnel events carry their name in the subject (`funnel.page_view`). */
function subjectOf<T extends EventType>(type: T, data: EventData<T>): string {
  return type === 'funnel.*' ? `funnel.${(data as EventData<'funnel.*'>).name}` : type;
}

/** The channel a service's outbox inserts notify on commit; the relay LISTENs on it. */
export const outboxChannel = (schema: string) => `${schema}_outbox`;

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
    const [envelope] = await this.emitMany(manager, type, [data]);
    return envelope;
  }

  /** Several events of one type in one multi-row insert (e.g. a browser's batch of funnel events). */
  async emitMany<T extends EventType>(
    manager: EntityManager,
    type: T,
    list: EventData<T>[],
  ): Promise<EventEnvelope<T>[]> {
    if (list.length === 0) return [];
    const occurredAt = new Date().toISOString();
    const envelopes = list.map((data) => {
      const payload = EVENT_SCHEMAS[type].parse(data) as EventData<T>;
      return {
        id: randomUUID(),
        type: subjectOf(type, payload),
        version: EVENT_VERSIONS[type],
        occurredAt,
        producer: this.producer,
        data: payload,
      } as unknown as EventEnvelope<T>;
    });
    // One round trip: the rows, and a NOTIFY that Postgres delivers when the caller's transaction
    // commits (never for a rolled-back one) to every replica's relay, folded into one per transaction.
    await manager.query(
      `WITH rows AS (
         INSERT INTO ${tableOf(manager.connection, 'outbox')} (id, subject, envelope)
         SELECT id, subject, envelope FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, subject varchar, envelope jsonb)
       )
       SELECT pg_notify($2, '')`,
      [
        JSON.stringify(
          envelopes.map((envelope) => ({ id: envelope.id, subject: this.nats.subject(envelope.type), envelope })),
        ),
        outboxChannel(schemaOf(manager.connection)),
      ],
    );
    this.notify();
    return envelopes;
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
