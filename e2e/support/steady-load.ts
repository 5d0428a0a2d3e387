import { randomUUID } from 'node:crypto';

// A steady mix of what the front ends send, from a few clients through the gateway: saves, reads of
// posts and plans, the usage window, /api/auth/me, analytics events and usage records. Writes carry an
// Idempotency-Key as the web-kit API client sends them. Every answer that is not the expected status
// (or no answer at all) is a failure.

interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  expect: number;
  /** A save: its unique name, to find its row. */
  name?: string;
  anonymous?: boolean;
}

export interface LoadFigures {
  tag: string;
  requests: number;
  failures: Array<{ kind: string; status: number | string; atMs: number }>;
  /** Save name → the id its 201 answer gave. */
  saves: Map<string, string>;
  summary(): Record<string, unknown>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

export function steadyLoad({
  base,
  token,
  clients,
  tag,
  pauseMs = 15,
}: {
  base: string;
  token: string;
  clients: number;
  tag: string;
  pauseMs?: number;
}): { stop(): Promise<LoadFigures> } {
  let running = true;
  let sequence = 0;
  const started = Date.now();
  const latencies: number[] = [];
  const byKind: Record<string, number> = {};
  const figures: LoadFigures = {
    tag,
    requests: 0,
    failures: [],
    saves: new Map(),
    summary() {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        seconds: Math.round((Date.now() - started) / 100) / 10,
        requests: figures.requests,
        failed: figures.failures.length,
        saves: figures.saves.size,
        byKind,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1) ?? 0,
      };
    },
  };
  const next = (): Call => {
    const n = sequence++;
    switch (n % 7) {
      case 0: {
        const name = `${tag}-${n}`;
        const inputs = { hourlyRate: 20 + (n % 30), regularHours: 40 };
        return {
          kind: 'save',
          method: 'POST',
          path: '/api/calculations/save',
          body: { name, calculationData: { inputs } },
          expect: 201,
          name,
        };
      }
      case 1:
        return { kind: 'posts', method: 'GET', path: '/api/blog/posts', expect: 200 };
      case 2:
        return { kind: 'plans', method: 'GET', path: '/api/plans', expect: 200 };
      case 3:
        return { kind: 'usage', method: 'GET', path: '/api/calculator-usage', expect: 200 };
      case 4:
        return { kind: 'me', method: 'GET', path: '/api/auth/me', expect: 200 };
      case 5: {
        const event = { name: 'page_view', sessionId: `${tag}-session`, at: new Date().toISOString(), props: {} };
        return {
          kind: 'events',
          method: 'POST',
          path: '/api/analytics/events',
          body: { events: [event] },
          expect: 202,
        };
      }
      default:
        // An anonymous visitor's calculation (a signed-in free user's window fills up after a few).
        return {
          kind: 'record',
          method: 'POST',
          path: '/api/calculator-usage',
          body: { sessionId: `${tag}-${n}` },
          expect: 201,
          anonymous: true,
        };
    }
  };
  const client = async () => {
    while (running) {
      const call = next();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (!call.anonymous) headers.authorization = `Bearer ${token}`;
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      if (call.method === 'POST') headers['idempotency-key'] = randomUUID();
      const sent = Date.now();
      let status: number | string;
      let body: { id?: string } | undefined;
      try {
        const res = await fetch(`${base}${call.path}`, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
        body = (await res.json().catch(() => undefined)) as { id?: string } | undefined;
      } catch (error) {
        status = (error as Error).name;
      }
      latencies.push(Date.now() - sent);
      figures.requests += 1;
      byKind[call.kind] = (byKind[call.kind] ?? 0) + 1;
      if (status !== call.expect) figures.failures.push({ kind: call.kind, status, atMs: sent - started });
      else if (call.name && body?.id) figures.saves.set(call.name, body.id);
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const all = Promise.all(Array.from({ length: clients }, client));
  return {
    async stop() {
      running = false;
      await all;
      return figures;
    },
  };
}
