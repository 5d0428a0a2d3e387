// A browser's batch is accepted as one outbox row and one JetStream message
// (`funnel_batch.accepted`), so ingest is no longer capped by the broker's message rate. Its events
// still get a raw row each and make the same figures as one message per event (`funnel.<name>`, which
// a replica of the release before still publishes); the inbox keeps one row per batch, so a redelivered
// batch changes nothing, a batch that cannot be applied is parked without holding up the others, and
// two instances sharing the consumer never count a batch twice.
import { randomUUID } from 'node:crypto';
import type { EventData, FunnelEventInput } from '@takehome/contracts';
import { TestIssuer, startTestService, type TestService } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import {
  envelope,
  handledCount,
  pageView,
  postEvents,
  publish,
  sql,
  startAnalytics,
  streamMessages,
  waitForHandled,
  waitUntil,
} from './helpers.js';

let issuer: TestIssuer;
let svc: TestService;
/** This file sends more than a browser would from one address (abuse.spec.ts keeps the default caps). */
const CAPS = { EVENTS_PER_ADDRESS_PER_MINUTE: '100000' };

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startAnalytics(issuer, CAPS);
});
afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

const count = async (query: string, params: unknown[] = []) =>
  Number((await sql<{ n: string }>(svc, query, params))[0].n);
const funnelEvents = () =>
  count(`SELECT COALESCE(SUM(value), 0) AS n FROM daily_counts WHERE metric = 'funnel_events'`);

/** Browser events as `funnel_batch.accepted` carries them: each with an id of its own. */
function batchOf(events: FunnelEventInput[], userId: string | null = null) {
  return envelope('funnel_batch.accepted', {
    events: events.map(({ name, sessionId, at, props }) => ({ id: randomUUID(), name, sessionId, userId, at, props })),
  });
}

/** The browser events of one made-up visit: page views, a calculation, an email given, an A/B impression. */
function visit(sessionId: string, at: Date): FunnelEventInput[] {
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();
  return [
    pageView(sessionId, at, { path: '/', utm_source: 'google' }),
    { name: 'calculation_performed', sessionId, at: later(1), props: {} },
    { name: 'email_capture_shown', sessionId, at: later(2), props: { trigger: 'value_recognition' } },
    { name: 'email_capture_captured', sessionId, at: later(2), props: { trigger: 'value_recognition' } },
    {
      name: 'ab_impression',
      sessionId,
      at: later(3),
      props: { testId: 'email_capture_copy_test', variantId: 'variant_a' },
    },
    pageView(sessionId, new Date(at.getTime() + 2 * 24 * 60 * 60_000), { path: '/blog' }),
  ];
}

/** Every rollup figure, as `metric|day|dimension` → value. */
async function rollups(): Promise<Map<string, number>> {
  const rows = await sql<{ key: string; value: string }>(
    svc,
    `SELECT metric || '|' || day || '|' || dimension AS key, value FROM daily_counts`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.value)]));
}

function difference(after: Map<string, number>, before: Map<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [key, value] of after) if (value !== (before.get(key) ?? 0)) changed[key] = value - (before.get(key) ?? 0);
  return changed;
}

describe('browser batches as one message', () => {
  it('stores a batch as one outbox row and one message, and its events as a raw row each', async () => {
    const [outboxBefore, messagesBefore, countedBefore] = [
      await count('SELECT count(*) AS n FROM outbox'),
      await streamMessages(svc),
      await funnelEvents(),
    ];
    const handledBefore = await handledCount(svc);
    const session = randomUUID();
    const events = Array.from({ length: 50 }, (_, i) =>
      pageView(session, new Date(Date.now() - (50 - i) * 1000), { path: `/${i}` }),
    );
    expect(await postEvents(svc, events)).toEqual({ status: 202, body: { accepted: 50 } });
    await waitForHandled(svc, handledBefore + 50);

    expect(await count('SELECT count(*) AS n FROM outbox')).toBe(outboxBefore + 1);
    expect(await streamMessages(svc)).toBe(messagesBefore + 1);
    expect(await funnelEvents()).toBe(countedBefore + 50);
    const raw = await sql<{ id: string; type: string }>(svc, 'SELECT id, type FROM events WHERE session_id = $1', [
      session,
    ]);
    expect(raw).toHaveLength(50);
    expect(new Set(raw.map((row) => row.id)).size).toBe(50);
    expect(new Set(raw.map((row) => row.type))).toEqual(new Set(['funnel.page_view']));
  });

  it('makes the same rows and figures as the same events one message each (the release before)', async () => {
    const start = new Date(Date.now() - 5 * 24 * 60 * 60_000);
    // The same visits twice, on other session ids: once one message per event, once as two batches.
    const sessions = Array.from({ length: 4 }, (_, i) => i);
    const one = sessions.map(() => `one-${randomUUID()}`);
    const batched = sessions.map(() => `batched-${randomUUID()}`);

    const before = await rollups();
    const handled = await handledCount(svc);
    const perEvent = one.flatMap((session) => visit(session, start));
    for (const event of perEvent) {
      const data: EventData<'funnel.*'> = { ...event, userId: null };
      await publish(svc, envelope('funnel.*', data));
    }
    await waitForHandled(svc, handled + perEvent.length);
    const afterOne = await rollups();

    const events = batched.flatMap((session) => visit(session, start));
    await publish(svc, batchOf(events.slice(0, 10)));
    await publish(svc, batchOf(events.slice(10)));
    await waitForHandled(svc, handled + perEvent.length + events.length);
    const afterBatched = await rollups();

    const byOne = difference(afterOne, before);
    expect(Object.keys(byOne).length).toBeGreaterThan(5);
    expect(difference(afterBatched, afterOne)).toEqual(byOne);

    const visitors = async (prefix: string) =>
      sql(
        svc,
        `SELECT first_seen_at, source, calculations, returned, email_given FROM visitors
          WHERE session_id LIKE $1 || '%' ORDER BY session_id`,
        [prefix],
      );
    expect(await visitors('batched-')).toEqual(await visitors('one-'));
    expect(await visitors('one-')).toHaveLength(4);
  });

  it('changes nothing when a batch is delivered again', async () => {
    const batch = batchOf([pageView(randomUUID(), new Date()), pageView(randomUUID(), new Date())]);
    const handled = await handledCount(svc);
    await publish(svc, batch, `${batch.id}-1`);
    await waitForHandled(svc, handled + 2);
    const figures = await rollups();

    // Another message id gets past JetStream's de-duplication, as a re-publish after a crash would.
    await publish(svc, batch, `${batch.id}-2`);
    const marker = batchOf([pageView(randomUUID(), new Date())]);
    await publish(svc, marker);
    await waitUntil(
      async () => (await sql(svc, 'SELECT 1 FROM inbox WHERE event_id = $1', [marker.id])).length > 0,
      20_000,
      'the marker batch',
    );
    expect(await handledCount(svc)).toBe(handled + 3);
    const after = await rollups();
    expect(difference(after, figures)).toEqual({
      [`funnel_events|${new Date().toISOString().slice(0, 10)}|page_view`]: 1,
      [`visitors|${new Date().toISOString().slice(0, 10)}|`]: 1,
      [`visitors_by_source|${new Date().toISOString().slice(0, 10)}|direct`]: 1,
    });
  });

  it('parks a batch that cannot be applied after its tries and applies the batches beside it once', async () => {
    const handled = await handledCount(svc);
    const good = [0, 1, 2, 3].map(() =>
      batchOf([pageView(randomUUID(), new Date()), pageView(randomUUID(), new Date())]),
    );
    // Valid by its schema, but Postgres has no year 0: every try to apply it fails.
    const poison = batchOf([pageView(randomUUID(), new Date()), pageView('poison', new Date('0000-06-01T00:00:00Z'))]);
    for (const batch of [good[0], good[1], poison, good[2], good[3]]) await publish(svc, batch);

    await waitUntil(
      async () => (await sql(svc, 'SELECT 1 FROM dead_letter WHERE event_id = $1', [poison.id])).length > 0,
      40_000,
      'the poison batch parked',
    );
    const [parked] = await sql<{ deliveries: number; error: string }>(
      svc,
      'SELECT deliveries, error FROM dead_letter WHERE event_id = $1',
      [poison.id],
    );
    expect(parked.deliveries).toBe(5);
    expect(parked.error).toMatch(/out of range/);
    await waitForHandled(svc, handled + 8);
    await new Promise((r) => setTimeout(r, 500));
    expect(await handledCount(svc)).toBe(handled + 8);
    const applied = await sql<{ id: string }>(
      svc,
      'SELECT event_id AS id FROM inbox WHERE event_id = ANY($1::uuid[])',
      [[...good, poison].map((batch) => batch.id)],
    );
    expect(applied.map((row) => row.id).sort()).toEqual(good.map((batch) => batch.id).sort());
    expect(await count(`SELECT count(*) AS n FROM events WHERE session_id = 'poison'`)).toBe(0);
  }, 60_000);
});

describe('two instances on one database and stream', () => {
  it('count every batch posted to either exactly once', async () => {
    const second = await startTestService(service, {
      issuer,
      database: svc.database,
      env: {
        NATS_STREAM: svc.config.NATS_STREAM,
        NATS_SUBJECT_PREFIX: svc.config.NATS_SUBJECT_PREFIX,
        EVENTS_ACCEPTED_AGE_MINUTES: String(400 * 24 * 60),
        ...CAPS,
      },
    });
    try {
      const before = await funnelEvents();
      const handled = await handledCount(svc);
      const batches = 40;
      for (let i = 0; i < batches; i += 8) {
        await Promise.all(
          Array.from({ length: 8 }, async (_, k) => {
            const events = Array.from({ length: 25 }, () => pageView(randomUUID(), new Date()));
            expect(await postEvents(k % 2 ? second : svc, events)).toEqual({ status: 202, body: { accepted: 25 } });
          }),
        );
      }
      await waitForHandled(svc, handled + batches * 25);
      await new Promise((r) => setTimeout(r, 1000)); // a late double count would show now
      expect(await handledCount(svc)).toBe(handled + batches * 25);
      expect(await funnelEvents()).toBe(before + batches * 25);
    } finally {
      await second.close({ keepData: true });
    }
  }, 60_000);
});
