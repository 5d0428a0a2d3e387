import { randomUUID } from 'node:crypto';
import type { AbTestResult, FunnelEventInput, FunnelMetrics } from '@takehome/contracts';
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import {
  DAY_MS,
  envelope,
  getJson,
  handledCount,
  pageView,
  postEvents,
  publish,
  startAnalytics,
  waitForHandled,
} from './helpers.js';

const HOUR_MS = 60 * 60 * 1000;

/** The Monday of a time's UTC week, YYYY-MM-DD. */
const monday = (at: Date) => new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);

describe('funnel metrics from a hand-built set of events', () => {
  let issuer: TestIssuer;
  let svc: TestService;
  let admin: string;

  // Ten days ago at noon (UTC): T. Every time below is T plus or minus a few days.
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00Z');
  const T = new Date(today.getTime() - 10 * DAY_MS);
  const at = (days: number, hours = 0) => new Date(T.getTime() + days * DAY_MS + hours * HOUR_MS);
  const [s1, s2, s3, s4, s5, s6] = ['s1', 's2', 's3', 's4', 's5', 's6'].map((s) => `${s}-${randomUUID()}`);
  const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
  const ab = (name: string, sessionId: string, when: Date, variantId: string): FunnelEventInput => ({
    name: name as FunnelEventInput['name'],
    sessionId,
    at: when.toISOString(),
    props: { testId: 'email_capture_copy_test', variantId },
  });
  const calc = (sessionId: string, when: Date, userId: string | null = null) =>
    envelope(
      'calculation.recorded',
      { userId, sessionId, userType: userId ? 'user' : 'non-user', calculationType: 'paycheck', userAgent: null },
      when,
    );
  const upgrade = (userId: string, previousTier: 'free' | 'pro', tier: 'pro' | 'plus' | 'business', when: Date) =>
    envelope('user.upgraded', { userId, previousTier, tier, calculationsLimit: null, expiresAt: null }, when);
  const registered = (userId: string, when: Date) =>
    envelope(
      'user.registered',
      { userId, email: `${userId.slice(0, 8)}@example.com`, displayName: 'X', tier: 'free' },
      when,
    );

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    svc = await startAnalytics(issuer);
    admin = await issuer.adminToken();

    const browser: FunnelEventInput[] = [
      pageView(s1, at(0), { path: '/', utm_source: 'google' }),
      pageView(s1, at(2), { path: '/blog' }), // back within 7 days: retained
      pageView(s2, at(0), { referrer: 'https://www.reddit.com/r/unions' }),
      pageView(s3, at(1)),
      pageView(s3, at(9)), // back 8 days after its first day: not retained
      pageView(s5, at(0), { source: 'twitter' }),
      pageView(s6, at(0, 1), { referrer: 'https://bing.com/' }),
      ab('ab_assigned', s1, at(0), 'control'),
      ab('ab_impression', s1, at(0), 'control'),
      ab('ab_conversion', s1, at(0, 1), 'control'),
      ab('ab_impression', s2, at(0), 'variant_a'),
      ab('ab_impression', s3, at(1), 'variant_a'),
      ab('ab_impression', s3, at(1, 0.25), 'variant_a'), // the same visitor again: one impression
      ab('ab_conversion', s6, at(0, 1.25), 'control'), // never shown the variant: not a conversion
      { name: 'email_capture_shown', sessionId: s1, at: at(0).toISOString(), props: { trigger: 'value_recognition' } },
      {
        name: 'email_capture_captured',
        sessionId: s1,
        at: at(0).toISOString(),
        props: { trigger: 'value_recognition' },
      },
      pageView(s2, at(0, 1), { path: '/pricing' }), // a second visit an hour later, the same day: retained
    ];
    // s2 signs in to u2's account (the token's user, never the body's).
    const signedIn: FunnelEventInput[] = [pageView(s2, at(1, 0.1), { path: '/saved' })];
    const server = [
      calc(s1, at(0)),
      calc(s1, at(0, 1)),
      calc(s1, at(0, 2)),
      calc(s2, at(0)),
      calc(s3, at(1)),
      // 24 minutes after the first: whichever consumer runs first, no 30-minute gap in s3's first day.
      calc(s3, at(1, 0.4)),
      calc(s4, at(3), u1),
      calc(s4, at(3, 0.4), u1),
      envelope(
        'subscriber.created',
        { subscriberId: randomUUID(), email: 'a@example.com', source: 'calculator' },
        at(0),
      ),
      envelope(
        'subscriber.created',
        { subscriberId: randomUUID(), email: 'b@example.com', source: 'newsletter' },
        at(-40),
      ),
      registered(u1, at(0)),
      registered(u2, at(1)),
      registered(u3, at(-40)),
      upgrade(u1, 'free', 'pro', at(3)),
      upgrade(u3, 'free', 'pro', at(2)),
      upgrade(u2, 'free', 'plus', at(4)), // plus is not a paid-pro stage tier
      upgrade(u1, 'pro', 'business', at(5)), // already paid: not another upgrade
      // Accounts made without a visit the site's tracker saw (API clients, other devices): not the funnel's visitors.
      ...Array.from({ length: 7 }, () => registered(randomUUID(), at(1))),
    ];
    expect((await postEvents(svc, browser)).status).toBe(202);
    expect((await postEvents(svc, signedIn, await issuer.token({ sub: u2 }))).status).toBe(202);
    for (const event of server) await publish(svc, event);
    await waitForHandled(svc, browser.length + signedIn.length + server.length);

    // Arriving late and out of order: s5 was first seen 40 days before T (outside the window),
    // and s6's earliest page view, an hour before its other activity, came from google, not bing.
    const late = [pageView(s5, at(-40), { source: 'facebook' }), pageView(s6, at(0), { source: 'google' })];
    expect((await postEvents(svc, late)).status).toBe(202);
    await waitForHandled(svc, browser.length + signedIn.length + server.length + late.length);
  });
  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
  });

  it('equals the hand-computed funnel over the last 30 days', async () => {
    // Visitors first seen in the window: s1, s2, s6 (T), s3 (T+1), s4 (T+3); s5 is 40 days older.
    // Came back on a later visit within 7 days: s1 (two days later), s2 (an hour later) and s6 (its late
    // page view at T was an hour before the rest of its activity, whatever order they arrived in). Calculations
    // 3 + 1 + 2 + 2 = 8 by 4 calculating visitors. Each stage is a part of the one before (docs/product/funnel.md):
    // an email from s1, s2 and s4 (both signed in); accounts s2 (u2) and s4 (u1); paid s4 (u1 is pro).
    // The 7 accounts registered without a visit are no part of the funnel (they made 180% before).
    const { status, body } = await getJson<FunnelMetrics>(svc, '/api/analytics/funnel-metrics', admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      days: 30,
      totalVisitors: 5,
      emailCaptureRate: 60,
      signupConversionRate: 66.67,
      upgradeConversionRate: 50,
      retentionRate: 60,
      averageCalculationsPerUser: 2,
      topTrafficSources: [
        { source: 'google', visitors: 2 },
        { source: 'direct', visitors: 1 },
        { source: 'reddit.com', visitors: 1 },
        { source: 'unknown', visitors: 1 },
      ],
      conversionByStage: [
        { stage: 'anonymous', rate: 100, conversions: 5, visitors: 5 },
        { stage: 'email_subscriber', rate: 60, conversions: 3, visitors: 5 },
        { stage: 'free_account', rate: 66.67, conversions: 2, visitors: 3 },
        { stage: 'paid_pro', rate: 50, conversions: 1, visitors: 2 },
      ],
    });

    // Weekly: visitors by first day (3 at T, 1 at T+1, 1 at T+3), signups (T, T+1), upgrades (u3 T+2, u1 T+3).
    const expected = new Map<string, { visitors: number; signups: number; upgrades: number }>();
    const add = (when: Date, field: 'visitors' | 'signups' | 'upgrades', n = 1) => {
      const week = expected.get(monday(when)) ?? { visitors: 0, signups: 0, upgrades: 0 };
      week[field] += n;
      expected.set(monday(when), week);
    };
    add(at(0), 'visitors', 3);
    add(at(1), 'visitors');
    add(at(3), 'visitors');
    add(at(0), 'signups');
    add(at(1), 'signups', 8);
    add(at(2), 'upgrades');
    add(at(3), 'upgrades');
    const weeks = body.weeklyTrends;
    expect(weeks[0].week).toBe(monday(new Date(today.getTime() - 29 * DAY_MS)));
    expect(weeks.at(-1)!.week).toBe(monday(today));
    for (const week of weeks)
      expect(week).toEqual({
        week: week.week,
        ...(expected.get(week.week) ?? { visitors: 0, signups: 0, upgrades: 0 }),
      });
    expect(weeks.reduce((sum, w) => sum + w.visitors + w.signups + w.upgrades, 0)).toBe(16);
    for (const stage of body.conversionByStage) expect(stage.rate).toBeLessThanOrEqual(100);
  });

  it('counts A/B impressions and conversions per visitor, with the z-test confidence', async () => {
    // control: s1 shown and converted (1 of 1); variant_a: s2 and s3 shown, none converted (0 of 2).
    // Pooled p̂ = 1/3, SE = √(1/3 · 2/3 · (1/1 + 1/2)) = 0.57735, z = 1.7321, two-sided p = 0.0833.
    const { status, body } = await getJson<AbTestResult[]>(svc, '/api/analytics/ab-test-results', admin);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        testId: 'email_capture_copy_test',
        testName: 'Email capture copy',
        minimumSampleSize: 200,
        confidence: 91.67,
        winner: null,
        variants: [
          { id: 'control', name: 'Control', rate: 100, conversions: 1, impressions: 1 },
          { id: 'variant_a', name: 'Variant A', rate: 0, conversions: 0, impressions: 2 },
        ],
      },
      {
        testId: 'upgrade_prompt_timing_test',
        testName: 'Upgrade prompt timing',
        minimumSampleSize: 300,
        confidence: 0,
        winner: null,
        variants: [
          { id: 'control', name: 'At limit', rate: 0, conversions: 0, impressions: 0 },
          { id: 'variant_a', name: '80 percent', rate: 0, conversions: 0, impressions: 0 },
          { id: 'variant_b', name: 'Fifth calculation', rate: 0, conversions: 0, impressions: 0 },
        ],
      },
    ]);
    expect((await getJson<FunnelMetrics>(svc, '/api/analytics/funnel-metrics', admin)).body.abTestResults).toEqual(
      body,
    );
  });

  it('widens with ?days and raises no issue on so little data', async () => {
    const wide = (await getJson<FunnelMetrics>(svc, '/api/analytics/funnel-metrics?days=60', admin)).body;
    // s5 (first seen T−40, from facebook) joins; u3 and the second email came without a visit.
    expect(wide).toMatchObject({
      days: 60,
      totalVisitors: 6,
      emailCaptureRate: 50,
      signupConversionRate: 66.67,
      upgradeConversionRate: 50,
    });
    expect(wide.topTrafficSources).toContainEqual({ source: 'facebook', visitors: 1 });
    expect(wide.topTrafficSources).not.toContainEqual(expect.objectContaining({ source: 'twitter' }));
    expect(await getJson(svc, '/api/analytics/funnel-issues', admin)).toEqual({ status: 200, body: [] });
    expect(await handledCount(svc)).toBe(44);
  });
});
