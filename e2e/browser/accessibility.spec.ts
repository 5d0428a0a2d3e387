import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminAccessToken, api } from '../support/api.js';
import { seriousViolations, type AxeFinding } from '../support/axe.js';
import { appReady, baseUrl, launchBrowser } from '../support/browser.js';

// axe-core in Chromium on every route of the route table (and the 404 page), as a visitor, a free user,
// a Pro user and an admin, at 1280 and 375 px: no serious or critical WCAG 2.2 AA violation.

const PASSWORD = 'accessible-2026';
const PUBLIC_ROUTES = [
  '/',
  '/calculator',
  '/blog',
  '/blog/how-to-read-your-pay-stub-line-by-line',
  '/content',
  '/faq',
  '/pricing',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/support',
  '/no/such/page',
];
const SIGNED_IN_ROUTES = ['/saved', '/analytics', '/subscribe', '/team'];
const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/content',
  '/dashboard/subscribers',
  '/dashboard/analytics',
  '/dashboard/settings',
  '/dashboard/inbox',
];
const ALL_ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...DASHBOARD_ROUTES];

type Persona = 'signed out' | 'free' | 'pro' | 'admin';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminAccessToken();
});
afterAll(async () => browser?.close());

async function personaContext(persona: Persona, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 800 },
    // axe is added as a script of the test's own; the page's policy admits only the site's scripts.
    bypassCSP: true,
  });
  if (persona === 'signed out') return context;
  if (persona === 'admin') {
    const signIn = await context.request.post('/api/auth/signin', {
      data: { email: 'admin@takehome.local', password: 'takehome-admin' },
    });
    expect(signIn.status()).toBe(200);
    return context;
  }
  const signUp = await context.request.post('/api/auth/signup', {
    data: {
      email: `a11y-${persona}-${width}-${Date.now()}@example.com`,
      password: PASSWORD,
      firstName: 'Ally',
      lastName: 'Access',
    },
  });
  expect(signUp.status()).toBe(201);
  const { user } = (await signUp.json()) as { user: { id: string } };
  if (persona === 'pro') {
    const upgrade = await api(`/api/admin/users/${user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: adminToken,
    });
    expect(upgrade.status).toBe(200);
    // The refresh after the upgrade carries the new tier into this browser's session.
    expect((await context.request.post('/api/auth/refresh')).status()).toBe(200);
  }
  return context;
}

/** A route once it has settled: its data loaded and nothing still arriving. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await appReady(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

describe.each([1280, 375])('accessibility at %i px', (width) => {
  it.each<Persona>(['signed out', 'free', 'pro', 'admin'])(
    'has no serious or critical WCAG 2.2 AA violation on any route, %s',
    async (persona) => {
      const context = await personaContext(persona, width);
      const page = await context.newPage();
      const found: Record<string, AxeFinding[]> = {};
      for (const route of ALL_ROUTES) {
        await visit(page, route);
        const violations = await seriousViolations(page);
        if (violations.length) found[route] = violations;
      }
      // The calculator with a result, and with the sign-in dialog open.
      await visit(page, '/');
      await page.getByRole('button', { name: /Calculate Pay/ }).click();
      await page.getByTestId('net-pay').waitFor();
      const withResult = await seriousViolations(page);
      if (withResult.length) found['/ (with a result)'] = withResult;
      if (persona === 'signed out') {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('dialog').waitFor();
        const dialog = await seriousViolations(page);
        if (dialog.length) found['/ (sign-in dialog)'] = dialog;
      }
      await context.close();
      if (Object.keys(found).length) console.warn(`${persona} at ${width} px:\n${JSON.stringify(found, null, 1)}`);
      expect(found).toEqual({});
    },
    240_000,
  );
});
