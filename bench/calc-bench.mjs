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
//
// Scenarios, one after the other: save (POST /api/calculations/save), this-month
// (GET /api/calculations/this-month/{userId}) and summary (GET /api/analytics/{userId}).
// Each prints requests/s, p50 and p99 latency and the count of non-2xx answers.

import { performance } from 'node:perf_hooks';

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
    throw new Error(`Cannot reach ${BASE_URL} (${error.cause?.code ?? error.message}); start the stack with npm start, or set CALC_URL and TOKEN`);
  });
  const body = await response.json().catch(() => ({}));
  const token = body.accessToken ?? body.token ?? body.access_token;
  if (!response.ok || typeof token !== 'string') {
    throw new Error(`Sign-up at ${BASE_URL} failed (${response.status} ${JSON.stringify(body)}); set TOKEN to use an existing token`);
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

console.log(`svc-calc bench: ${CALC_URL}, user ${userId}, ${CONCURRENCY} in flight, ${SECONDS} s per scenario`);
const results = [];
results.push(
  await scenario('save', (i) =>
    fetch(`${CALC_URL}/api/calculations/save?tz=${tz}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        calculationData: {
          inputs: {
            hourlyRate: 20 + (i % 30),
            regularHours: 40,
            overtimeHours: i % 10,
            combinedTaxRate: 22,
            expenses: { rentMortgage: { amount: 1400, frequency: 'monthly' }, fuel: { amount: 12, frequency: 'daily' } },
          },
        },
      }),
    }),
  ),
);
results.push(await scenario('this-month', () => fetch(`${CALC_URL}/api/calculations/this-month/${userId}?tz=${tz}`, { headers })));
results.push(await scenario('summary', () => fetch(`${CALC_URL}/api/analytics/${userId}?tz=${tz}`, { headers })));
console.table(results);

const summary = await fetch(`${CALC_URL}/api/analytics/${userId}?tz=${tz}`, { headers }).then((r) => r.json());
console.log(`this month now holds ${summary.totalCalculations} saved calculations for the bench user`);
