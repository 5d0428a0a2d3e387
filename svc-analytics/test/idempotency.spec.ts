import { randomUUID } from 'node:crypto';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';

// A browser batch sent again with its Idempotency-Key (the gateway's retry after a broken connection,
// or beside its first try) is stored once, with the key, and answered alike.

let issuer: TestIssuer;
let svc: TestService;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

// sendBeacon cannot set headers: a beacon's batch carries its key in the query string.
it.each(['header', 'query string'])(
  'stores a batch once however often it is sent with its key (in the %s), and answers each time',
  async (where) => {
    const sessionId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const body = JSON.stringify({
      events: [{ name: 'page_view', sessionId, at: new Date().toISOString(), props: {} }],
    });
    const send = () =>
      fetch(`${svc.url}/api/analytics/events${where === 'header' ? '' : `?idempotency-key=${key}`}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(where === 'header' ? { 'idempotency-key': key } : {}) },
        body,
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    const answers = await Promise.all([send(), send(), send()]);
    answers.push(await send());
    expect(answers).toEqual(Array(4).fill({ status: 202, body: { accepted: 1 } }));
    const [{ n }] = await svc.app
      .get(DataSource)
      .query<Array<{ n: string }>>(`SELECT count(*) AS n FROM outbox WHERE envelope::text LIKE $1`, [`%${sessionId}%`]);
    expect(Number(n)).toBe(1);
  },
);
