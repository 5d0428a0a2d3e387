#!/usr/bin/env node
// Ingest benchmark of svc-analytics, end to end: browser batches POSTed to /api/analytics/events →
// outbox → NATS JetStream → funnel consumer → daily rollups. It starts the service itself (built
// first: npm run build -w svc-analytics) on a scratch database and stream of the local Postgres and
// NATS, sends a fixed number of events, then polls the rollup until it equals exactly what was sent.
// In the same run it measures raw JetStream publish→consume on this machine as the reference.
//
//   node bench/analytics-ingest.mjs
//
// Environment (all optional):
//   BENCH_EVENTS        events to send, in batches of 50              (20000)
//   BENCH_CONCURRENCY   batches in flight at once                     (8)
//   BENCH_SESSIONS      distinct visitors the events are spread over  (2000)
//   BENCH_TIMEOUT_S     give up (exit 1) when not all counted by then (300)

import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { percentile, startAnalyticsService } from './analytics-service.mjs';
import { rawJetStreamRate } from './lib/raw-jetstream.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 2_000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;
const BATCH = 50;
const NAMES = [
  'page_view',
  'page_view',
  'calculation_performed',
  'feature_used',
  'blog_post_read',
  'email_capture_shown',
];

const sessions = Array.from({ length: SESSIONS }, () => randomUUID());
const event = (i) => ({
  name: NAMES[i % NAMES.length],
  sessionId: sessions[i % SESSIONS],
  at: new Date().toISOString(),
  props: { path: '/', utm_source: i % 3 === 0 ? 'google' : 'newsletter' },
});

const service = await startAnalyticsService();
let exitCode = 0;
try {
  const counted = async () =>
    Number(
      (await service.db.query(`SELECT COALESCE(SUM(value), 0) AS n FROM daily_counts WHERE metric = 'funnel_events'`))
        .rows[0].n,
    );

  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < EVENTS) {
      const from = next;
      next = Math.min(EVENTS, next + BATCH);
      const events = Array.from({ length: next - from }, (_, k) => event(from + k));
      const t0 = performance.now();
      const response = await fetch(`${service.url}/api/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      const body = await response.json();
      if (response.status !== 202 || body.accepted !== events.length)
        throw new Error(`POST answered ${response.status} ${JSON.stringify(body)}`);
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
  await new Promise((r) => setTimeout(r, 1000));
  const settled = await counted();

  latencies.sort((a, b) => a - b);
  const seconds = (finished - started) / 1000;
  console.log(
    `analytics ingest: ${EVENTS} events in batches of ${BATCH}, ${CONCURRENCY} in flight, ${SESSIONS} visitors`,
  );
  console.log(
    `  accepted (POST 202)  ${((EVENTS / (posted - started)) * 1000).toFixed(0)} events/s   batch latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `  counted in rollups   ${(EVENTS / seconds).toFixed(0)} events/s end to end (${seconds.toFixed(1)} s; ${countedWhenPosted} counted when the last POST returned)`,
  );
  console.log(`  final count          ${settled} of ${EVENTS} sent${settled === EVENTS ? ' — exact' : ' — MISMATCH'}`);
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
  await service.stop();
}
process.exit(exitCode);
