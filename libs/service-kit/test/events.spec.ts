import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { randomUUID } from 'node:crypto';
import {
  createTestDatabase,
  deleteStream,
  isolatedNatsConfig,
  OwnNatsServer,
  startTestService,
  TestIssuer,
  type TestService,
} from '../src/testing/index.js';
import { fixtureService } from './fixture-service.js';

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await TestIssuer.start();
});
afterAll(async () => {
  await issuer?.close();
});

const emit = (service: TestService, sessionId: string) =>
  fetch(`${service.url}/t/emit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  }).then((r) => r.json() as Promise<{ id: string; type: string }>);

async function seenEventually(service: TestService, count: number, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await (await fetch(`${service.url}/t/seen`)).json()) as Array<{ event_id: string; session_id: string }>;
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('outbox → JetStream → inbox', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(fixtureService, { issuer });
  });
  afterAll(async () => service?.close());

  it('delivers an emitted event to the consumer', async () => {
    const event = await emit(service, 'session-a');
    expect(event.type).toBe('calculation.recorded');
    const rows = await seenEventually(service, 1);
    expect(rows).toEqual([{ event_id: event.id, session_id: 'session-a' }]);
  });

  it('handles a redelivered event once', async () => {
    const envelope = {
      id: randomUUID(),
      type: 'calculation.recorded',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'test',
      data: { userId: null, sessionId: 'session-dup', userType: 'non-user', calculationType: 'paycheck', userAgent: null },
    };
    const nc = await connect({ servers: service.config.NATS_URL });
    const js = jetstream(nc);
    const subject = `${service.config.NATS_SUBJECT_PREFIX}calculation.recorded`;
    // Different message ids get past JetStream's de-duplication, as a redelivery after a crash would.
    await js.publish(subject, JSON.stringify(envelope), { msgID: randomUUID() });
    await js.publish(subject, JSON.stringify(envelope), { msgID: randomUUID() });
    await nc.close();
    await seenEventually(service, 3, 3000);
    const rows = await seenEventually(service, 2);
    expect(rows.filter((r) => r.session_id === 'session-dup')).toHaveLength(1);
  });
});

describe('NATS outage', () => {
  it('delays events while NATS is down and delivers each exactly once when it is back', async () => {
    const nats = await OwnNatsServer.create();
    await nats.start();
    const natsConfig = { ...isolatedNatsConfig('outage'), NATS_URL: nats.url };
    const database = await createTestDatabase('outage');
    const service = await startTestService(fixtureService, { issuer, database, env: natsConfig });
    try {
      await emit(service, 'before-0');
      await seenEventually(service, 1);

      await nats.stop();
      const during = await Promise.all([1, 2, 3, 4, 5].map((i) => emit(service, `during-${i}`)));
      expect(during.every((e) => e.id)).toBe(true);

      await nats.start();
      const rows = await seenEventually(service, 6, 30000);
      expect(rows.map((r) => r.session_id).sort()).toEqual(['before-0', 'during-1', 'during-2', 'during-3', 'during-4', 'during-5']);
      expect(new Set(rows.map((r) => r.event_id)).size).toBe(6);
    } finally {
      await service.close({ keepData: true });
      await deleteStream(nats.url, natsConfig.NATS_STREAM).catch(() => undefined);
      await nats.dispose();
      await database.drop();
    }
  }, 60000);
});
