import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { AckedPublisher } from '../src/events/acked-publisher.js';
import { isolatedNatsConfig, testNatsUrl } from '../src/testing/index.js';

let nc: NatsConnection;
let jsm: JetStreamManager;
const { NATS_STREAM: stream, NATS_SUBJECT_PREFIX: prefix } = isolatedNatsConfig('acks');

beforeAll(async () => {
  nc = await connect({ servers: testNatsUrl() });
  jsm = await jetstreamManager(nc);
  await jsm.streams.add({ name: stream, subjects: [`${prefix}stored.>`] });
  await jsm.streams.add({ name: `${stream}_small`, subjects: [`${prefix}small.>`], max_msg_size: 64 });
});
afterAll(async () => {
  await jsm?.streams.delete(stream).catch(() => undefined);
  await jsm?.streams.delete(`${stream}_small`).catch(() => undefined);
  await nc?.close();
});

const messages = (count: number, subject = `${prefix}stored.x`) =>
  Array.from({ length: count }, (_, i) => ({ subject, payload: JSON.stringify({ i }), msgId: randomUUID() }));

describe('AckedPublisher', () => {
  it('publishes a batch with all its acks in flight and settles each once the stream has it', async () => {
    const publisher = new AckedPublisher(nc);
    const batch = messages(300);
    const results = await publisher.publishAll(batch, 5_000);
    expect(results.map((r) => r.status)).toEqual(batch.map(() => 'fulfilled'));
    expect((await jsm.streams.info(stream)).state.messages).toBe(300);
    // In order: the stream holds them as they were given.
    const first = await (await jsm.streams.get(stream)).getMessage({ seq: 1 });
    expect(first?.json()).toEqual({ i: 0 });
    expect(publisher.outstanding).toBe(0);

    // The same ids again: acked (the stream de-duplicates by Nats-Msg-Id), nothing stored twice.
    const again = await publisher.publishAll(batch.slice(0, 50), 5_000);
    expect(again.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await jsm.streams.info(stream)).state.messages).toBe(300);
  });

  it('rejects what no stream takes, what the stream refuses and what nobody answers, and the rest still goes', async () => {
    const publisher = new AckedPublisher(nc);
    // A plain subscriber on a subject no stream takes: it gets the message and never acks.
    const silent = nc.subscribe(`${prefix}silent`);
    const [stored, refused, unrouted, unanswered] = await publisher.publishAll(
      [
        ...messages(1),
        { subject: `${prefix}small.x`, payload: 'x'.repeat(500), msgId: randomUUID() },
        { subject: `${prefix}nowhere`, payload: '{}', msgId: randomUUID() },
        { subject: `${prefix}silent`, payload: '{}', msgId: randomUUID() },
      ],
      600,
    );
    silent.unsubscribe();
    const reasonOf = (result: PromiseSettledResult<void>) =>
      result.status === 'rejected' ? String((result.reason as Error).message) : 'fulfilled';
    expect(stored.status).toBe('fulfilled');
    expect(reasonOf(refused)).toMatch(/size/i);
    expect(reasonOf(unrouted)).toMatch(/no responders/);
    expect(reasonOf(unanswered)).toBe('no ack within 600 ms');
    expect(publisher.outstanding).toBe(0);
  });
});
