import { connect, headers } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENT_SUBJECT_ROOTS } from '@takehome/contracts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EventRetention } from '../src/events/event-retention.js';
import { PACK_HEADER, PACK_MAX_EVENTS } from '../src/events/event-packs.js';
import { NatsService } from '../src/events/nats.service.js';
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

/** A calculation.recorded envelope as svc-calc would write it. */
const envelopeFor = (sessionId: string) => ({
  id: randomUUID(),
  type: 'calculation.recorded',
  version: 1,
  occurredAt: new Date().toISOString(),
  producer: 'test',
  data: { userId: null, sessionId, userType: 'non-user', calculationType: 'paycheck', userAgent: null },
});

async function seenEventually(service: TestService, count: number, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await (await fetch(`${service.url}/t/seen`)).json()) as Array<{
      event_id: string;
      session_id: string;
    }>;
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
    const envelope = envelopeFor('session-dup');
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

describe('the outbox relay', () => {
  let service: TestService;
  beforeAll(async () => {
    // Polling once a minute: whatever arrives sooner was woken by NOTIFY.
    service = await startTestService(fixtureService, { issuer, env: { OUTBOX_POLL_MS: '60000' } });
    await emit(service, 'warm-up');
    await seenEventually(service, 1);
  });
  afterAll(async () => service?.close());

  it('is woken by the NOTIFY of a commit, also one made by another process', async () => {
    const envelope = envelopeFor('from-elsewhere');
    const schema = 'fixture';
    const client = new pg.Client({ connectionString: service.database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO "${schema}"."outbox" (id, subject, envelope) VALUES ($1, $2, $3)`, [
        envelope.id,
        `${service.config.NATS_SUBJECT_PREFIX}calculation.recorded`,
        envelope,
      ]);
      await client.query(`SELECT pg_notify($1, '')`, [`${schema}_outbox`]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    const rows = await seenEventually(service, 2, 20000);
    expect(rows.map((r) => r.session_id)).toContain('from-elsewhere');
  }, 30000);

  it('publishes what emitWith committed outside a transaction at once, by id, without a NOTIFY', async () => {
    const listener = new pg.Client({ connectionString: service.database.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => notified.push(message.channel));
    await listener.query(`LISTEN "fixture_outbox"`);
    try {
      const before = (await seenEventually(service, 0)).length;
      const emitWith = (sessionIds: string[], inTransaction: boolean) =>
        fetch(`${service.url}/t/emit-with`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionIds, inTransaction }),
        }).then((r) => r.json() as Promise<Array<{ id: string }>>);
      const started = Date.now();
      const envelopes = await emitWith(['with-1', 'with-2', 'with-3'], false);
      const rows = await seenEventually(service, before + 3, 20000);
      expect(
        rows
          .filter((r) => r.session_id.startsWith('with-'))
          .map((r) => r.event_id)
          .sort(),
      ).toEqual(envelopes.map((e) => e.id).sort());
      // Well before the next poll (a minute away): the relay was told, not woken by a NOTIFY.
      expect(Date.now() - started).toBeLessThan(20000);
      expect(notified).toEqual([]);
      // In a transaction the rows are not committed when emitWith returns: it NOTIFYs, delivered at commit.
      await emitWith(['with-in-tx'], true);
      const after = await seenEventually(service, before + 4, 20000);
      expect(after.map((r) => r.session_id)).toContain('with-in-tx');
      expect(notified).toEqual(['fixture_outbox']);
    } finally {
      await listener.end();
    }
  }, 45000);

  it('publishes what emitMany committed outside a transaction at once, without a NOTIFY', async () => {
    const listener = new pg.Client({ connectionString: service.database.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => notified.push(message.channel));
    await listener.query(`LISTEN "fixture_outbox"`);
    try {
      const before = (await seenEventually(service, 0)).length;
      const started = Date.now();
      const answer = await fetch(`${service.url}/t/emit-many`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: 'alone', count: 3, inTransaction: false }),
      });
      expect(await answer.json()).toEqual({ emitted: 3 });
      const rows = await seenEventually(service, before + 3, 20000);
      expect(rows.filter((r) => r.session_id.startsWith('alone-'))).toHaveLength(3);
      // Well before the next poll (a minute away): the relay was told, not woken by a NOTIFY.
      expect(Date.now() - started).toBeLessThan(20000);
      expect(notified).toEqual([]);
    } finally {
      await listener.end();
    }
  }, 45000);

  it('publishes more than a batch (500) at once, each event exactly once', async () => {
    const sessions = Array.from({ length: 650 }, (_, i) => `bulk-${i}`);
    for (let i = 0; i < sessions.length; i += 50)
      await Promise.all(sessions.slice(i, i + 50).map((s) => emit(service, s)));
    const rows = await seenEventually(service, 652, 30000);
    const bulk = rows.filter((r) => r.session_id.startsWith('bulk-'));
    expect(bulk).toHaveLength(650);
    expect(new Set(bulk.map((r) => r.session_id)).size).toBe(650);
  }, 60000);
});

describe('consumers', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(fixtureService, { issuer });
  });
  afterAll(async () => service?.close());

  async function publish(envelopes: object[]) {
    const nc = await connect({ servers: service.config.NATS_URL });
    const js = jetstream(nc);
    const subject = `${service.config.NATS_SUBJECT_PREFIX}calculation.recorded`;
    // Each with a message id of its own, as a redelivery after a crash would arrive.
    await Promise.all(envelopes.map((e) => js.publish(subject, JSON.stringify(e), { msgID: randomUUID() })));
    await nc.close();
  }

  async function query<T>(sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: service.database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('applies a redelivered batch once: the second copy changes nothing', async () => {
    const batch = Array.from({ length: 40 }, (_, i) => envelopeFor(`again-${i}`));
    await publish(batch);
    await seenEventually(service, 40);
    await publish(batch);
    await publish([envelopeFor('again-marker')]);
    const rows = await seenEventually(service, 41);
    const again = rows.filter((r) => r.session_id.startsWith('again-'));
    expect(again).toHaveLength(41);
    expect(new Set(again.map((r) => r.event_id)).size).toBe(41);
  });

  it('parks a poison message after its tries and applies the rest of its batch exactly once', async () => {
    const before = (await seenEventually(service, 0, 0)).length;
    const good = Array.from({ length: 30 }, (_, i) => envelopeFor(`beside-poison-${i}`));
    const poison = envelopeFor('poison-1');
    await publish([...good.slice(0, 15), poison, ...good.slice(15)]);

    const deadline = Date.now() + 30_000;
    let parked: Array<{ event_id: string; error: string; deliveries: number }> = [];
    while (parked.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      parked = await query(`SELECT event_id, error, deliveries FROM fixture.dead_letter`);
    }
    expect(parked).toEqual([{ event_id: poison.id, error: 'cannot handle poison-1', deliveries: 5 }]);

    const rows = await seenEventually(service, before + 30);
    const beside = rows.filter((r) => r.session_id.startsWith('beside-poison-'));
    expect(beside.map((r) => r.session_id).sort()).toEqual(good.map((e) => e.data.sessionId).sort());
    expect(rows.some((r) => r.session_id === 'poison-1')).toBe(false);
    const metrics = await (await fetch(`${service.internalUrl}/metrics`)).text();
    expect(metrics).toMatch(/^dead_letter_events\{[^}]*\} 1$/m);
  }, 45000);
});

describe('event packs', () => {
  let service: TestService;
  const subject = () => `${service.config.NATS_SUBJECT_PREFIX}calculation.recorded`;
  const packSubject = () => `${service.config.NATS_SUBJECT_PREFIX}pack.calculation.recorded`;

  beforeAll(async () => {
    // The stream's durables are read every 200 ms, so packing starts and stops within the tests' waits.
    service = await startTestService(fixtureService, { issuer, env: { NATS_RECONCILE_MS: '200' } });
  });
  afterAll(async () => service?.close());

  const nats = () => service.app.get(NatsService);

  async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not within the time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Messages the stream holds per subject. */
  async function messagesBySubject(): Promise<Record<string, number>> {
    const nc = await connect({ servers: service.config.NATS_URL });
    try {
      const info = await (
        await jetstreamManager(nc)
      ).streams.info(service.config.NATS_STREAM, { subjects_filter: '>' });
      return info.state.subjects ?? {};
    } finally {
      await nc.close();
    }
  }

  const emitMany = (prefix: string, count: number) =>
    fetch(`${service.url}/t/emit-many`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix, count, inTransaction: false }),
    });

  /** A pack message as a relay of this build publishes it, under a message id of its own. */
  async function publishPack(envelopes: unknown[]) {
    const nc = await connect({ servers: service.config.NATS_URL });
    const h = headers();
    h.set(PACK_HEADER, String(envelopes.length));
    h.set('Nats-Msg-Id', randomUUID());
    await jetstream(nc).publish(packSubject(), JSON.stringify(envelopes), { headers: h });
    await nc.close();
  }

  it('sends the events of a subject whose consumers all read packs in few messages, each applied once', async () => {
    await until(() => nats().packRoutes.packs(subject()));
    const before = (await seenEventually(service, 0, 0)).length;
    const messagesBefore = (await messagesBySubject())[packSubject()] ?? 0;
    await emitMany('packed', 300);
    const rows = await seenEventually(service, before + 300);
    const packed = rows.filter((r) => r.session_id.startsWith('packed-'));
    expect(packed).toHaveLength(300);
    expect(new Set(packed.map((r) => r.event_id)).size).toBe(300);
    const packs = ((await messagesBySubject())[packSubject()] ?? 0) - messagesBefore;
    expect(packs).toBeGreaterThanOrEqual(Math.ceil(300 / PACK_MAX_EVENTS));
    expect(packs).toBeLessThan(30);
  }, 30000);

  it('applies a pack delivered twice once, and drops a malformed event of a pack, applying the rest', async () => {
    const before = (await seenEventually(service, 0, 0)).length;
    const pack = [envelopeFor('twice-1'), envelopeFor('twice-2'), { id: 'not-an-envelope' }, envelopeFor('twice-3')];
    await publishPack(pack);
    await publishPack(pack);
    await publishPack([envelopeFor('twice-marker')]);
    const rows = await seenEventually(service, before + 4);
    expect(
      rows
        .filter((r) => r.session_id.startsWith('twice-'))
        .map((r) => r.session_id)
        .sort(),
    ).toEqual(['twice-1', 'twice-2', 'twice-3', 'twice-marker']);
  }, 30000);

  it("parks a pack's poison event after its tries and applies the pack's other events exactly once", async () => {
    const before = (await seenEventually(service, 0, 0)).length;
    const poison = envelopeFor('poison-in-pack');
    const good = [envelopeFor('packmate-1'), envelopeFor('packmate-2'), envelopeFor('packmate-3')];
    await publishPack([good[0], poison, good[1], good[2]]);
    const client = new pg.Client({ connectionString: service.database.url });
    await client.connect();
    try {
      let parked: Array<{ event_id: string; deliveries: number }> = [];
      await until(async () => {
        parked = (
          await client.query<{ event_id: string; deliveries: number }>(
            `SELECT event_id, deliveries FROM fixture.dead_letter`,
          )
        ).rows;
        return parked.length > 0;
      }, 30_000);
      expect(parked).toEqual([{ event_id: poison.id, deliveries: 5 }]);
    } finally {
      await client.end();
    }
    const rows = await seenEventually(service, before + 3);
    expect(rows.filter((r) => r.session_id.startsWith('packmate-'))).toHaveLength(3);
    expect(rows.some((r) => r.session_id === 'poison-in-pack')).toBe(false);
  }, 45000);

  it('publishes one event a message again while a consumer of the subject reads no packs (an older build)', async () => {
    await until(() => nats().packRoutes.packs(subject()));
    const nc = await connect({ servers: service.config.NATS_URL });
    const jsm = await jetstreamManager(nc);
    const older = 'older-build__calculation_recorded';
    await jsm.consumers.add(service.config.NATS_STREAM, {
      durable_name: older,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      filter_subject: subject(),
    });
    try {
      await until(() => !nats().packRoutes.packs(subject()));
      const before = (await seenEventually(service, 0, 0)).length;
      const plainBefore = (await messagesBySubject())[subject()] ?? 0;
      await emitMany('plain-again', 40);
      const rows = await seenEventually(service, before + 40);
      expect(rows.filter((r) => r.session_id.startsWith('plain-again-'))).toHaveLength(40);
      expect(((await messagesBySubject())[subject()] ?? 0) - plainBefore).toBe(40);
      // The older build's consumer gets every one of them as it has always read them.
      expect((await jsm.consumers.info(service.config.NATS_STREAM, older)).num_pending).toBe(40);
    } finally {
      await jsm.consumers.delete(service.config.NATS_STREAM, older);
      await nc.close();
    }
  }, 30000);
});

describe('two replicas', () => {
  it('share the durable consumers: every event is applied once, never twice', async () => {
    const first = await startTestService(fixtureService, { issuer });
    const second = await startTestService(fixtureService, {
      issuer,
      database: first.database,
      env: { NATS_STREAM: first.config.NATS_STREAM, NATS_SUBJECT_PREFIX: first.config.NATS_SUBJECT_PREFIX },
    });
    try {
      const sessions = Array.from({ length: 400 }, (_, i) => `replica-${i}`);
      // Emitted through both replicas, so both relays publish and both consumers pull.
      for (let i = 0; i < sessions.length; i += 40)
        await Promise.all(sessions.slice(i, i + 40).map((s, k) => emit(k % 2 ? second : first, s)));
      const rows = await seenEventually(first, 400);
      await new Promise((r) => setTimeout(r, 1000));
      const settled = await seenEventually(second, 400);
      expect(settled).toHaveLength(400);
      expect(new Set(settled.map((r) => r.session_id)).size).toBe(400);
      expect(rows.length).toBe(400);
    } finally {
      await second.close({ keepData: true });
      await first.close();
    }
  }, 60000);
});

describe('retention', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(fixtureService, { issuer, env: { EVENTS_RETENTION_DAYS: '7' } });
  });
  afterAll(async () => service?.close());

  it('removes only what is delivered and older than the window', async () => {
    const client = new pg.Client({ connectionString: service.database.url });
    await client.connect();
    try {
      const ids = {
        sentOld: randomUUID(),
        sentNew: randomUUID(),
        unsentOld: randomUUID(),
        inboxOld: randomUUID(),
        inboxNew: randomUUID(),
      };
      // Age counts from creation, even for a row published again an hour ago; one kept unpublished for
      // 30 days (next attempt far ahead, so the relay leaves it alone meanwhile).
      await client.query(
        `INSERT INTO fixture.outbox (id, subject, envelope, created_at, sent_at, next_attempt_at) VALUES
           ($1, 's', '{}', now() - interval '8 days', now() - interval '1 hour', now()),
           ($2, 's', '{}', now() - interval '6 days', now() - interval '6 days', now()),
           ($3, 's', '{}', now() - interval '30 days', NULL, now() + interval '1 day')`,
        [ids.sentOld, ids.sentNew, ids.unsentOld],
      );
      await client.query(
        `INSERT INTO fixture.inbox (event_id, consumer, handled_at) VALUES
           ($1, 'c', now() - interval '8 days'), ($2, 'c', now() - interval '6 days')`,
        [ids.inboxOld, ids.inboxNew],
      );

      const vacuums = async () =>
        (
          await client.query<{ relname: string; vacuums: number; analyzes: number }>(
            `SELECT relname, vacuum_count::int AS vacuums, analyze_count::int AS analyzes
               FROM pg_stat_user_tables WHERE schemaname = 'fixture' AND relname IN ('outbox', 'inbox') ORDER BY relname`,
          )
        ).rows;
      const before = await vacuums();

      const removed = await service.app.get(EventRetention).prune();

      expect(removed).toEqual({ outbox: 1, inbox: 1 });
      // Both queues vacuumed and analyzed by the pass, whether or not autovacuum runs on this server.
      await client.query(`SELECT pg_stat_clear_snapshot()`);
      expect(await vacuums()).toEqual(
        before.map(({ relname, vacuums, analyzes }) => ({ relname, vacuums: vacuums + 1, analyzes: analyzes + 1 })),
      );
      const outbox = await client.query<{ id: string }>(`SELECT id FROM fixture.outbox WHERE id = ANY($1::uuid[])`, [
        Object.values(ids),
      ]);
      expect(outbox.rows.map((r) => r.id).sort()).toEqual([ids.sentNew, ids.unsentOld].sort());
      const inbox = await client.query<{ event_id: string }>(
        `SELECT event_id FROM fixture.inbox WHERE event_id = ANY($1::uuid[])`,
        [Object.values(ids)],
      );
      expect(inbox.rows.map((r) => r.event_id)).toEqual([ids.inboxNew]);
    } finally {
      await client.end();
    }
  });
});

describe('the stream', () => {
  it('gains the subject roots a newer build adds, and keeps those it has', async () => {
    // A stream made by an earlier build: without today's roots (funnel_batch), with one today's lacks.
    const nats = isolatedNatsConfig('roots');
    const nc = await connect({ servers: nats.NATS_URL });
    const jsm = await jetstreamManager(nc);
    const subject = (root: string) => `${nats.NATS_SUBJECT_PREFIX}${root}.>`;
    await jsm.streams.add({ name: nats.NATS_STREAM, subjects: [subject('calculation'), subject('legacy')] });
    const service = await startTestService(fixtureService, { issuer, env: nats });
    try {
      const { config } = await jsm.streams.info(nats.NATS_STREAM);
      expect([...config.subjects].sort()).toEqual([...EVENT_SUBJECT_ROOTS, 'legacy'].map(subject).sort());
    } finally {
      await service.close();
      await nc.close();
    }
  });
});

describe('NATS outage', () => {
  it('delays events while NATS is down and delivers each exactly once when it is back', async () => {
    const nats = await OwnNatsServer.started();
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
      expect(rows.map((r) => r.session_id).sort()).toEqual([
        'before-0',
        'during-1',
        'during-2',
        'during-3',
        'during-4',
        'during-5',
      ]);
      expect(new Set(rows.map((r) => r.event_id)).size).toBe(6);
    } finally {
      await service.close({ keepData: true });
      await deleteStream(nats.url, natsConfig.NATS_STREAM).catch(() => undefined);
      await nats.dispose();
      await database.drop();
    }
  }, 60000);
});
