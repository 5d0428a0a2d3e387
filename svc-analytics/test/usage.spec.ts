import { randomUUID } from 'node:crypto';
import type { UsageSummary } from '@takehome/contracts';
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DAY_MS, envelope, getJson, publish, sql, startAnalytics, streamMessages, waitUntil } from './helpers.js';

const calculation = (userId: string | null, at = new Date()) =>
  envelope(
    'calculation.recorded',
    {
      userId,
      sessionId: randomUUID(),
      userType: userId ? 'user' : 'non-user',
      calculationType: 'paycheck',
      userAgent: 'jest',
    },
    at,
  );

describe('usage summary, redelivery and access', () => {
  let issuer: TestIssuer;
  let svc: TestService;
  const alice = randomUUID();
  const bob = randomUUID();

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    svc = await startAnalytics(issuer);
  });
  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
  });

  /** Waits until the event is in the inbox: the consumer has handled everything published before it. */
  const handled = (id: string) =>
    waitUntil(
      async () => (await sql(svc, 'SELECT 1 FROM inbox WHERE event_id = $1', [id])).length > 0,
      20_000,
      `event ${id}`,
    );

  it('counts the same event delivered twice once', async () => {
    const twice = calculation(null);
    const funnelTwice = envelope('funnel.*', {
      name: 'feature_used',
      sessionId: randomUUID(),
      userId: null,
      at: new Date().toISOString(),
      props: { feature: 'export' },
    });
    // Different msgIDs get past JetStream's de-duplication, as a re-publish after a crash would.
    await publish(svc, twice, `${twice.id}-1`);
    await publish(svc, twice, `${twice.id}-2`);
    await publish(svc, funnelTwice, `${funnelTwice.id}-1`);
    await publish(svc, funnelTwice, `${funnelTwice.id}-2`);
    const calcAfter = calculation(null);
    const funnelAfter = envelope('funnel.*', { ...funnelTwice.data, name: 'blog_post_read', props: { slug: 'x' } });
    await publish(svc, calcAfter);
    await publish(svc, funnelAfter);
    await handled(calcAfter.id);
    await handled(funnelAfter.id);
    expect(await streamMessages(svc)).toBe(6);

    const counts = await sql<{ metric: string; dimension: string; value: string }>(
      svc,
      `SELECT metric, dimension, SUM(value) AS value FROM daily_counts
        WHERE metric IN ('calculations', 'funnel_events', 'visitors') GROUP BY metric, dimension ORDER BY metric, dimension`,
    );
    expect(counts.map((c) => [c.metric, c.dimension, Number(c.value)])).toEqual([
      ['calculations', 'non-user', 2],
      ['funnel_events', 'blog_post_read', 1],
      ['funnel_events', 'feature_used', 1],
      ['visitors', '', 3],
    ]);
    expect(await sql(svc, 'SELECT id FROM events WHERE id = ANY($1)', [[twice.id, funnelTwice.id]])).toHaveLength(2);
  });

  it('splits the usage summary into user and non-user, for everyone and for one user', async () => {
    const events = [
      calculation(alice),
      calculation(alice),
      calculation(alice, new Date(Date.now() - 40 * DAY_MS)),
      calculation(bob),
      calculation(null),
    ];
    for (const event of events) await publish(svc, event);
    await handled(events.at(-1)!.id);
    await waitUntil(
      async () =>
        (await sql(svc, 'SELECT 1 FROM inbox WHERE event_id = ANY($1)', [events.map((e) => e.id)])).length ===
        events.length,
    );

    // Everyone: the two non-user calculations of the previous test, one more now, and four users'.
    const now = { total: 6, user: 3, nonUser: 3 };
    const everyone = await getJson(svc, '/api/analytics/calculator-usage/admin', await issuer.adminToken());
    expect(everyone).toEqual({
      status: 200,
      body: {
        total: { total: 7, user: 4, nonUser: 3 },
        today: now,
        thisWeek: now,
        thisMonth: now,
        userTypeBreakdown: [
          { userType: 'user', count: 4, percentage: 57.14 },
          { userType: 'non-user', count: 3, percentage: 42.86 },
        ],
      },
    });

    const own = await getJson(svc, `/api/analytics/calculator-usage/${alice}`, await issuer.token({ sub: alice }));
    const aliceNow = { total: 2, user: 2, nonUser: 0 };
    expect(own).toEqual({
      status: 200,
      body: {
        total: { total: 3, user: 3, nonUser: 0 },
        today: aliceNow,
        thisWeek: aliceNow,
        thisMonth: aliceNow,
        userTypeBreakdown: [
          { userType: 'user', count: 3, percentage: 100 },
          { userType: 'non-user', count: 0, percentage: 0 },
        ],
      },
    });
    const byAdmin = await getJson<UsageSummary>(
      svc,
      `/api/analytics/calculator-usage/${bob}`,
      await issuer.adminToken(),
    );
    expect(byAdmin.body.total).toEqual({ total: 1, user: 1, nonUser: 0 });
  });

  it('answers 403 to non-admins on admin reads and on another user, 401 without a token, 400 for a bad id', async () => {
    const aliceToken = await issuer.token({ sub: alice, tier: 'pro' });
    for (const path of [
      '/api/analytics/calculator-usage/admin',
      `/api/analytics/calculator-usage/${bob}`,
      '/api/analytics/funnel-metrics',
      '/api/analytics/ab-test-results',
      '/api/analytics/funnel-issues',
    ]) {
      expect({ path, ...(await getJson(svc, path, aliceToken)) }).toEqual({
        path,
        status: 403,
        body: { error: expect.any(String) as unknown },
      });
      expect({ path, status: (await getJson(svc, path)).status }).toEqual({ path, status: 401 });
    }
    expect(await getJson(svc, '/api/analytics/calculator-usage/admin', aliceToken)).toEqual({
      status: 403,
      body: { error: 'Admin access required' },
    });
    expect(await getJson(svc, `/api/analytics/calculator-usage/${bob}`, aliceToken)).toEqual({
      status: 403,
      body: { error: 'Access denied' },
    });
    expect(await getJson(svc, '/api/analytics/calculator-usage/not-a-user', aliceToken)).toEqual({
      status: 400,
      body: { error: 'must be a user id or "admin"' },
    });
    expect((await getJson(svc, '/api/analytics/funnel-metrics?days=0', await issuer.adminToken())).status).toBe(400);
    expect((await getJson(svc, '/api/analytics/funnel-metrics?days=7&x=1', await issuer.adminToken())).status).toBe(
      400,
    );
  });
});
