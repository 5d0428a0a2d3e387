#!/usr/bin/env node
// Load test of svc-calc's saved-calculation paths against a running stack (it starts nothing itself).
//
//   node bench/calc-bench.mjs
//
// Environment (all optional):
//   BASE_URL           gateway of the running stack, used to sign up a bench user  (http://localhost:8080)
//   CALC_URL           where to send the calc requests: the gateway or svc-calc itself  (BASE_URL)
//   TOKEN              an access token to use instead of signing up a new user
//   BENCH_SECONDS      how long each scenario runs                                  (10)
//   BENCH_CONCURRENCY  requests in flight at once                                   (16)
//   BENCH_TZ           the ?tz= of the month queries                                (UTC)
//   BENCH_RATE         requests/s of the open-loop save run; a list (250,500,1000) runs each   (1000)
//   BENCH_RATE_WARMUP_SECONDS  seconds at that rate sent first and not counted (connections opened,
//                      the rate's steady state reached, as wrk2 calibrates)                  (3)
//   BENCH_WARMUP_SECONDS  saves sent first and not counted, so a freshly started service is
//                      measured warm (its JIT, pools and caches), as it runs in production (5)
//   BENCH_CLIENT       the closed-loop saves' client: lean (bench/lib/http-load.mjs), autocannon or fetch  (lean)
//   REFERENCE_DB_URL   where pgbench runs the physical reference  (postgres://postgres@127.0.0.1:5432/postgres)
//
// Physical reference, in the same run: pgbench writes what a save writes (a calculation row with its
// JSON inputs and results, and an outbox row with its event, in one transaction; the JSON taken from
// a save's own answer, so the same bytes) with the same concurrency, straight into Postgres. The save rate is printed as a share of it. Then an open-loop run offers saves at a
// fixed rate, evenly spaced (bench/lib/open-loop.mjs), and prints the latency a user would see at that load.
//
// The CPU each process of the machine spent per save in the closed-loop run is printed too (from /proc).
//
// Scenarios, one after the other: save (POST /api/calculations/save, closed loop),
// the open loop of saves, this-month (GET /api/calculations/this-month/{userId}) and summary
// (GET /api/calculations/monthly-summary/{userId}), these two with fetch, then pgbench.
// Each prints requests/s, p50 and p99 latency and the count of non-2xx answers.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { closedLoop, requestBytes } from './lib/http-load.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { processCpu } from './lib/process-cpu.mjs';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const CALC_URL = (process.env.CALC_URL ?? BASE_URL).replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TZ = process.env.BENCH_TZ ?? 'UTC';

/** Signs a fresh user up through the gateway and returns its access token. */
async function signUp() {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${BASE_URL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', firstName: 'Bench', lastName: 'User' }),
  }).catch((error) => {
    throw new Error(
      `Cannot reach ${BASE_URL} (${error.cause?.code ?? error.message}); start the stack with npm start, or set CALC_URL and TOKEN`,
    );
  });
  const body = await response.json().catch(() => ({}));
  const token = body.accessToken ?? body.token ?? body.access_token;
  if (!response.ok || typeof token !== 'string') {
    throw new Error(
      `Sign-up at ${BASE_URL} failed (${response.status} ${JSON.stringify(body)}); set TOKEN to use an existing token`,
    );
  }
  return token;
}

function subjectOf(token) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  if (typeof payload.sub !== 'string') throw new Error('TOKEN has no sub claim');
  return payload.sub;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `request(i)` from CONCURRENCY workers for SECONDS and reports throughput and latency. */
async function scenario(name, request) {
  const latencies = [];
  let failures = 0;
  let firstFailure;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const i = sequence++;
      const t0 = performance.now();
      try {
        const response = await request(i);
        await response.arrayBuffer();
        if (!response.ok) {
          failures++;
          firstFailure ??= `HTTP ${response.status}`;
        }
      } catch (error) {
        failures++;
        firstFailure ??= error.message;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    errors: failures ? `${failures} (${firstFailure})` : 0,
  };
}

const token = process.env.TOKEN ?? (await signUp());
const userId = subjectOf(token);
const headers = { authorization: `Bearer ${token}` };
const json = { ...headers, 'content-type': 'application/json' };
const tz = encodeURIComponent(TZ);

/** The i-th save's body: rates and overtime vary, so no two consecutive saves are alike. */
const saveBody = (i) =>
  JSON.stringify({
    calculationData: {
      inputs: {
        hourlyRate: 20 + (i % 30),
        regularHours: 40,
        overtimeHours: i % 10,
        combinedTaxRate: 22,
        expenses: {
          rentMortgage: { amount: 1400, frequency: 'monthly' },
          fuel: { amount: 12, frequency: 'daily' },
        },
      },
    },
  });

const CLIENT = process.env.BENCH_CLIENT ?? 'lean';
if (!['lean', 'autocannon', 'fetch'].includes(CLIENT)) throw new Error(`BENCH_CLIENT=${CLIENT}: lean, autocannon or fetch`);
const saveUrl = `${CALC_URL}/api/calculations/save?tz=${tz}`;

/** Saves from CONCURRENCY kept-alive connections for `seconds`, each request's body another save's, by autocannon. */
async function autocannonSaves(seconds) {
  let i = 0;
  const run = await autocannon({
    url: saveUrl,
    method: 'POST',
    headers: json,
    connections: CONCURRENCY,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, body: saveBody(i++) }) }],
  });
  const failed = run.non2xx + run.errors + run.timeouts;
  return {
    requests: run.requests.total,
    perSecond: run.requests.total / seconds,
    p50: run.latency.p50,
    p99: run.latency.p99,
    failed,
    firstFailure: failed ? `${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts` : undefined,
  };
}

/**
 * Saves as a closed loop over CONCURRENCY kept-alive connections, one request in flight on each, for
 * `seconds`. The load generator shares the two cores with the stack, so it should cost little: the
 * lean client (bench/lib/http-load.mjs) costs about half of autocannon's CPU per save and far less
 * than fetch's (each printed below with the other processes).
 */
function savesFor(seconds) {
  if (CLIENT === 'autocannon') return autocannonSaves(seconds);
  // saveBody repeats every 30 saves: each request's bytes are made once.
  const made = new Map();
  const request = (i) => {
    const body = saveBody(i);
    let bytes = made.get(body);
    if (!bytes) made.set(body, (bytes = requestBytes({ url: saveUrl, method: 'POST', headers: json, body })));
    return bytes;
  };
  return closedLoop({ url: saveUrl, request, connections: CONCURRENCY, seconds });
}

async function savesClosedLoop() {
  const run = await savesFor(SECONDS);
  return {
    scenario: 'save',
    requests: run.requests,
    'req/s': Math.round(run.perSecond),
    'p50 ms': Number(run.p50.toFixed(1)),
    'p99 ms': Number(run.p99.toFixed(1)),
    errors: run.failed ? `${run.failed} (${run.firstFailure})` : 0,
  };
}

console.log(
  `svc-calc bench: ${CALC_URL}, user ${userId}, ${CONCURRENCY} in flight, ${SECONDS} s per scenario; saves sent by the ${CLIENT} client`,
);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
if (WARMUP_SECONDS > 0) await savesFor(WARMUP_SECONDS);
const results = [];
const saveCpu = processCpu();
results.push(
  CLIENT === 'fetch'
    ? await scenario('save', (i) => fetch(saveUrl, { method: 'POST', headers: json, body: saveBody(i) }))
    : await savesClosedLoop(),
);
// The saves' events consumed too (svc-analytics), then what each process spent per save.
await new Promise((resolve) => setTimeout(resolve, 1500));
const cpuBySave = saveCpu();
const savesDone = results[0].requests;
// Open loop: saves due at evenly spaced moments, each latency counted from its moment (bench/lib/open-loop.mjs);
// run before pgbench, so what Postgres does after its writes (checkpoints; autovacuum where it runs) is not in the figures.
const OPEN_WARMUP_SECONDS = Number(process.env.BENCH_RATE_WARMUP_SECONDS ?? 3);
for (const rate of String(process.env.BENCH_RATE ?? 1000).split(',').map(Number)) {
  const openStartedAt = Date.now();
  const open = await openLoop({
    url: saveUrl,
    method: 'POST',
    headers: json,
    body: saveBody,
    rate,
    seconds: SECONDS,
    warmupSeconds: OPEN_WARMUP_SECONDS,
  });
  // Where the saves over 20 ms were due: a few 100 ms windows (a stall of the machine, a GC, a checkpoint) or spread out (queueing).
  const slowWindows = new Map();
  for (const [due, latency] of open.timeline()) {
    if (latency > 20) slowWindows.set(Math.floor(due / 100), (slowWindows.get(Math.floor(due / 100)) ?? 0) + 1);
  }
  const slow = [...slowWindows.values()].reduce((sum, n) => sum + n, 0);
  // BENCH_TIMELINE=/tmp/x: each save's due moment and latency in /tmp/x-<rate>.json, with the loop's start (ms since the epoch).
  if (process.env.BENCH_TIMELINE) writeFileSync(`${process.env.BENCH_TIMELINE}-${rate}.json`, JSON.stringify({ startedAt: openStartedAt, warmupSeconds: OPEN_WARMUP_SECONDS, timeline: open.timeline() }));
  const ms = (value) => value.toFixed(1);
  console.log(
    `open loop at ${rate} saves/s offered (after ${OPEN_WARMUP_SECONDS} s at that rate not counted): ${open.served} req/s served, latency p50 ${ms(open.p50)} ms, p90 ${ms(open.p90)} ms, p99 ${ms(open.p99)} ms, max ${ms(open.max)} ms, ${open.failed} failed${open.failed ? ` (${open.firstFailure})` : ''}; the client started a request at most ${ms(open.clientLagMax)} ms late; ${slow} over 20 ms${slow ? `, due within ${slowWindows.size} of the ${Math.ceil(SECONDS * 10)} windows of 100 ms` : ''}`,
  );
}

results.push(
  await scenario('this-month', () => fetch(`${CALC_URL}/api/calculations/this-month/${userId}?tz=${tz}`, { headers })),
);
results.push(await scenario('summary', () => fetch(`${CALC_URL}/api/calculations/monthly-summary/${userId}?tz=${tz}`, { headers })));
console.table(results);
const microsPerSave = (seconds) => `${Math.round((seconds * 1e6) / savesDone)} µs`.padStart(9);
console.log('CPU per save by process, the saves\' events included (this machine\'s /proc; this bench is the load generator):');
for (const [label, seconds] of cpuBySave.slice(0, 8)) console.log(`${microsPerSave(seconds)}  ${label}`);
console.log(`${microsPerSave(cpuBySave.reduce((sum, [, seconds]) => sum + seconds, 0))}  in all`);

/**
 * What one save writes, to have pgbench write the same: the stored row's JSON (inputs as the engine
 * normalised them, results, weekly expenses) from a save's own answer, and its event's envelope.
 */
async function savedRowShape() {
  const response = await fetch(`${CALC_URL}/api/calculations/save?tz=${tz}`, { method: 'POST', headers: json, body: saveBody(7) });
  const saved = await response.json();
  if (!response.ok) throw new Error(`A save for the reference row failed: HTTP ${response.status} ${JSON.stringify(saved)}`);
  const { inputs, results, weeklyExpenses } = saved;
  const envelope = {
    id: saved.id,
    type: 'calculation.saved',
    version: 1,
    occurredAt: saved.calculationDate,
    producer: 'svc-calc',
    data: {
      userId,
      calculationId: saved.id,
      grossPay: results.grossPay,
      netPay: results.netPay,
      leftOver: results.leftOver,
      calculationDate: saved.calculationDate,
      taxMode: inputs.taxMode,
    },
  };
  return { name: saved.name, inputs, results, weeklyExpenses, envelope };
}

/** The small rows this reference wrote before 2026-11-25's evening (5 inputs, 5 results): printed beside, for comparison. */
const SMALL_ROW = {
  name: 'Bench',
  inputs: { hourlyRate: 25, regularHours: 40, overtimeHours: 5, combinedTaxRate: 22, expenses: {} },
  results: { grossPay: 1187.5, netPay: 926.25, leftOver: 500, totalDeductions: 261.25, totalExpenses: 426.25 },
  weeklyExpenses: [],
};
SMALL_ROW.envelope = SMALL_ROW.results;

/** pgbench inserting a save's rows (calculation + outbox, one transaction) as fast as Postgres takes them. */
async function pgbenchReference(row) {
  const url = process.env.REFERENCE_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS bench_reference`);
    await client.query(`DROP TABLE IF EXISTS bench_reference.calculations, bench_reference.outbox`);
    await client.query(`CREATE TABLE bench_reference.calculations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL, name varchar(200) NOT NULL,
      calculation_date timestamptz NOT NULL DEFAULT now(), inputs jsonb NOT NULL, results jsonb NOT NULL,
      weekly_expenses jsonb NOT NULL, gross_pay numeric(12,2) NOT NULL, net_pay numeric(12,2) NOT NULL,
      left_over numeric(12,2) NOT NULL, total_deductions numeric(12,2) NOT NULL, total_expenses numeric(12,2) NOT NULL)`);
    await client.query(`CREATE INDEX ON bench_reference.calculations (user_id, calculation_date)`);
    await client.query(`CREATE TABLE bench_reference.outbox (id uuid PRIMARY KEY, subject varchar(200) NOT NULL,
      envelope jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), sent_at timestamptz)`);
  } finally {
    await client.end();
  }
  const dir = mkdtempSync(join(tmpdir(), 'calc-bench-'));
  const script = join(dir, 'save.sql');
  const text = (value) => `'${(typeof value === 'string' ? value : JSON.stringify(value)).replace(/'/g, "''")}'`;
  const { grossPay, netPay, leftOver, totalDeductions, totalExpenses } = row.results;
  writeFileSync(
    script,
    `BEGIN;
INSERT INTO bench_reference.calculations (user_id, name, inputs, results, weekly_expenses, gross_pay, net_pay, left_over, total_deductions, total_expenses)
  VALUES ('${userId}', ${text(row.name)}, ${text(row.inputs)}, ${text(row.results)}, ${text(row.weeklyExpenses)}, ${grossPay}, ${netPay}, ${leftOver}, ${totalDeductions}, ${totalExpenses});
INSERT INTO bench_reference.outbox (id, subject, envelope) VALUES (gen_random_uuid(), 'calculation.saved', ${text(row.envelope)});
COMMIT;
`,
  );
  const run = spawnSync(
    'pgbench',
    ['-n', '-c', String(CONCURRENCY), '-j', '2', '-T', String(SECONDS), '-f', script, url],
    {
      encoding: 'utf8',
    },
  );
  rmSync(dir, { recursive: true, force: true });
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  await cleanup.query(`DROP TABLE IF EXISTS bench_reference.calculations, bench_reference.outbox`).finally(() => cleanup.end());
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return { tps: Number(tps), latency: Number(latency) };
}

const savedRow = await savedRowShape();
const reference = await pgbenchReference(savedRow);
const smallRowReference = await pgbenchReference(SMALL_ROW);
const saves = results.find((r) => r.scenario === 'save');
const bytes = (row) => JSON.stringify([row.inputs, row.results, row.weeklyExpenses, row.envelope]).length;
console.log(
  `physical reference: pgbench writing what a save writes (its calculation row, ${bytes(savedRow)} bytes of JSON with its event, and the outbox row, one transaction), ${CONCURRENCY} clients: ${Math.round(reference.tps)} TPS, ${reference.latency} ms average`,
);
console.log(`saves reach ${((saves['req/s'] / reference.tps) * 100).toFixed(1)}% of the raw insert rate`);
console.log(
  `(with the smaller rows this reference wrote before, ${bytes(SMALL_ROW)} bytes of JSON: ${Math.round(smallRowReference.tps)} TPS, saves ${((saves['req/s'] / smallRowReference.tps) * 100).toFixed(1)}% of it)`,
);

const summary = await fetch(`${CALC_URL}/api/calculations/monthly-summary/${userId}?tz=${tz}`, { headers }).then((r) => r.json());
console.log(`this month now holds ${summary.totalCalculations} saved calculations for the bench user`);
