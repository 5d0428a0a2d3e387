import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { EventData, EventEnvelope, EventType } from '@takehome/contracts';
import type { BaseConfig } from '@takehome/service-kit';

type NatsConfig = Pick<BaseConfig, 'NATS_URL' | 'NATS_STREAM' | 'NATS_SUBJECT_PREFIX'>;

/** Every event of one type now in the service's stream, oldest first, read with an ordered consumer. */
export async function eventsOf<T extends EventType>(config: NatsConfig, type: T): Promise<EventEnvelope<T>[]> {
  const subject = `${config.NATS_SUBJECT_PREFIX}${type}`;
  const nc = await connect({ servers: config.NATS_URL });
  try {
    const info = await (await jetstreamManager(nc)).streams.info(config.NATS_STREAM, { subjects_filter: subject });
    const count = info.state.subjects?.[subject] ?? 0;
    if (count === 0) return [];
    const consumer = await jetstream(nc).consumers.get(config.NATS_STREAM, { filter_subjects: subject });
    const events: EventEnvelope<T>[] = [];
    for await (const message of await consumer.fetch({ max_messages: count, expires: 5000 })) {
      events.push(message.json<EventEnvelope<T>>());
      if (events.length === count) break;
    }
    return events;
  } finally {
    await nc.close();
  }
}

/** Polls the stream until `predicate` holds for the events of that type (the relay publishes within ~0.5 s). */
export async function waitForEvents<T extends EventType>(
  config: NatsConfig,
  type: T,
  predicate: (events: EventEnvelope<T>[]) => boolean,
  timeoutMs = 10_000,
): Promise<EventEnvelope<T>[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await eventsOf(config, type);
    if (predicate(events)) return events;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${type}; saw ${events.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Publishes an event as svc-identity's relay would: the envelope on `<prefix><type>`, de-duplicated by id. */
export async function publishEvent<T extends EventType>(
  config: NatsConfig,
  type: T,
  data: EventData<T>,
  occurredAt = new Date(),
): Promise<EventEnvelope<T>> {
  const envelope = {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: occurredAt.toISOString(),
    producer: 'svc-identity',
    data,
  } as EventEnvelope<T>;
  const nc = await connect({ servers: config.NATS_URL });
  try {
    await jetstream(nc).publish(`${config.NATS_SUBJECT_PREFIX}${type}`, JSON.stringify(envelope), { msgID: envelope.id });
  } finally {
    await nc.close();
  }
  return envelope;
}
