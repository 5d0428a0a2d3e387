// Every route of docs/product/paths.md (each admin section, a published post and the 404 page), as a
// visitor, and what differs for a free user, a Pro user and the admin (`routes` below), at 1280 and 375 px:
// - axe-core finds no serious or critical WCAG 2.2 AA violation;
// - at 375 px no page is wider than the screen (a wide table or chart scrolls inside its own box).
// One sweep checks both, since most of a visit is waiting for the page's data.
import type { BrowserContext, Page } from 'playwright-core';
import { PUBLIC_PAGES } from '@takehome/contracts';
import { api } from '../support/api.js';
import { seriousViolations, type AxeFinding } from '../support/axe.js';
import { appReady, baseUrl, screenshot } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

const PHONE = 375;
const PASSWORD = 'accessible-2026';
const ADMIN = { email: 'admin@takehome.local', password: 'takehome-admin' };
const ADMIN_SECTIONS = ['overview', 'content', 'subscribers', 'analytics', 'settings', 'inbox'];

type Persona = 'signed out' | 'free' | 'pro' | 'admin';

const suite = browserWithAdmin();
let postPath = '';

/** The routes that show something of their own to each persona. */
const SIGNED_IN_ROUTES = ['/saved', '/analytics', '/subscribe', '/support', '/team', '/dashboard'];

/**
 * Every route once as a visitor; a signed-in persona visits the routes whose content depends on who is
 * signed in (the calculator's counter, the pricing page's current plan, the signed-in pages, the admin
 * area or its refusal). The pages that read the same for everyone (a post, the FAQ, the legal pages, …)
 * differ for them only in the header, which each of their routes shows.
 */
const routes = (persona: Persona) => {
  const everyone = ['/', '/calculator', '/pricing'];
  if (persona === 'signed out')
    return [...PUBLIC_PAGES, postPath, ...SIGNED_IN_ROUTES, '/dashboard/overview', '/no/such/page'];
  if (persona === 'admin')
    return [...everyone, '/saved', '/dashboard', ...ADMIN_SECTIONS.map((section) => `/dashboard/${section}`)];
  return [...everyone, ...SIGNED_IN_ROUTES, '/dashboard/overview'];
};

beforeAll(async () => {
  const published = await api<{ posts: Array<{ slug: string }> }>('/api/blog/posts?limit=1');
  let slug = published.body.posts?.[0]?.slug;
  if (!slug) {
    const created = await api<{ slug: string }>('/api/blog/posts', {
      token: suite.adminToken,
      body: {
        title: `Reading a union pay stub on a phone ${Date.now()}`,
        content: '<p>Every line of a union pay stub, from the hourly rate to the annuity, explained.</p>',
        category: 'Union Benefits',
        tags: ['union', 'pay stub'],
        published: true,
      },
    });
    expect(created.status).toBe(201);
    slug = created.body.slug;
  }
  postPath = `/blog/${slug}`;
});

async function personaContext(persona: Persona, width: number): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 812 },
    // axe is added as a script of the test's own; the page's policy admits only the site's scripts.
    bypassCSP: true,
  });
  if (persona === 'signed out') return context;
  if (persona === 'admin') {
    expect((await context.request.post('/api/auth/signin', { data: ADMIN })).status()).toBe(200);
    return context;
  }
  const signUp = await context.request.post('/api/auth/signup', {
    data: {
      email: `every-page-${persona}-${width}-${Date.now()}@example.com`,
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
      token: suite.adminToken,
    });
    expect(upgrade.status).toBe(200);
    // The refresh after the upgrade carries the new tier into this browser's session.
    expect((await context.request.post('/api/auth/refresh')).status()).toBe(200);
  }
  return context;
}

/** A route once it has settled: remote loaded, data read, no skeleton left (a busy page is checked anyway). */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await appReady(page);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
}

/** The outermost elements reaching past the right edge when the document is wider than the viewport. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (documentWidth <= viewport) return [];
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > viewport + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)))
      .slice(0, 5)
      .map((el) => `${el.outerHTML.slice(0, 120)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
    return [`document ${documentWidth} px wide in a ${viewport} px viewport`, ...culprits];
  });
}

interface Findings {
  axe: Record<string, AxeFinding[]>;
  tooWide: Record<string, string[]>;
}

async function sweep(persona: Persona, width: number): Promise<Findings> {
  const context = await personaContext(persona, width);
  const page = await context.newPage();
  const found: Findings = { axe: {}, tooWide: {} };
  const check = async (label: string) => {
    const violations = await seriousViolations(page);
    if (violations.length) found.axe[`${label} at ${width} px`] = violations;
    if (width !== PHONE) return;
    const wide = await overflow(page);
    if (wide.length) {
      found.tooWide[label] = wide;
      await screenshot(page, `too_wide_${persona.replace(' ', '_')}${label.replace(/\W+/g, '_')}`);
    }
  };
  try {
    for (const route of routes(persona)) {
      await visit(page, route);
      await check(route);
    }
    // The calculator with a result, and with the sign-in dialog open.
    await visit(page, '/');
    await page.getByRole('button', { name: /Calculate Pay/ }).click();
    await page.getByTestId('net-pay').waitFor();
    await check('/ (with a result)');
    if (persona === 'signed out') {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog').waitFor();
      await check('/ (sign-in dialog)');
    }
  } finally {
    await context.close();
  }
  return found;
}

// Both widths of a persona at once, in two contexts: two pages waiting side by side take little longer
// than one.
it.each<Persona>(['signed out', 'free', 'pro', 'admin'])(
  'every page, %s: no serious or critical WCAG 2.2 AA violation at 1280 or 375 px, none wider than a phone',
  async (persona) => {
    const [wide, phone] = await Promise.all([sweep(persona, 1280), sweep(persona, PHONE)]);
    const found = { axe: { ...wide.axe, ...phone.axe }, tooWide: phone.tooWide };
    if (Object.keys(found.axe).length || Object.keys(found.tooWide).length)
      console.warn(`${persona}:\n${JSON.stringify(found, null, 1)}`);
    expect(found).toEqual({ axe: {}, tooWide: {} });
  },
  300_000,
);
