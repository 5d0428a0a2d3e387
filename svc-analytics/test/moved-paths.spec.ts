// The svc-calc paths once under /api/analytics answer 308 to where they moved, so a front end
// of the previous release keeps working during a rolling deploy (docs/product/paths.md).
import { randomUUID } from 'node:crypto';
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { startAnalytics } from './helpers.js';

describe('moved paths under /api/analytics', () => {
  let issuer: TestIssuer;
  let svc: TestService;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    svc = await startAnalytics(issuer);
  });
  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
  });

  const ask = (method: string, path: string, body?: unknown) =>
    fetch(svc.url + path, {
      method,
      redirect: 'manual',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each(['GET', 'POST'])('%s calculator-usage answers 308 to /api/calculator-usage, query kept', async (method) => {
    const response = await ask(
      method,
      '/api/analytics/calculator-usage?sessionId=s-1',
      method === 'POST' ? {} : undefined,
    );
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/calculator-usage?sessionId=s-1');
  });

  it("a user's monthly summary answers 308 to svc-calc's path, time zone kept", async () => {
    const userId = randomUUID();
    const response = await ask('GET', `/api/analytics/${userId}?tz=America%2FChicago`);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`/api/calculations/monthly-summary/${userId}?tz=America%2FChicago`);
  });

  it("svc-analytics's own paths are not taken for a user id; anything else is a 404 with the error body", async () => {
    expect((await ask('GET', '/api/analytics/funnel-metrics')).status).toBe(401);
    const response = await ask('GET', '/api/analytics/not-a-user');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) as unknown });
  });
});
