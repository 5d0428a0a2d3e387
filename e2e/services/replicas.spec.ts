// Two of each service behind the gateway (REPLICAS=2 npm start), on a stack of its own: requests are
// spread over both replicas by the gateway, events go out through both relays and are taken by both
// consumers of the shared durables, one replica of each is killed mid-way, and still every
// acknowledged write is a row and every row is counted once from its event. No state lives in one process.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminDatabaseUrl, deleteStream, freePort, testNatsUrl } from '@takehome/service-kit/testing';
import { startStack, type Stack } from '../../infra/stack/stack.mjs';
import { RAISED_LIMITS } from '../support/limits.mjs';
import { steadyLoad, type LoadFigures } from '../support/steady-load.js';
import { createServer as createTcpServer, connect as tcpConnect, type AddressInfo } from 'node:net';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVICE_NAMES = ['identity', 'calc', 'content', 'analytics'];
const id = randomBytes(4).toString('hex');
const database = `takehome_replicas_${id}`;
const dataDir = join(ROOT, '.data', `replicas-${id}`);
const log: string[] = [];
let stack: Stack;
let db: pg.Client;
let base: string;

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const servicePorts: Record<string, number[]> = {};
  for (const name of SERVICE_NAMES) servicePorts[name] = [await freePort(), await freePort()];
  stack = await startStack({
    root: ROOT,
    dataDir,
    port,
    database,
    servicePorts,
    disposable: true,
    replicas: 2,
    prerender: false,
    env: {
      NATS_STREAM: `REPLICAS_${id}`,
      NATS_SUBJECT_PREFIX: `replicas_${id}.`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Hundreds of anonymous usage reports from 127.0.0.1: the per-address cap is not this test's subject.
      ...RAISED_LIMITS,
    },
    log: (line) => log.push(line),
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${log.slice(-30).join('\n')}`);
  });
  base = `http://127.0.0.1:${port}`;
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${database}`;
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  await deleteStream(testNatsUrl(), `REPLICAS_${id}`);
}, 60_000);

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ count: string }>(sql, params)).rows[0].count);

/** Sends calculations through the gateway, `inFlight` at a time; returns the sessions acknowledged. */
async function calculations(total: number, inFlight: number, midway?: () => void): Promise<Set<string>> {
  const acknowledged = new Set<string>();
  let sent = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (sent < total) {
        sent += 1;
        if (sent === Math.floor(total / 2)) midway?.();
        const sessionId = `replicas-${randomUUID()}`;
        const res = await fetch(`${base}/api/calculator-usage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userId: null,
            sessionId,
            userType: 'non-user',
            calculationType: 'paycheck',
            ipAddress: null,
            userAgent: 'replicas',
          }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
        if (res && (res.status === 200 || res.status === 201)) acknowledged.add(sessionId);
        await res?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  return acknowledged;
}

/** Waits until `probe` gives what `done` accepts, or the time is up; returns the last value. */
async function settle<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('two replicas of each service', () => {
  it('runs two healthy processes of every service behind the gateway', async () => {
    for (const name of SERVICE_NAMES) {
      const replicas = stack.services.filter((s) => s.name === name);
      expect(replicas.map((s) => s.replica)).toEqual([1, 2]);
      expect(new Set(replicas.map((s) => s.child?.pid)).size).toBe(2);
      for (const replica of replicas) expect((await fetch(`${replica.url}/health/live`)).status).toBe(200);
    }
    const health = await fetch(`${base}/api/health`).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(JSON.stringify(health)).toContain('calc#2');
  });

  it('spreads sign-ups over both identity replicas, and each event reaches each consumer exactly once', async () => {
    const registered = `SELECT id FROM identity.outbox WHERE envelope->>'type' = 'user.registered'`;
    const before = new Set((await db.query(registered)).rows.map((r: { id: string }) => r.id));
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `replica-${id}-${i}@example.com`,
          password: 'paycheck-2026',
          fullName: `Replica ${i}`,
        }),
      });
      expect(res.status).toBe(201);
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
    // A token signed by one replica is accepted by the other (keys live in the database, not a process).
    for (const token of tokens) {
      const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    }
    const ids = (await db.query(registered)).rows
      .map((r: { id: string }) => r.id)
      .filter((eventId: string) => !before.has(eventId));
    expect(ids).toHaveLength(6);
    for (const schema of ['calc', 'analytics']) {
      const handled = await settle(
        () => count(`SELECT count(*) FROM ${schema}.inbox WHERE event_id = ANY($1::uuid[])`, [ids]),
        (n) => n >= 6,
      );
      // Two replicas share each durable consumer: one row per (event, consumer), none twice.
      const consumers = await count(
        `SELECT count(DISTINCT consumer) FROM ${schema}.inbox WHERE event_id = ANY($1::uuid[])`,
        [ids],
      );
      expect([schema, handled]).toEqual([schema, 6 * consumers]);
    }
  }, 90_000);

  it('counts every calculation exactly once while one replica of each service is killed mid-way', async () => {
    const killed: string[] = [];
    const acknowledged = await calculations(240, 6, () => {
      for (const name of ['calc', 'analytics', 'identity', 'content']) {
        const first = stack.services.find((s) => s.name === name && s.replica === 1)!;
        if (first.child?.kill('SIGKILL')) killed.push(name);
      }
    });
    expect(killed).toHaveLength(4);
    // The other replica kept answering (requests sent to the dead one fail until it is back).
    expect(acknowledged.size).toBeGreaterThan(120);
    const tally = async () => ({
      rows: await count(`SELECT count(*) FROM calc.usage_events WHERE session_id LIKE 'replicas-%'`),
      counted: await count(
        `SELECT coalesce(sum(value), 0) AS count FROM analytics.daily_counts WHERE metric = 'calculations'`,
      ),
      raw: await count(`SELECT count(*) FROM analytics.events WHERE type = 'calculation.recorded'`),
    });
    const figures = await settle(tally, (f) => f.counted === f.rows && f.raw === f.rows);
    const stored = await db.query(`SELECT session_id FROM calc.usage_events WHERE session_id LIKE 'replicas-%'`);
    const rows = new Set(stored.rows.map((r: { session_id: string }) => r.session_id));
    expect([...acknowledged].filter((session) => !rows.has(session))).toEqual([]);
    expect(figures.counted).toBe(figures.rows);
    expect(figures.raw).toBe(figures.rows);
    // The killed replicas came back by themselves.
    for (const service of stack.services) {
      const live = await settle(
        () =>
          fetch(`${service.url}/health/live`)
            .then((r) => r.status)
            .catch(() => 0),
        (status) => status === 200,
        15_000,
      );
      expect([service.name, service.replica, live]).toEqual([service.name, service.replica, 200]);
    }
  }, 150_000);
});

/** The local gateway (infra/gateway/gateway.mjs has no type declarations). */
interface GatewayModule {
  createGateway(options: Record<string, unknown>): {
    listen(options: { port: number; host: string }): Promise<string>;
    close(): Promise<void>;
    server: { address(): AddressInfo };
  };
}
const GATEWAY_MODULE = '../../infra/gateway/gateway.mjs';
const gatewayModule = () => import(GATEWAY_MODULE) as Promise<GatewayModule>;

/** Waits until the replica answers readiness 200 again; the time it took, in ms. */
async function untilReady(url: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  const ready = await settle(
    () =>
      fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1000) })
        .then((r) => r.status)
        .catch(() => 0),
    (status) => status === 200,
    timeoutMs,
  );
  if (ready !== 200) throw new Error(`${url} not ready after ${timeoutMs} ms`);
  return Date.now() - started;
}

/** The figures of a run, for the log (docs/benchmarks/replicas.md quotes them). */
function report(title: string, figures: LoadFigures, extra: Record<string, unknown> = {}) {
  const line = { title, ...figures.summary(), ...extra };
  process.stdout.write(`REPLICAS-FIGURES ${JSON.stringify(line)}\n`);
}

describe('replicas covering for each other under a steady load', () => {
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const res = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `load-${id}@example.com`, password: 'paycheck-2026', fullName: 'Load Test' }),
    });
    const body = (await res.json()) as { accessToken: string; user: { id: string } };
    token = body.accessToken;
    userId = body.user.id;
    // Every replica up and in the gateway's rotation before the clock starts.
    for (const service of stack.services) await untilReady(service.url);
    await new Promise((r) => setTimeout(r, 1500));
  }, 90_000);

  /** Every acknowledged save is one row, and no row exists that was not acknowledged. */
  async function expectSavesStoredOnce(figures: LoadFigures) {
    const rows = (
      await db.query<{ id: string; name: string }>(
        `SELECT id, name FROM calc.calculations WHERE user_id = $1 AND name LIKE $2`,
        [userId, `${figures.tag}-%`],
      )
    ).rows;
    const byName = new Map<string, string[]>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
    const doubled = [...byName].filter(([, ids]) => ids.length > 1);
    const missing = [...figures.saves].filter(([name, savedId]) => byName.get(name)?.[0] !== savedId);
    expect({ doubled, missing }).toEqual({ doubled: [], missing: [] });
    expect(rows.length).toBe(figures.saves.size);
  }

  it('retries a save whose connection was cut after it was sent, on the other replica: one row, the first answer', async () => {
    // In front of calc#2: passes the request on, then cuts the gateway's connection as the answer
    // begins, so the save is done but its answer never arrives.
    const [first, second] = [1, 2].map((n) => stack.services.find((s) => s.name === 'calc' && s.replica === n)!);
    let cut = 0;
    const cutter = createTcpServer((client) => {
      const upstream = tcpConnect(Number(new URL(second.url).port), '127.0.0.1');
      client.pipe(upstream);
      upstream.once('data', () => {
        cut += 1;
        client.destroy();
        upstream.destroy();
      });
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolveListen) => cutter.listen(0, '127.0.0.1', resolveListen));
    const cutterUrl = `http://127.0.0.1:${(cutter.address() as AddressInfo).port}`;
    const services = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, stack.services.filter((s) => s.name === name).map((s) => s.url)]),
    );
    // The cutting replica first in rotation, the health check off (it would see calc#2 as healthy anyway).
    const gateway = (await gatewayModule()).createGateway({
      root: ROOT,
      services: { ...services, calc: [cutterUrl, first.url] },
      upstreamHealthIntervalMs: 0,
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const via = `http://127.0.0.1:${gateway.server.address().port}`;
    const save = (name: string, key?: string) =>
      fetch(`${via}/api/calculations/save`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ name, calculationData: { inputs: { hourlyRate: 27 } } }),
      });
    const rowsNamed = async (name: string) =>
      (await db.query<{ id: string }>(`SELECT id FROM calc.calculations WHERE name = $1`, [name])).rows.map(
        (r) => r.id,
      );
    try {
      const name = `cut-${id}-keyed`;
      const res = await save(name, randomUUID());
      const body = (await res.json()) as { id: string };
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
      expect(cut).toBeGreaterThanOrEqual(1);
      expect(await rowsNamed(name)).toEqual([body.id]);

      // Without a key the gateway cannot know whether the save was done, so it does not send it again:
      // the client gets an error although the row exists (what the key is for). Through a gateway that
      // has the cutting replica alone (the first one's BalancedPool now prefers calc#1).
      const alone = (await gatewayModule()).createGateway({
        root: ROOT,
        services: { ...services, calc: [cutterUrl] },
        upstreamHealthIntervalMs: 0,
      });
      await alone.listen({ port: 0, host: '127.0.0.1' });
      const keyless = `cut-${id}-keyless`;
      const res2 = await fetch(`http://127.0.0.1:${alone.server.address().port}/api/calculations/save`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: keyless, calculationData: { inputs: { hourlyRate: 27 } } }),
      });
      await alone.close();
      expect(res2.status).toBe(503);
      expect(await rowsNamed(keyless)).toHaveLength(1);
    } finally {
      await gateway.close();
      cutter.close();
    }
  }, 60_000);

  it('answers every request while each replica in turn is stopped by SIGTERM and by kill -9', async () => {
    const load = steadyLoad({ base, token, clients: 6, tag: `chaos-${id}` });
    const recoveries: Array<{ replica: string; signal: string; readyAfterMs: number }> = [];
    await new Promise((r) => setTimeout(r, 2000));
    // In rounds: replica 1 of every service at once, then replica 2; each by SIGTERM, then by kill -9.
    // Each service always has its other replica, and all four are short of one at the same time.
    for (const replica of [1, 2]) {
      for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
        await Promise.all(
          SERVICE_NAMES.map(async (name) => {
            const service = stack.services.find((s) => s.name === name && s.replica === replica)!;
            const pid = service.child?.pid;
            service.child?.kill(signal);
            // Until the supervisor has started a new process and it is ready.
            const started = Date.now();
            await settle(
              () => Promise.resolve(service.child?.pid),
              (now) => now !== pid,
              30_000,
            );
            await untilReady(service.url);
            recoveries.push({ replica: `${name}#${replica}`, signal, readyAfterMs: Date.now() - started });
          }),
        );
        // The gateway's health check puts them back in rotation before the next round.
        await new Promise((r) => setTimeout(r, 1500));
      }
    }
    const figures = await load.stop();
    report('stop each replica in turn (SIGTERM, then kill -9)', figures, {
      slowestRecoveryMs: Math.max(...recoveries.map((r) => r.readyAfterMs)),
      recoveries,
    });
    expect(figures.failures).toEqual([]);
    expect(figures.requests).toBeGreaterThan(500);
    await expectSavesStoredOnce(figures);
    for (const service of stack.services) {
      expect([service.name, service.replica, await untilReady(service.url, 15_000).then(() => 'ready')]).toEqual([
        service.name,
        service.replica,
        'ready',
      ]);
    }
  }, 400_000);

  it('answers every request through a rolling restart of all four services', async () => {
    const load = steadyLoad({ base, token, clients: 6, tag: `rolling-${id}` });
    await new Promise((r) => setTimeout(r, 2000));
    const pids = stack.services.map((s) => s.child?.pid);
    const started = Date.now();
    await stack.rollingRestart();
    const tookMs = Date.now() - started;
    const figures = await load.stop();
    report('rolling restart of all four services', figures, { rollingRestartMs: tookMs });
    expect(figures.failures).toEqual([]);
    // Every process was replaced.
    expect(stack.services.map((s) => s.child?.pid).filter((pid, i) => pid === pids[i])).toEqual([]);
    await expectSavesStoredOnce(figures);
  }, 300_000);
});
