import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase, freePort, type TestDatabase } from '@takehome/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { startNatsCluster } from '../../infra/stack/nats-cluster.mjs';
import { startServices, stopServices, waitHealthy, type SupervisedService } from '../../infra/stack/services.mjs';
import { RAISED_LIMITS } from '../support/limits.mjs';

// NATS as production runs it: a three-node JetStream cluster, the stream on all three. Under a steady
// load of calculations (svc-calc records each and emits calculation.recorded through its outbox;
// svc-analytics counts it from the event), the node leading the stream is killed outright: no event
// is lost or counted twice, no request fails, and publishing and consuming go on by themselves. How soon
// (after nats-server elects the stream's new leader) is printed for docs/benchmarks/replicas.md, not
// asserted: on a busy machine it moves by seconds.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stream = `CLUSTER_${randomUUID().slice(0, 8)}`;

type Cluster = Awaited<ReturnType<typeof startNatsCluster>>;
let cluster: Cluster;
let storeDir: string;
let monitorPorts: number[];
let database: TestDatabase;
let services: SupervisedService[];
let db: pg.Client;
const log: string[] = [];

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'th-nats-cluster-'));
  const clientPorts = [await freePort(), await freePort(), await freePort()];
  const routePorts = [await freePort(), await freePort(), await freePort()];
  monitorPorts = [await freePort(), await freePort(), await freePort()];
  cluster = await startNatsCluster({ storeDir, clientPorts, routePorts, monitorPorts, log: (line) => log.push(line) });
  database = await createTestDatabase('natscluster');
  const ports = {
    identity: await freePort(),
    calc: await freePort(),
    content: await freePort(),
    analytics: await freePort(),
  };
  services = startServices({
    root: ROOT,
    databaseUrls: Object.fromEntries(Object.keys(ports).map((name) => [name, database.url])),
    natsUrl: cluster.url,
    ports,
    env: {
      LOG_LEVEL: 'warn',
      AUTH_ISSUER: `http://127.0.0.1:${ports.identity}`,
      PUBLIC_URL: 'http://localhost:1',
      NATS_STREAM: stream,
      NATS_STREAM_REPLICAS: '3',
      NATS_RECONCILE_MS: '1000',
      ...RAISED_LIMITS,
    },
    log: (line) => log.push(line),
  });
  await waitHealthy(services);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  mkdirSync(resolve(ROOT, 'e2e/artifacts'), { recursive: true });
  writeFileSync(resolve(ROOT, 'e2e/artifacts/chaos-nats-cluster.log'), log.join('\n'));
  await db?.end();
  if (services) await stopServices(services);
  await cluster?.stop();
  rmSync(storeDir, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

const calcUrl = () => services.find((s) => s.name === 'calc')!.url;

function startLoad(workers = 3) {
  const acknowledged = new Set<string>();
  const failed: Array<string | number> = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const sessionId = `cluster-${randomUUID()}`;
      try {
        const res = await fetch(`${calcUrl()}/api/calculator-usage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId }),
          signal: AbortSignal.timeout(5000),
        });
        if (res.status === 201) acknowledged.add(sessionId);
        else failed.push(res.status);
        await res.arrayBuffer();
      } catch (error) {
        failed.push((error as Error).name);
      }
      await pause(10);
    }
  });
  return {
    acknowledged,
    failed,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ count: string }>(sql, params)).rows[0].count);

async function tallies() {
  return {
    rows: await count(`SELECT count(*) FROM calc.usage_events WHERE session_id LIKE 'cluster-%'`),
    counted: await count(
      `SELECT coalesce(sum(value), 0) AS count FROM analytics.daily_counts WHERE metric = 'calculations'`,
    ),
    raw: await count(`SELECT count(*) FROM analytics.events WHERE type = 'calculation.recorded'`),
  };
}

const nodeIndex = (name: string | undefined) => Number(/-(\d+)$/.exec(name ?? '')?.[1] ?? 0) - 1;

/** The node (by index) that leads the JetStream meta group (stream and consumer placement), from /jsz. */
async function metaLeader(): Promise<number> {
  for (const port of monitorPorts) {
    const jsz = (await fetch(`http://127.0.0.1:${port}/jsz`)
      .then((r) => r.json())
      .catch(() => null)) as { meta_cluster?: { leader?: string } } | null;
    if (jsz?.meta_cluster?.leader) return nodeIndex(jsz.meta_cluster.leader);
  }
  return -1;
}

/**
 * The node (by index) that leads the stream, moved off the meta group's leader first: nats-server 2.9
 * takes 4-5 s to elect a stream's new leader after its node dies, and 7-8 s when that node led the
 * meta group too (both measured here); this test holds the services to the first case.
 */
async function streamLeaderApartFromMeta(): Promise<{ stream: number; meta: number }> {
  const nc = await connect({ servers: cluster.urls });
  try {
    const jsm = await jetstreamManager(nc);
    for (let tries = 0; tries < 10; tries++) {
      const [info, meta] = await Promise.all([jsm.streams.info(stream), metaLeader()]);
      const leader = nodeIndex(info.cluster?.leader);
      if (leader >= 0 && meta >= 0 && leader !== meta) return { stream: leader, meta };
      await nc.request(`$JS.API.STREAM.LEADER.STEPDOWN.${stream}`, '', { timeout: 5000 }).catch(() => undefined);
      await pause(1500);
    }
    throw new Error('could not find the stream led apart from the meta group');
  } finally {
    await nc.close();
  }
}

/** Milliseconds until the stream has a leader again (asked every 100 ms). */
async function untilStreamLed(since: number): Promise<number> {
  const nc = await connect({ servers: cluster.urls });
  try {
    const jsm = await jetstreamManager(nc, { timeout: 500 });
    for (;;) {
      const info = await jsm.streams.info(stream).catch(() => null);
      if (info?.cluster?.leader) return Date.now() - since;
      if (Date.now() - since > 30_000) return -1;
      await pause(100);
    }
  } finally {
    await nc.close();
  }
}

describe('a three-node NATS cluster losing a node under load', () => {
  it('keeps the stream on three nodes', async () => {
    const nc = await connect({ servers: cluster.urls });
    const info = await (await jetstreamManager(nc)).streams.info(stream);
    await nc.close();
    expect(info.config.num_replicas).toBe(3);
    expect(info.cluster?.replicas).toHaveLength(2);
  });

  it('loses no event, counts none twice, and publishes and consumes again by itself when a node is killed', async () => {
    const load = startLoad();
    await pause(2000);
    const { stream: leader, meta } = await streamLeaderApartFromMeta();
    const killedAt = new Date();
    await cluster.kill(leader);
    const electedAfterMs = await untilStreamLed(killedAt.getTime());
    // Every event made within 4 s of the kill has had time to arrive by the end of this.
    await pause(10_000);
    // How long publishing and consuming stopped: the longest stretch, from 1 s before the kill to 6 s
    // after it, in which no outbox row was marked published (no inbox row written by svc-analytics).
    // And the slowest trip of an event made then: outbox row written → published → handled.
    const gapSql = (column: string, table: string) => `
      WITH t AS (SELECT ${column} AS at FROM ${table}
                  WHERE ${column} BETWEEN $1::timestamptz - interval '1 second' AND $1::timestamptz + interval '6 seconds'
                 UNION ALL SELECT $1::timestamptz - interval '1 second' UNION ALL SELECT $1::timestamptz + interval '6 seconds')
      SELECT (extract(epoch FROM max(gap)) * 1000)::int AS ms FROM (SELECT at - lag(at) OVER (ORDER BY at) AS gap FROM t) g`;
    const window = [killedAt.toISOString()];
    const publishGap = (await db.query<{ ms: number }>(gapSql('sent_at', 'calc.outbox'), window)).rows[0].ms;
    const consumeGap = (await db.query<{ ms: number }>(gapSql('handled_at', 'analytics.inbox'), window)).rows[0].ms;
    const [trip] = (
      await db.query<{ published: number | null; handled: number | null; events: string }>(
        `SELECT (extract(epoch FROM max(o.sent_at - o.created_at)) * 1000)::int AS published,
                (extract(epoch FROM max(i.handled_at - o.created_at)) * 1000)::int AS handled,
                count(*) AS events
           FROM calc.outbox o JOIN analytics.inbox i ON i.event_id = o.id
          WHERE o.created_at BETWEEN $1::timestamptz - interval '1 second' AND $1::timestamptz + interval '4 seconds'`,
        window,
      )
    ).rows;
    await cluster.start(leader);
    await pause(1000);
    await load.stop();

    const deadline = Date.now() + 60_000;
    let figures = await tallies();
    while ((figures.counted !== figures.rows || figures.raw !== figures.rows) && Date.now() < deadline) {
      await pause(500);
      figures = await tallies();
    }
    await pause(2000);
    figures = await tallies();
    const stored = new Set(
      (
        await db.query<{ session_id: string }>(
          `SELECT session_id FROM calc.usage_events WHERE session_id LIKE 'cluster-%'`,
        )
      ).rows.map((r) => r.session_id),
    );
    process.stdout.write(
      `REPLICAS-FIGURES ${JSON.stringify({
        title: 'NATS cluster node killed',
        killed: `node ${leader + 1} (stream leader; meta leader node ${meta + 1})`,
        newStreamLeaderAfterMs: electedAfterMs,
        acknowledged: load.acknowledged.size,
        failed: load.failed.length,
        ...figures,
        publishingStoppedMs: publishGap,
        consumingStoppedMs: consumeGap,
        slowestPublishMs: trip.published,
        slowestHandledMs: trip.handled,
        eventsAroundKill: Number(trip.events),
      })}\n`,
    );
    expect(load.failed).toEqual([]);
    expect([...load.acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    expect(load.acknowledged.size).toBeGreaterThan(100);
    expect(Number(trip.events)).toBeGreaterThan(20);
    // Publishing and consuming went on by themselves: events were handled after the new leader was elected,
    // and every row is counted below.
    expect(electedAfterMs).toBeGreaterThan(0);
    expect(trip.handled).not.toBeNull();
    expect(figures.counted).toBe(figures.rows);
    expect(figures.raw).toBe(figures.rows);
  }, 180_000);
});
