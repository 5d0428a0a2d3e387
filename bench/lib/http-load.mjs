// A lean HTTP/1.1 load generator for the benchmarks: kept-alive sockets writing each request as one
// prebuilt buffer and reading just the status line, the length and the body. The load generator shares
// this 2-core machine with the stack it measures, so what it spends is taken from the stack: this costs
// about half of autocannon's CPU per request and far less than fetch's (calc-bench prints it).
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const HEADER_END = Buffer.from('\r\n\r\n');

/** Parses one response off `buffer`: its status and where it ends, or undefined while incomplete. */
function responseIn(buffer) {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd === -1) return undefined;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const bodyStart = headerEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, end } : undefined;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    // Chunks: "<hex size>\r\n<data>\r\n", ending with a chunk of size 0.
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd === -1) return undefined;
      const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
      const next = lineEnd + 2 + size + 2;
      if (buffer.length < next) return undefined;
      if (size === 0) return { status, end: next };
      at = next;
    }
  }
  // No length and not chunked: only a bodiless answer (204, 304) fits a kept-alive connection.
  return { status, end: bodyStart };
}

/** The bytes of one request; `body` a string or undefined. */
export function requestBytes({ url, method = 'GET', headers = {}, body }) {
  const target = new URL(url);
  const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`, `host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

/** One kept-alive connection: `send(bytes)` resolves the answer's status once its body has arrived. */
export function connection(url) {
  const { hostname, port } = new URL(url);
  let socket;
  let pending = null;
  let received = Buffer.alloc(0);
  const fail = (error) => {
    socket = undefined;
    received = Buffer.alloc(0);
    const waiting = pending;
    pending = null;
    waiting?.reject(error);
  };
  const open = () => {
    socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    socket.on('data', (chunk) => {
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      const response = responseIn(received);
      if (!response || !pending) return;
      received = received.subarray(response.end);
      const waiting = pending;
      pending = null;
      waiting.resolve(response.status);
    });
    socket.on('error', (error) => fail(error));
    socket.on('close', () => fail(new Error('connection closed')));
  };
  return {
    send(bytes) {
      if (!socket) open();
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(bytes);
      });
    },
    close() {
      socket?.destroy();
      socket = undefined;
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A closed loop: `connections` sockets, each sending its next request as soon as the last is answered,
 * for `seconds`. `request(i)` gives the i-th request's bytes (requestBytes). Resolves the count,
 * latency percentiles (ms) and failures (answers ≥ 300 and socket errors).
 */
export async function closedLoop({ url, request, connections, seconds }) {
  let sequence = 0;
  let failed = 0;
  let firstFailure;
  const latencies = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const socket = connection(url);
      while (performance.now() < deadline) {
        const bytes = request(sequence++);
        const sent = performance.now();
        try {
          const status = await socket.send(bytes);
          if (status >= 300) {
            failed++;
            firstFailure ??= `HTTP ${status}`;
          }
        } catch (error) {
          failed++;
          firstFailure ??= error.message;
        }
        latencies.push(performance.now() - sent);
      }
      socket.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    firstFailure,
  };
}
