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

import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { cpuMeter, cpuSecondsOf, percentile, startAnalyticsService } from './analytics-service.mjs';
import { startGatewayProcess } from './lib/gateway-process.mjs';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { rawJetStreamRate } from './lib/raw-jetstream.mjs';

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
// node:http with kept-alive connections rather than fetch: the client shares the machine's cores with
// what it measures, and fetch (undici) cost it ~1.5 ms of CPU per request, as much as the service's
// whole handling of a batch (CPU per event below shows what the client still costs).
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const port = new URL(gateway.url).port;
function post(json) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/analytics/events',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(json);
  });
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
    while (next < EVENTS) {
      const from = next;
      next = Math.min(EVENTS, next + BATCH);
      const events = Array.from({ length: next - from }, (_, k) => event(from + k));
      const t0 = performance.now();
      const { status, body } = await post(JSON.stringify({ events }));
      if (status !== 202 || body.accepted !== events.length)
        throw new Error(`POST answered ${status} ${JSON.stringify(body)}`);
      latencies.push(performance.now() - t0);
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
  agent.destroy();
  await gateway.stop();
  await service.stop();
}
process.exit(exitCode);
