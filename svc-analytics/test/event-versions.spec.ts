// Producers and consumers are deployed on their own (docs/adr/0015-additive-event-versions.md): svc-analytics of today takes
// calculation.saved as svc-calc of the previous release publishes it (version 1, no taxMode), as it
// is published today (version 2), and as a later svc-calc that added a field would (version 3).
import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS } from '@takehome/contracts';
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { handledCount, publish, sql, startAnalytics, waitForHandled } from './helpers.js';

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

const saved = (version: number, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'calculation.saved',
  version,
  occurredAt: new Date().toISOString(),
  producer: 'svc-calc',
  data: {
    userId: randomUUID(),
    calculationId: randomUUID(),
    grossPay: 1425,
    netPay: 1068.75,
    leftOver: 767.8,
    calculationDate: new Date().toISOString(),
    ...extra,
  },
});

it('counts calculation.saved of version N−1, N and an additive N+1, each once, none parked', async () => {
  expect(EVENT_VERSIONS['calculation.saved']).toBe(2);
  const before = await handledCount(svc);
  const [previous, current, next] = [
    saved(1),
    saved(2, { taxMode: 'w4' }),
    saved(3, { taxMode: 'flat', currency: 'USD' }),
  ];
  for (const event of [previous, current, next]) await publish(svc, event as Parameters<typeof publish>[1]);
  await waitForHandled(svc, before + 3);

  const rows = await sql<{ id: string; data: { taxMode?: string; currency?: string } }>(
    svc,
    'SELECT id, data FROM events WHERE id = ANY($1::uuid[])',
    [[previous.id, current.id, next.id]],
  );
  const taxMode = Object.fromEntries(rows.map((row) => [row.id, row.data.taxMode]));
  // Version 1 came upgraded (saves were flat-rate only then); version 3's addition is not kept.
  expect([taxMode[previous.id], taxMode[current.id], taxMode[next.id]]).toEqual(['flat', 'w4', 'flat']);
  expect(rows.find((row) => row.id === next.id)?.data.currency).toBeUndefined();
  const [{ count }] = await sql<{ count: number }>(svc, 'SELECT count(*)::int AS count FROM dead_letter');
  expect(count).toBe(0);
});
