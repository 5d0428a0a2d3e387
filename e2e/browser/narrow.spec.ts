// On a 375 px phone no page is wider than the screen — every route of docs/product/paths.md (and each
// admin section), signed out, signed in as a free user and as the admin. A wide table or chart must
// scroll inside its own box, never the whole page.
import type { BrowserContext, Page } from 'playwright-core';
import { PUBLIC_PAGES } from '@takehome/contracts';
import { adminAccessToken, api } from '../support/api.js';
import { appReady, openPage, screenshot } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

const WIDTH = 375;
/** Two dozen pages per test, each waited for until its data is in. */
const LONG = 300_000;
const ADMIN = { email: 'admin@takehome.local', password: 'takehome-admin' };
const ADMIN_SECTIONS = ['overview', 'content', 'subscribers', 'analytics', 'settings', 'inbox'];

const suite = browserWithAdmin();
let postPath = '';

/** Every route of docs/product/paths.md, a published post and the 404 page. */
const routes = () => [
  ...PUBLIC_PAGES,
  postPath,
  '/saved',
  '/analytics',
  '/subscribe',
  '/support',
  '/team',
  '/dashboard',
  ...ADMIN_SECTIONS.map((section) => `/dashboard/${section}`),
  '/no/such/page',
];

beforeAll(async () => {
  const token = await adminAccessToken();
  const published = await api<{ posts: Array<{ slug: string }> }>('/api/blog/posts?limit=1');
  let slug = published.body.posts?.[0]?.slug;
  if (!slug) {
    const created = await api<{ slug: string }>('/api/blog/posts', {
      token,
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

interface Overflow {
  path: string;
  documentWidth: number;
  viewport: number;
  /** The outermost elements that reach past the right edge, for the report. */
  culprits: string[];
}

/** Opens a route and waits for its content (remote loaded, data read) before it is measured. */
async function show(page: Page, path: string, signedIn: boolean) {
  await page.goto(path);
  await appReady(page);
  if (signedIn)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign Out' })
      .waitFor({ state: 'attached' });
  await page.locator('main h1, main h2').first().waitFor();
  // Figures arrive after the headings; skeletons have their own width. Busy pages are measured anyway.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
}

/** The document's width against the viewport's, and what sticks out when it is wider. */
async function measure(page: Page, path: string): Promise<Overflow> {
  return page.evaluate((path) => {
    const viewport = document.documentElement.clientWidth;
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > viewport + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)))
      .slice(0, 5)
      .map((el) => {
        const right = Math.round(el.getBoundingClientRect().right);
        return `${el.outerHTML.slice(0, 120)} (right edge ${right} px)`;
      });
    return { path, documentWidth, viewport, culprits };
  }, path);
}

async function overflowingPages(
  label: string,
  credentials: { email: string; password: string } | null,
): Promise<Array<Overflow>> {
  const { page, context } = await openPage(suite.browser, WIDTH, 812);
  try {
    if (credentials) await signIn(context, credentials);
    const wide: Overflow[] = [];
    for (const path of routes()) {
      await show(page, path, credentials !== null);
      const result = await measure(page, path);
      if (result.documentWidth > result.viewport) {
        wide.push(result);
        await screenshot(page, `narrow_${label}${path.replace(/\//g, '_')}`);
      }
    }
    return wide;
  } finally {
    await context.close();
  }
}

async function signIn(context: BrowserContext, credentials: { email: string; password: string }) {
  const response = await context.request.post('/api/auth/signin', { data: credentials });
  expect(response.status()).toBe(200);
}

describe(`every page at ${WIDTH} px`, () => {
  it(
    'is no wider than the screen for a visitor',
    async () => {
      expect(await overflowingPages('visitor', null)).toEqual([]);
    },
    LONG,
  );

  it(
    'is no wider than the screen for a signed-in free user',
    async () => {
      const credentials = { email: `narrow-${Date.now()}@example.com`, password: 'paycheck-375' };
      const signUp = await api('/api/auth/signup', { body: { ...credentials, firstName: 'Nora', lastName: 'Narrow' } });
      expect(signUp.status).toBe(201);
      expect(await overflowingPages('free', credentials)).toEqual([]);
    },
    LONG,
  );

  it(
    'is no wider than the screen for the admin',
    async () => {
      expect(await overflowingPages('admin', ADMIN)).toEqual([]);
    },
    LONG,
  );
});
