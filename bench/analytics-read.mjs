#!/usr/bin/env node
// Read benchmark of svc-analytics: funnel-metrics over one million events. It starts the service
// itself (built first: npm run build -w svc-analytics) on a scratch database, seeds a million raw
// events with generate_series and derives the per-visitor tables and daily rollups from them in SQL
// (what the consumers would have written), then times GET /api/analytics/funnel-metrics through the
// product's gateway, with an admin's token (the path the admin area's request takes).
//
//   node bench/analytics-read.mjs
//   BENCH_EVENTS=10000000 BENCH_SESSIONS=1000000 node bench/analytics-read.mjs   (10 million)
//
// Environment (all optional):
//   BENCH_EVENTS     raw events to seed                  (1000000)
//   BENCH_SESSIONS   visitors they belong to              (100000)
//   BENCH_DAYS       days they are spread over            (90)
//   BENCH_REQUESTS   timed requests per scenario          (500)

import { performance } from 'node:perf_hooks';
import { percentile, startAnalyticsService } from './analytics-service.mjs';
import { startGatewayProcess } from './lib/gateway-process.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

// Each visitor sends each of these once: 3 calculations and 7 browser funnel events; a third are signed in.
const TYPES = [
  'funnel.page_view',
  'funnel.page_view',
  'calculation.recorded',
  'calculation.recorded',
  'calculation.recorded',
  'funnel.feature_used',
  'funnel.blog_post_read',
  'funnel.email_capture_shown',
  'funnel.ab_impression',
  'funnel.upgrade_clicked',
];
const SOURCES = ['google', 'direct', 'reddit.com', 'newsletter', 'bing.com', 'facebook'];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * The seed, in SQL: raw events first (each visitor starts on some day of the window; 3 in 10 come
 * back over the next 10 days), then everything the consumers derive from them.
 */
const SEED = [
  `INSERT INTO events (id, type, occurred_at, user_id, session_id, data)
   SELECT gen_random_uuid(), (${sqlArray(TYPES)})[1 + (g / ${SESSIONS} + g) % ${TYPES.length}],
          LEAST(now(), now() - make_interval(days => ((g % ${SESSIONS})::bigint * 7919 % ${DAYS})::int)
                       + random() * CASE WHEN g % ${SESSIONS} % 10 < 3 THEN interval '10 days' ELSE interval '20 hours' END),
          CASE WHEN g % ${SESSIONS} % 3 = 0 THEN md5('user' || g % ${SESSIONS} % 10000)::uuid END,
          's' || (g % ${SESSIONS}), '{}'::jsonb
     FROM generate_series(1, ${EVENTS}) g`,
  `INSERT INTO visitor_days (session_id, day)
   SELECT DISTINCT session_id, (occurred_at AT TIME ZONE 'UTC')::date FROM events`,
  `INSERT INTO visitors (session_id, first_seen_at, source, source_at, calculations)
   SELECT session_id, min(occurred_at), (${sqlArray(SOURCES)})[1 + abs(hashtext(session_id)) % ${SOURCES.length}], min(occurred_at),
          count(*) FILTER (WHERE type = 'calculation.recorded')
     FROM events GROUP BY session_id`,
  `UPDATE visitors v SET returned = EXISTS (
     SELECT 1 FROM visitor_days d WHERE d.session_id = v.session_id
        AND d.day BETWEEN (v.first_seen_at AT TIME ZONE 'UTC')::date + 1 AND (v.first_seen_at AT TIME ZONE 'UTC')::date + 7)`,
  `INSERT INTO accounts (user_id, registered_at, first_paid_at)
   SELECT md5('user' || u)::uuid, now() - random() * make_interval(days => ${DAYS}), NULL FROM generate_series(0, 9999) u`,
  `UPDATE accounts SET first_paid_at = registered_at + interval '2 days' WHERE abs(hashtext(user_id::text)) % 20 = 0`,
  `INSERT INTO ab_exposures (test_id, session_id, variant_id, impressed_at, converted_at)
   SELECT 'email_capture_copy_test', session_id, CASE WHEN abs(hashtext(session_id)) % 2 = 0 THEN 'control' ELSE 'variant_a' END,
          min(occurred_at), CASE WHEN abs(hashtext(session_id)) % 7 = 0 THEN min(occurred_at) END
     FROM events WHERE type = 'funnel.ab_impression' GROUP BY session_id`,
  `INSERT INTO daily_counts (metric, day, dimension, value)
   SELECT 'calculations', (occurred_at AT TIME ZONE 'UTC')::date, CASE WHEN user_id IS NULL THEN 'non-user' ELSE 'user' END, count(*)
     FROM events WHERE type = 'calculation.recorded' GROUP BY 2, 3
   UNION ALL
   SELECT 'funnel_events', (occurred_at AT TIME ZONE 'UTC')::date, substr(type, 8), count(*)
     FROM events WHERE type LIKE 'funnel.%' GROUP BY 2, 3
   UNION ALL
   SELECT m.metric, (v.first_seen_at AT TIME ZONE 'UTC')::date, CASE WHEN m.metric = 'visitors_by_source' THEN v.source ELSE '' END,
          sum(CASE m.metric WHEN 'visitors' THEN 1 WHEN 'visitors_by_source' THEN 1
                            WHEN 'returning_visitors' THEN v.returned::int
                            WHEN 'calculating_visitors' THEN (v.calculations > 0)::int ELSE v.calculations END)
     FROM visitors v CROSS JOIN unnest(ARRAY['visitors', 'visitors_by_source', 'returning_visitors', 'calculating_visitors', 'visitor_calculations']) AS m(metric)
    GROUP BY 1, 2, 3
   UNION ALL
   SELECT 'signups', (registered_at AT TIME ZONE 'UTC')::date, '', count(*) FROM accounts GROUP BY 2
   UNION ALL
   SELECT 'upgrades', (first_paid_at AT TIME ZONE 'UTC')::date, '', count(*) FROM accounts WHERE first_paid_at IS NOT NULL GROUP BY 2
   UNION ALL
   SELECT 'upgraded_signups', (registered_at AT TIME ZONE 'UTC')::date, '', count(*) FROM accounts WHERE first_paid_at IS NOT NULL GROUP BY 2
   UNION ALL
   SELECT 'email_captures', (registered_at AT TIME ZONE 'UTC')::date, 'newsletter', count(*) FROM accounts GROUP BY 2
   UNION ALL
   SELECT 'ab_impressions', (impressed_at AT TIME ZONE 'UTC')::date, test_id || ':' || variant_id, count(*) FROM ab_exposures GROUP BY 2, 3
   UNION ALL
   SELECT 'ab_conversions', (impressed_at AT TIME ZONE 'UTC')::date, test_id || ':' || variant_id, count(*)
     FROM ab_exposures WHERE converted_at IS NOT NULL GROUP BY 2, 3`,
  `ANALYZE`,
];

async function time(url, token) {
  const latencies = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status} ${JSON.stringify(body)}`);
    if (i >= 20) latencies.push(performance.now() - t0); // the first 20 warm up
  }
  return latencies.sort((a, b) => a - b);
}

const service = await startAnalyticsService();
const gateway = await startGatewayProcess({ analytics: service.urls }).catch(async (error) => {
  await service.stop();
  throw error;
});
let exitCode = 0;
try {
  const { db } = service;
  const seedStarted = performance.now();
  for (const statement of SEED) await db.query(statement);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const count = async (table) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  console.log(
    `analytics read: ${await count('events')} raw events over ${DAYS} days, ${await count('visitors')} visitors;`,
  );
  const [{ size }] = (await db.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`)).rows;
  console.log(
    `  seeded in ${seedSeconds.toFixed(1)} s into ${await count('daily_counts')} daily_counts rows (database ${size})`,
  );

  const token = await service.issuer.adminToken();
  const sample = await (
    await fetch(`${gateway.url}/api/analytics/funnel-metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  console.log(
    `  funnel-metrics?days=30 → ${sample.totalVisitors} visitors, ${sample.retentionRate}% retained, ${sample.averageCalculationsPerUser} calculations each`,
  );
  for (const path of [
    '/api/analytics/funnel-metrics',
    '/api/analytics/funnel-metrics?days=90',
    '/api/analytics/funnel-metrics?days=365',
  ]) {
    const latencies = await time(`${gateway.url}${path}`, token);
    console.log(
      `  GET ${path.padEnd(40)} p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms   (${REQUESTS} requests, one at a time)`,
    );
  }
  // For scale: what one equivalent figure costs when scanned from the raw events instead.
  const t0 = performance.now();
  await db.query(`SELECT count(DISTINCT session_id) FROM events WHERE occurred_at >= now() - interval '30 days'`);
  console.log(
    `  (for comparison, distinct visitors of 30 days scanned from raw events: ${(performance.now() - t0).toFixed(0)} ms)`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await gateway.stop();
  await service.stop();
}
process.exit(exitCode);
