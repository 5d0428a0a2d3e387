// An open-loop load: requests start at evenly spaced moments (`rate` a second), whether or not the
// earlier ones have been answered, as users arriving independently would send them. Each latency is
// counted from the moment its request was due, so a request that waited in the client (every
// connection busy, the event loop late) counts its wait too: no coordinated omission.
//
// autocannon's overallRate is not this: each of its connections sends back to back until it has made
// its share of the second, then pauses until the next second, so "1,000/s over 100 connections" is a
// burst of 1,000 requests 100 at a time at the start of every second.
import { performance } from 'node:perf_hooks';
import { connection, requestBytes } from './http-load.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Sends `rate * seconds` requests to `url`, the i-th at start + i / rate, over up to `connections`
 * kept-alive connections; `body(i)` is the i-th request's body. Resolves when every one is answered.
 * The first `warmupSeconds` at the same rate go before them and are not counted (as wrk2 calibrates
 * for its first seconds): connections opened, both ends' code warm, the rate's steady state reached.
 */
export async function openLoop({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  seconds,
  warmupSeconds = 0,
  connections = 256,
}) {
  // Kept-alive sockets (bench/lib/http-load.mjs), a new one only when every open one is busy.
  const idle = [];
  let opened = 0;
  const waiting = [];
  const take = () => {
    if (idle.length) return Promise.resolve(idle.pop());
    if (opened < connections) {
      opened++;
      return Promise.resolve(connection(url));
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (socket) => {
    const next = waiting.shift();
    if (next) next(socket);
    else idle.push(socket);
  };
  const counted = Math.round(rate * seconds);
  const skipped = Math.round(rate * warmupSeconds);
  const total = skipped + counted;
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  let answered = 0;
  /** Failures among the counted requests (the warm-up's are not counted either). */
  let failed = 0;
  let firstFailure;
  let sent = 0;
  let lateMax = 0;

  const send = async (i, due) => {
    const socket = await take();
    try {
      const status = await socket.send(requestBytes({ url, method, headers, body: body?.(i) }));
      if (status >= 300 && i >= skipped) {
        failed++;
        firstFailure ??= `HTTP ${status}`;
      }
    } catch (error) {
      if (i >= skipped) {
        failed++;
        firstFailure ??= error.message;
      }
    }
    give(socket);
    latencies[i] = performance.now() - due;
    answered++;
  };

  const started = performance.now() + 20;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) {
        const due = started + sent * interval;
        if (sent >= skipped) lateMax = Math.max(lateMax, now - due);
        send(sent++, due);
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      else resolve();
    };
    setTimeout(tick, 20);
  });
  while (answered < total) await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = (performance.now() - started) / 1000 - warmupSeconds;
  for (const socket of idle) socket.close();
  const measured = latencies.subarray(skipped);
  const sorted = Array.from(measured).sort((a, b) => a - b);
  return {
    offered: rate,
    served: Math.round((counted - failed) / elapsed),
    requests: counted,
    failed,
    firstFailure,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    /** How late the client itself started its latest request (its own lag, counted in the latencies). */
    clientLagMax: lateMax,
    /** Each request's latency, by when it was due (ms since the start): where the slow ones cluster. */
    timeline: () => Array.from(measured, (latency, i) => [i * interval, latency]),
  };
}
