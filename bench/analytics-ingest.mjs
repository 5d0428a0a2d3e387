#!/usr/bin/env node
// Ingest benchmark of svc-analytics, end to end: browser batches POSTed to /api/analytics/events →
// outbox → NATS JetStream → funnel consumer → daily rollups. It starts the service itself (built
// first: npm run build -w svc-analytics) on a scratch database and stream of the local Postgres and
// NATS, and the product's gateway in front of it (the path a browser's batches take), sends a fixed
// number of events through the gateway, then polls the rollup until it equals exactly what was sent.
// In the same run it measures raw JetStream publish→consume on this machine as the reference.
//
//   node bench/analytics-ingest.mjs
//
// Environment (all optional):
//   BENCH_EVENTS        events to send, in batches of 50              (20000)
//   BENCH_CONCURRENCY   batches in flight at once                     (8)
//   BENCH_SESSIONS      distinct visitors the events are spread over  (2000)
//   BENCH_BATCH_VISITORS visitors one batch's events come from       (50)
//                       50: each batch spreads over 50 visitors (one client sending for many visitors,
//                       every event a visitor and a rate-limit counter of its own); 1: a browser's batch,
//                       all of one visitor
//   BENCH_TIMEOUT_S     give up (exit 1) when not all counted by then (300)
//   BENCH_INSTANCES     svc-analytics processes on the one database and stream, sharing the durable
//                       consumers as replicas do; the gateway sends the batches to them in turn  (1)

import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { cpuMeter, cpuSecondsOf, percentile, startAnalyticsService } from './analytics-service.mjs';
import { startGatewayProcess } from './lib/gateway-process.mjs';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { rawJetStreamRate } from './lib/raw-jetstream.mjs';
import { connection, requestBytes } from './lib/http-load.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 2_000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;
const BATCH = 50;
const BATCH_VISITORS = Math.max(1, Math.min(BATCH, Number(process.env.BENCH_BATCH_VISITORS ?? BATCH)));
const NAMES = [
  'page_view',
  'page_view',
  'calculation_performed',
  'feature_used',
  'blog_post_read',
  'email_capture_shown',
];

const sessions = Array.from({ length: SESSIONS }, () => randomUUID());
// Event i is in batch ⌊i / 50⌋; with 50 visitors a batch that is visitor i mod SESSIONS, as before.
const visitorOf = (i) => (Math.floor(i / BATCH) * BATCH_VISITORS + ((i % BATCH) % BATCH_VISITORS)) % SESSIONS;
const event = (i) => ({
  name: NAMES[i % NAMES.length],
  sessionId: sessions[visitorOf(i)],
  at: new Date().toISOString(),
  props: { path: '/', utm_source: i % 3 === 0 ? 'google' : 'newsletter' },
});

/** Messages in the service's stream. */
async function streamMessages({ NATS_URL, NATS_STREAM }) {
  const nc = await connect({ servers: NATS_URL });
  try {
    return (await (await jetstreamManager(nc)).streams.info(NATS_STREAM)).state.messages;
  } finally {
    await nc.close();
  }
}

const INSTANCES = Math.max(1, Number(process.env.BENCH_INSTANCES ?? 1));
const service = await startAnalyticsService({ instances: INSTANCES });
const gateway = await startGatewayProcess({ analytics: service.urls }).catch(async (error) => {
  await service.stop();
  throw error;
});
// The load generator shares the machine's cores with what it measures, so it does as little as it can
// while the clock runs: every batch's request is written out before (its events dated then, well
// inside the accepted window), and the lean client of bench/lib/http-load.mjs sends each as one buffer
// on kept-alive connections, so the client's own CPU stays small beside the stack's (it is printed).
const eventsUrl = `${gateway.url}/api/analytics/events`;
const requests = [];
for (let from = 0; from < EVENTS; from += BATCH) {
  const events = Array.from({ length: Math.min(BATCH, EVENTS - from) }, (_, k) => event(from + k));
  const body = JSON.stringify({ events });
  requests.push(
    requestBytes({ url: eventsUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  );
}
let exitCode = 0;
try {
  const counted = async () =>
    Number(
      (await service.db.query(`SELECT COALESCE(SUM(value), 0) AS n FROM daily_counts WHERE metric = 'funnel_events'`))
        .rows[0].n,
    );

  const latencies = [];
  let next = 0;
  const cpu = await cpuMeter(service);
  const gatewayCpuBefore = cpuSecondsOf(gateway.pid) ?? 0;
  const started = performance.now();
  async function worker() {
    const socket = connection(eventsUrl);
    try {
      while (next < requests.length) {
        const bytes = requests[next++];
        const t0 = performance.now();
        const status = await socket.send(bytes);
        // 202 accepts the whole batch (or nothing): the final count below checks every event arrived.
        if (status !== 202) throw new Error(`POST answered ${status}`);
        latencies.push(performance.now() - t0);
      }
    } finally {
      socket.close();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const posted = performance.now();
  const countedWhenPosted = await counted();

  let total = countedWhenPosted;
  while (total < EVENTS && performance.now() - started < TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 50));
    total = await counted();
  }
  const finished = performance.now();
  const used = await cpu();
  const gatewayCpu = (cpuSecondsOf(gateway.pid) ?? 0) - gatewayCpuBefore;
  await new Promise((r) => setTimeout(r, 1000));
  const settled = await counted();

  latencies.sort((a, b) => a - b);
  const seconds = (finished - started) / 1000;
  console.log(
    `analytics ingest: ${EVENTS} events in batches of ${BATCH} (${BATCH_VISITORS === 1 ? 'one visitor each' : `${BATCH_VISITORS} visitors each`}), ${CONCURRENCY} in flight, ${SESSIONS} visitors, ${INSTANCES} svc-analytics instance${INSTANCES === 1 ? '' : 's'} behind the gateway`,
  );
  console.log(
    `  accepted (POST 202)  ${((EVENTS / (posted - started)) * 1000).toFixed(0)} events/s   batch latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `  counted in rollups   ${(EVENTS / seconds).toFixed(0)} events/s end to end (${seconds.toFixed(1)} s; ${countedWhenPosted} counted when the last POST returned)`,
  );
  console.log(`  final count          ${settled} of ${EVENTS} sent${settled === EVENTS ? ' — exact' : ' — MISMATCH'}`);
  const database = await used.database();
  console.log(
    `  Postgres             ${(database.transactions / (EVENTS / BATCH)).toFixed(1)} transactions per batch, ${(database.rowsWritten / EVENTS).toFixed(2)} rows written per event`,
  );
  const messages = await streamMessages(service.nats);
  console.log(
    `  JetStream            ${messages} messages carried the ${EVENTS} events (${(EVENTS / messages).toFixed(1)} per message)`,
  );
  const perEvent = (seconds) => ((seconds / EVENTS) * 1e6).toFixed(1);
  const cpuTotal = used.service + used.postgres + gatewayCpu + used.bench;
  console.log(
    `  CPU per event        ${perEvent(cpuTotal)} µs: service ${perEvent(used.service)}, Postgres ${perEvent(used.postgres)}, gateway ${perEvent(gatewayCpu)}, bench client ${perEvent(used.bench)} (NATS not counted); ` +
      `${(EVENTS / cpuTotal).toFixed(0)} events per CPU-second`,
  );
  if (settled !== EVENTS) exitCode = 1;

  const raw = await rawJetStreamRate({ messages: EVENTS });
  console.log(
    `  raw JetStream (same run, ${raw.messages} messages): publish ${raw.publishPerSecond.toFixed(0)}/s, consume ${raw.consumePerSecond.toFixed(0)}/s, publish→consume ${raw.endToEndPerSecond.toFixed(0)}/s`,
  );
  console.log(`  end to end / raw JetStream  ${((EVENTS / seconds / raw.endToEndPerSecond) * 100).toFixed(1)}%`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await gateway.stop();
  await service.stop();
}
process.exit(exitCode);
