// The gateway routing around a lost replica: a request that never reached a replica's handler goes to
// another (connection refused, a stopping replica's 503), a write whose connection broke after it was
// sent goes to another only when it carries an Idempotency-Key, and a replica whose readiness fails
// leaves the rotation until it passes again.
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../gateway/gateway.mjs';
import { DRAINING_HEADER } from '../gateway/upstream.mjs';

type Behaviour = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

interface Replica {
  url: string;
  server: Server;
  seen: Array<{ method: string; url: string; key?: string }>;
  ready: boolean;
  behave: Behaviour;
}

const answerOk: Behaviour = (req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: true }));
};

async function replica(): Promise<Replica> {
  const record = { seen: [], ready: true, behave: answerOk } as unknown as Replica;
  record.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/health/ready') {
        res.writeHead(record.ready ? 200 : 503).end();
        return;
      }
      record.seen.push({ method: req.method ?? '', url: req.url ?? '', key: req.headers['idempotency-key'] as string });
      record.behave(req, res, Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => record.server.listen(0, '127.0.0.1', resolve));
  record.url = `http://127.0.0.1:${(record.server.address() as AddressInfo).port}`;
  return record;
}

/** A port nothing listens on (taken, then closed). */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function gatewayFor(calc: string[], healthIntervalMs = 0) {
  const gateway = createGateway({
    root: mkdtempSync(join(tmpdir(), 'gateway-replicas-')),
    services: { identity: calc[0], calc, content: calc[0], analytics: calc[0] },
    upstreamTimeoutMs: 2000,
    upstreamHealthIntervalMs: healthIntervalMs,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, base: `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}` };
}

const post = (base: string, key?: string) =>
  fetch(`${base}/api/calculations/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ name: 'x' }),
  });

let replicas: Replica[] = [];
const stops: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const r of replicas) {
    r.server.closeAllConnections();
    await new Promise((resolve) => r.server.close(resolve));
  }
  replicas = [];
});

describe('the gateway with two replicas of a service', () => {
  it('sends every request, reads and writes, to the replica that is up when the other refuses connections', async () => {
    const up = await replica();
    replicas = [up];
    const { gateway, base } = await gatewayFor([await closedPort(), up.url]);
    stops.push(() => gateway.close());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await fetch(`${base}/api/calculations/this-month/u`)).status);
      statuses.push((await post(base)).status);
    }
    expect(statuses).toEqual(Array(20).fill(200));
    expect(up.seen).toHaveLength(20);
  });

  it('sends a request a stopping replica refused (503 with the draining header) to the other, whatever its method', async () => {
    const [stopping, other] = [await replica(), await replica()];
    replicas = [stopping, other];
    stopping.behave = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close', [DRAINING_HEADER]: '1' });
      res.end('{"error":"This replica is shutting down"}');
    };
    const { gateway, base } = await gatewayFor([stopping.url, other.url]);
    stops.push(() => gateway.close());
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(base)).status);
    expect(statuses).toEqual(Array(6).fill(200));
    expect(other.seen).toHaveLength(6);
    expect(stopping.seen.length).toBeGreaterThan(0);
  });

  it('sends a write whose connection broke after it was sent to the other replica only with an Idempotency-Key', async () => {
    const [cutting, other] = [await replica(), await replica()];
    replicas = [cutting, other];
    cutting.behave = (req) => req.socket.destroy();
    const { gateway, base } = await gatewayFor([cutting.url, other.url]);
    stops.push(() => gateway.close());

    // Without a key: the write may have been carried out, so it is not sent again.
    const keyless = [];
    for (let i = 0; i < 4; i++) keyless.push((await post(base)).status);
    expect(keyless.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(cutting.seen.every((r) => r.key === undefined)).toBe(true);
    const cutKeyless = cutting.seen.length;
    expect(other.seen.length + cutKeyless).toBe(4);

    // With a key: sent again, to the other replica, with the same key.
    cutting.seen = [];
    other.seen = [];
    const keyed = [];
    for (let i = 0; i < 4; i++) keyed.push((await post(base, `key-${i}`)).status);
    expect(keyed).toEqual([200, 200, 200, 200]);
    expect(other.seen.map((r) => r.key)).toEqual(['key-0', 'key-1', 'key-2', 'key-3']);
    for (const cut of cutting.seen) expect(other.seen.map((r) => r.key)).toContain(cut.key);

    // A beacon's key, in the query string (sendBeacon cannot set headers): sent again as well.
    cutting.seen = [];
    other.seen = [];
    const beacons = [];
    for (let i = 0; i < 4; i++)
      beacons.push(
        (
          await fetch(`${base}/api/calculations/save?idempotency-key=beacon-${i}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'x' }),
          })
        ).status,
      );
    expect(beacons).toEqual([200, 200, 200, 200]);
    expect(other.seen.map((r) => r.url)).toEqual(
      [0, 1, 2, 3].map((i) => `/api/calculations/save?idempotency-key=beacon-${i}`),
    );
  });

  it('passes on a 503 without the draining header (a service that cannot serve) without trying again', async () => {
    const [down, other] = [await replica(), await replica()];
    replicas = [down, other];
    down.behave = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":"Service temporarily unavailable"}');
    };
    const { gateway, base } = await gatewayFor([down.url, other.url]);
    stops.push(() => gateway.close());
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${base}/api/calculations/this-month/u`)).status);
    expect(statuses.sort()).toEqual([200, 200, 503, 503]);
    expect(down.seen.length + other.seen.length).toBe(4);
  });

  it('takes a replica whose readiness fails out of rotation, and back once it passes', async () => {
    const [a, b] = [await replica(), await replica()];
    replicas = [a, b];
    const { gateway, base } = await gatewayFor([a.url, b.url], 100);
    stops.push(() => gateway.close());
    a.ready = false;
    await sleep(400);
    for (let i = 0; i < 10; i++) await (await fetch(`${base}/api/calculations/this-month/u`)).arrayBuffer();
    expect([a.seen.length, b.seen.length]).toEqual([0, 10]);
    a.ready = true;
    await sleep(400);
    for (let i = 0; i < 10; i++) await (await fetch(`${base}/api/calculations/this-month/u`)).arrayBuffer();
    expect(a.seen.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the last replica in rotation when all fail their readiness (it is tried anyway)', async () => {
    const [a, b] = [await replica(), await replica()];
    replicas = [a, b];
    const { gateway, base } = await gatewayFor([a.url, b.url], 100);
    stops.push(() => gateway.close());
    a.ready = false;
    b.ready = false;
    await sleep(400);
    expect((await fetch(`${base}/api/calculations/this-month/u`)).status).toBe(200);
  });
});
