// A service that is told to stop (SIGTERM from an orchestrator or a rolling restart) says so on its
// readiness at once, goes on serving while balancers notice, then stops taking connections, answers a
// request that still arrives on a kept-alive connection with the draining 503, finishes what is in
// flight, and only then closes its pools.
import { request as httpRequest, Agent, type Server } from 'node:http';
import { DataSource } from 'typeorm';
import { DRAINING_HEADER, gracefulStop, InFlight, ShutdownState } from '../src/index.js';
import { startTestService, TestIssuer, type TestService } from '../src/testing/index.js';
import { fixtureService } from './fixture-service.js';

let issuer: TestIssuer;
let service: TestService;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  service = await startTestService(fixtureService, { issuer });
});
afterAll(async () => {
  await service?.close().catch(() => undefined);
  await issuer?.close();
});

/** One request on `agent` (kept-alive connections): status, draining header, body. */
function get(path: string, agent: Agent): Promise<{ status: number; draining?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${service.url}${path}`, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, draining: res.headers[DRAINING_HEADER] as string | undefined, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it('turns readiness 503 first, serves during the drain, refuses after it, finishes what is in flight, then closes', async () => {
  const server = service.app.getHttpServer() as Server;
  const inFlight = new InFlight(server);
  const state = service.app.get(ShutdownState);
  const lines: string[] = [];
  const stop = gracefulStop(service.app, server, inFlight, state, { drainMs: 600, log: (line) => lines.push(line) });
  const kept = new Agent({ keepAlive: true, maxSockets: 1 });
  const slowAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get('/t/public', kept)).status).toBe(200);

  const slow = get('/t/slow?ms=1500', slowAgent);
  // Busy when the listener closes, idle again (and kept) while the slow one is still in flight.
  const shorter = get('/t/slow?ms=900', kept);
  await new Promise((r) => setTimeout(r, 100));
  const stopped = stop('SIGTERM');
  let closedAt = 0;
  void stopped.then(() => (closedAt = Date.now()));

  // Draining: readiness 503 at once, requests still served.
  const ready = await fetch(`${service.internalUrl}/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'down', draining: true });
  const other = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get('/t/public', other)).status).toBe(200);
  other.destroy();

  // After the drain: a request on a kept-alive connection gets the draining 503 and the connection
  // is closed; a new connection is refused.
  expect((await shorter).status).toBe(200);
  const refused = await get('/t/public', kept);
  expect(refused).toMatchObject({ status: 503, draining: '1' });
  expect(JSON.parse(refused.body)).toEqual({ error: 'This replica is shutting down' });
  await expect(fetch(`${service.url}/t/public`)).rejects.toThrow();

  // The request in flight is answered in full, and only after it the pools close.
  const slowAnswer = await slow;
  const answeredAt = Date.now();
  expect(slowAnswer).toMatchObject({ status: 200, body: '{"done":true}' });
  await stopped;
  expect(closedAt).toBeGreaterThanOrEqual(answeredAt);
  expect(service.app.get(DataSource).isInitialized).toBe(false);
  expect(lines).toEqual([]);
  kept.destroy();
  slowAgent.destroy();
}, 30_000);
