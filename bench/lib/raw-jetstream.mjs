// The physical reference for event throughput on this machine: the same number of messages published
// to a scratch JetStream stream with acks in flight (as the outbox relay does) and consumed by a
// durable pull consumer with explicit acks (as the service kit's consumers do), nothing else.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

export async function rawJetStreamRate({
  url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  messages = 20_000,
  size = 300,
} = {}) {
  const nc = await connect({ servers: url });
  const jsm = await jetstreamManager(nc);
  const name = `BENCH_RAW_${randomBytes(3).toString('hex')}`;
  const subject = `${name.toLowerCase()}.event`;
  await jsm.streams.add({ name, subjects: [subject] });
  try {
    const js = jetstream(nc);
    const payload = randomBytes(size / 2).toString('hex');
    const started = performance.now();
    for (let i = 0; i < messages; i += 500) {
      const batch = [];
      for (let j = i; j < Math.min(messages, i + 500); j += 1)
        batch.push(js.publish(subject, payload, { msgID: `${name}-${j}` }));
      await Promise.all(batch);
    }
    const published = performance.now();
    await jsm.consumers.add(name, { durable_name: 'bench', ack_policy: AckPolicy.Explicit });
    const consumer = await js.consumers.get(name, 'bench');
    let consumed = 0;
    while (consumed < messages) {
      const batch = await consumer.fetch({ max_messages: 250, expires: 1000 });
      for await (const message of batch) {
        message.ack();
        consumed += 1;
      }
    }
    const finished = performance.now();
    return {
      messages,
      publishPerSecond: (messages / (published - started)) * 1000,
      consumePerSecond: (messages / (finished - published)) * 1000,
      endToEndPerSecond: (messages / (finished - started)) * 1000,
    };
  } finally {
    await jsm.streams.delete(name).catch(() => undefined);
    await nc.close();
  }
}
