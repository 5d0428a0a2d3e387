// While the database cannot be reached a service answers 503 with Retry-After,
// quickly, and it recovers by itself. The real Postgres is reached through a TCP relay the test can
// cut (every connection dropped, new ones refused) and restore.
import pg from 'pg';
import {
  createTestDatabase,
  databaseRelay,
  startTestService,
  TestIssuer,
  type TestDatabase,
  type TestService,
} from '../src/testing/index.js';
import { fixtureService, handlerGate } from './fixture-service.js';

let issuer: TestIssuer;
let database: TestDatabase;
let relay: Awaited<ReturnType<typeof databaseRelay>>;
let service: TestService;

const emit = (sessionId: string) =>
  fetch(`${service.url}/t/emit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  });

beforeAll(async () => {
  issuer = await TestIssuer.start();
  database = await createTestDatabase('outage');
  const direct = new URL(database.url);
  relay = await databaseRelay(direct);
  const relayed = new URL(database.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  service = await startTestService(fixtureService, {
    issuer,
    database,
    env: { DATABASE_URL: relayed.toString(), DATABASE_CONNECT_TIMEOUT_MS: '1000' },
  });
});
afterAll(async () => {
  // Its stream goes with it; the database, handed in, is dropped below.
  await service?.close();
  relay?.close();
  await database?.drop();
  await issuer?.close();
});

describe('a database outage', () => {
  it('answers 503 with Retry-After at once while the database is away, and recovers by itself', async () => {
    expect((await emit('before')).status).toBe(201);

    await relay.cut();
    const started = Date.now();
    const refused = await emit('during');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ error: 'Service temporarily unavailable' });
    expect((await fetch(`${service.url}/health`)).status).toBe(503);

    await relay.restore();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 201) {
      status = (await emit('after')).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(201);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });

  it('applies events whose consumer meets the outage once the database is back, without using up their tries', async () => {
    // The consumer has the events in hand when the database goes away.
    let release!: () => void;
    handlerGate.held = new Promise<void>((resolve) => (release = resolve));
    const ids = ['held-1', 'held-2', 'held-3'];
    for (const id of ids) expect((await emit(id)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    await relay.cut();
    release();
    handlerGate.held = null;
    // Longer than MAX_DELIVERIES retries would take if the outage counted as the events' failure.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await relay.restore();

    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const deadline = Date.now() + 20_000;
      let seen: string[] = [];
      while (Date.now() < deadline && seen.length < ids.length) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        seen = (
          await direct.query<{ session_id: string }>(
            `SELECT session_id FROM fixture.seen WHERE session_id LIKE 'held-%' ORDER BY 1`,
          )
        ).rows.map((row) => row.session_id);
      }
      expect(seen).toEqual(ids);
      expect((await direct.query<{ n: number }>(`SELECT count(*)::int AS n FROM fixture.dead_letter`)).rows[0].n).toBe(
        0,
      );
    } finally {
      await direct.end();
    }
  }, 60_000);

  it('calls a database that answers late "slow" (still 200), and "down" once it has not answered for 5 s', async () => {
    const ready = async () => {
      const res = await fetch(`${service.url}/health/ready`);
      const body = (await res.json()) as { status: string; database: string };
      return { status: res.status, state: body.status, database: body.database };
    };
    const deadline = Date.now() + 10_000;
    while ((await ready()).state !== 'up' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await ready()).toEqual({ status: 200, state: 'up', database: 'up' });

    relay.stall();
    const stalledAt = Date.now();
    try {
      // A busy moment: requests wait, but nothing says they fail.
      expect(await ready()).toEqual({ status: 200, state: 'degraded', database: 'slow' });
      let answer = await ready();
      while (answer.database !== 'down' && Date.now() - stalledAt < 15_000) answer = await ready();
      expect(answer).toEqual({ status: 503, state: 'down', database: 'down' });
      // The grace (5 s) plus at most one check's wait (1.5 s), with room for a slow machine.
      expect(Date.now() - stalledAt).toBeGreaterThanOrEqual(4_500);
      expect(Date.now() - stalledAt).toBeLessThan(9_000);
    } finally {
      relay.resume();
    }
    expect(await ready()).toEqual({ status: 200, state: 'up', database: 'up' });
  }, 30_000);

  it('still answers a real query error as an error of its own, not as an outage', async () => {
    const res = await fetch(`${service.url}/t/boom`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error' });
  });
});
