import { randomUUID } from 'node:crypto';
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DAY_MS, pageView, postEvents, sql, startAnalytics, waitForHandled } from './helpers.js';

describe('POST /api/analytics/events', () => {
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

  it('accepts a batch (202), takes the user from the token, never from the body, and streams it', async () => {
    const userId = randomUUID();
    const token = await issuer.token({ sub: userId });
    const sessionId = randomUUID();
    const past = new Date(Date.now() - DAY_MS);
    const future = new Date(Date.now() + 2 * 60 * 1000);
    const events = [
      { ...pageView(sessionId, past, { path: '/', utm_source: 'google' }), userId: randomUUID() },
      {
        name: 'ab_impression',
        sessionId,
        at: future.toISOString(),
        props: { testId: 'email_capture_copy_test', variantId: 'variant_a' },
      },
    ];
    expect(await postEvents(svc, events, token)).toEqual({ status: 202, body: { accepted: 2 } });
    expect(await postEvents(svc, [pageView(randomUUID(), new Date(past.getTime() + 1000))])).toEqual({
      status: 202,
      body: { accepted: 1 },
    });

    await waitForHandled(svc, 3);
    const rows = await sql<{ type: string; user_id: string | null; occurred_at: Date; session_id: string }>(
      svc,
      'SELECT type, user_id, occurred_at, session_id FROM events ORDER BY occurred_at',
    );
    expect(rows.map((r) => [r.type, r.user_id])).toEqual([
      ['funnel.page_view', userId],
      ['funnel.page_view', null],
      ['funnel.ab_impression', userId],
    ]);
    expect(rows[0].occurred_at.toISOString()).toBe(past.toISOString());
    // A time ahead of the server's clock is stored as the time of arrival.
    expect(rows[2].occurred_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('answers 400 naming the index of the bad event', async () => {
    const good = pageView(randomUUID(), new Date());
    expect(await postEvents(svc, [good, good, good, { ...good, name: 'page_viewed' }])).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^events\[3\]\.name: /) as unknown },
    });
    expect(await postEvents(svc, [good, { ...good, at: 'yesterday' }])).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^events\[1\]\.at: /) as unknown },
    });
    expect(await postEvents(svc, [{ ...good, props: { nested: { no: true } } }])).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^events\[0\]\.props\.nested: /) as unknown },
    });
    expect(
      await postEvents(svc, [
        good,
        { ...good, name: 'ab_conversion', props: { testId: 'email_capture_copy_test', variantId: 'variant_z' } },
      ]),
    ).toEqual({
      status: 400,
      body: { error: 'events[1].props: testId and variantId must name a variant of a running A/B test' },
    });
    expect(await postEvents(svc, [{ ...good, extra: 1 }])).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^events\[0\]: .*extra/) as unknown },
    });
  });

  it('answers 400 for more than 50 events, an empty batch or a body without events', async () => {
    const batch = Array.from({ length: 51 }, () => pageView(randomUUID(), new Date()));
    expect(await postEvents(svc, batch)).toEqual({
      status: 400,
      body: { error: 'events: at most 50 events per batch' },
    });
    expect(await postEvents(svc, batch.slice(0, 50))).toEqual({ status: 202, body: { accepted: 50 } });
    expect(await postEvents(svc, [])).toEqual({ status: 400, body: { error: 'events: send at least one event' } });
    expect((await postEvents(svc, { event: [] })).status).toBe(400);
  });

  it('refuses an invalid token instead of treating the caller as anonymous', async () => {
    const expired = await issuer.token({}, { expiresIn: -10 });
    expect((await postEvents(svc, [pageView(randomUUID(), new Date())], expired)).status).toBe(401);
  });

  it('refuses a token whose subject is not a user id, and stores nothing of its batch', async () => {
    const before = await sql<{ n: number }>(svc, 'SELECT count(*)::int AS n FROM outbox');
    const token = await issuer.token({ sub: 'not-a-uuid' });
    expect(await postEvents(svc, [pageView(randomUUID(), new Date())], token)).toEqual({
      status: 401,
      body: { error: 'The token does not name a user' },
    });
    expect(await sql<{ n: number }>(svc, 'SELECT count(*)::int AS n FROM outbox')).toEqual(before);
  });
});
