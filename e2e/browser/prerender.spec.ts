import type { BlogPost, BlogPostListResponse } from '@takehome/contracts';
import type { Page } from 'playwright-core';
import { api, eventually } from '../support/api.js';
import { baseUrl, openPage, screenshot } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

// The public pages paint without JavaScript (rendered on the server with React's server
// APIs), the browser hydrates that markup without a flash, a shift or a mismatch, and a post's page is
// rendered again when posts change.

const suite = browserWithAdmin();

/** The page as sent to an anonymous visitor, before any script runs. */
const pageHtml = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();

/** Holds the app's entry script back until `release()`, so the server's markup is on screen for certain meanwhile. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Layout shifts and LCP entries, recorded from the first byte. */
async function recordVitals(page: Page) {
  await page.addInitScript(() => {
    const vitals = { shifts: [] as number[], lcp: [] as string[] };
    (window as unknown as { vitals: typeof vitals }).vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        vitals.lcp.push((entry as PerformanceEntry & { element?: Element }).element?.textContent?.slice(0, 40) ?? '');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

describe('server-rendered public pages', () => {
  it('shows the blog and a post with JavaScript turned off', async () => {
    const { posts } = (await api<BlogPostListResponse>('/api/blog/posts?limit=3')).body;
    const context = await suite.browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();

    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'TakeHome Blog' }).waitFor();
    for (const post of posts) await page.getByRole('heading', { name: post.title }).first().waitFor();
    await expect(page.title()).resolves.toMatch(/Blog/);
    await screenshot(page, 'prerender_blog_without_js_390');

    const post = (await api<BlogPost>(`/api/blog/posts/${posts[0].slug}`)).body;
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    const firstWords = post.content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await expect(page.locator('article').first().textContent()).resolves.toContain(firstWords);
    await screenshot(page, 'prerender_post_without_js_390');
    await context.close();
  });

  /** Each public page: the server's markup first, then React adopts it (hydration) without a shift or an error. */
  const PAGES = ['/', '/blog', 'a post', '/faq', '/pricing'];

  it.each(PAGES)(
    '%s: the browser hydrates the server-rendered page without a flash, a shift or an error',
    async (name) => {
      const path =
        name === 'a post'
          ? `/blog/${(await api<BlogPostListResponse>('/api/blog/posts?limit=1')).body.posts[0].slug}`
          : name;
      const { page, context, errors } = await openPage(suite.browser, 390, 844);
      await recordVitals(page);
      const release = await holdApp(page);
      await page.goto(path);
      // Before any of the app's code runs: the server's markup, in #root and shown.
      const heading = await page.locator('#root h1').first().textContent();
      expect(heading).toBeTruthy();
      await expect(page.locator('#root').isVisible()).resolves.toBe(true);
      await page.evaluate(() => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
      });
      release();

      await page.locator('#root[data-settled]').waitFor({ state: 'attached' });
      const hydration = await page.evaluate(() => {
        const server = (window as unknown as { serverHeading: Element }).serverHeading;
        const now = document.querySelector('#root h1');
        return {
          // Hydration adopts the server's elements; a client render would have put new ones in their place.
          sameElement: server === now,
          // React keeps its fiber on every element it took in hand.
          reactOwnsIt: Object.keys(now ?? {}).some((key) => key.startsWith('__reactFiber$')),
          recoveredError: document.getElementById('root')?.dataset.hydrationError ?? null,
          // React's production build neither reports nor fixes an attribute that differs from the server's:
          // compare the ones the two renders could disagree on (styled-components' classes, useId's ids).
          differingAttributes: [...document.querySelectorAll('#root *')].flatMap((element) => {
            const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
            if (!key) return [];
            const props = (element as unknown as Record<string, Record<string, unknown>>)[key];
            const compared: [string, string][] = [
              ['className', 'class'],
              ['id', 'id'],
              ['htmlFor', 'for'],
              ['aria-labelledby', 'aria-labelledby'],
              ['aria-controls', 'aria-controls'],
            ];
            return compared.flatMap(([prop, attribute]) => {
              const value = props[prop] as string | number | boolean | null | undefined;
              const browser = value === undefined || value === null ? null : String(value);
              const server = element.getAttribute(attribute);
              return browser === server
                ? []
                : [`${element.tagName} ${attribute}: ${String(server)} / ${String(browser)}`];
            });
          }),
        };
      });
      expect(hydration).toEqual({
        sameElement: true,
        reactOwnsIt: true,
        recoveredError: null,
        differingAttributes: [],
      });
      await expect(page.locator('#root h1').first().textContent()).resolves.toBe(heading);
      // The frame is live: its Sign In button opens the dialog.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog').waitFor();
      const vitals = await page.evaluate(
        () => (window as unknown as { vitals: { shifts: number[]; lcp: string[] } }).vitals,
      );
      expect(vitals.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      await screenshot(page, `prerender_hydrated${name.replace(/\W+/g, '_')}_390`);
      // No hydration mismatch, no CSP violation (both are console errors), nothing thrown.
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("hydrates a returning visitor's calculator without a mismatch, then shows what is the visitor's own", async () => {
    const { page, context, errors } = await openPage(suite.browser);
    // What eight calculations leave in this browser: the calculator now offers the email capture, which
    // the server (a first visit's page) cannot know of.
    await page.addInitScript(() => {
      if (!localStorage.getItem('takehome.funnel'))
        localStorage.setItem('takehome.funnel', JSON.stringify({ calculationCount: 8 }));
    });
    await page.goto('/');
    await page.locator('#root[data-settled]').waitFor({ state: 'attached' });
    await page.getByRole('complementary', { name: 'GET TIPS' }).getByLabel('Email address').waitFor();

    await expect(
      page.evaluate(() => document.getElementById('root')?.dataset.hydrationError ?? null),
    ).resolves.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the app a click and typing made on the server markup before it hydrated', async () => {
    const { page, context, errors } = await openPage(suite.browser);
    // The app's entry is held back until the visitor has typed and clicked.
    const release = await holdApp(page);
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzznothing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    release();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).resolves.toBe('zzznothing');
    await page.getByText('No articles found').waitFor();
    await expect(
      page.evaluate(() => document.getElementById('root')?.dataset.hydrationError ?? null),
    ).resolves.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the plain app, not the server render, to a browser that may be signed in', async () => {
    const { page, context } = await openPage(suite.browser);
    const response = await context.request.post(`${baseUrl()}/api/auth/signup`, {
      data: {
        email: `prerender-${Date.now()}@example.com`,
        password: 'paycheck-2026',
        firstName: 'Sam',
        lastName: 'Reader',
      },
    });
    expect(response.status()).toBe(201);
    await page.goto('/faq');
    await expect(page.evaluate(() => Boolean(document.getElementById('server-data')))).resolves.toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Sam Reader').waitFor();
    await context.close();
  });

  it('renders a newly published post within seconds, without counting the render as a view, and drops it when withdrawn', async () => {
    const title = `Prerendered overtime notes ${Date.now()}`;
    const created = await api<BlogPost>('/api/blog/posts', {
      token: suite.adminToken,
      body: {
        title,
        content: '<p>Overtime after forty hours is paid at time and a half.</p>',
        category: 'Overtime',
        published: true,
      },
    });
    expect(created.status).toBe(201);
    const path = `/blog/${created.body.slug}`;

    const drawn = await eventually(
      () => pageHtml(path),
      (html) => html.includes('id="server-data"'),
      30_000,
    );
    // The article in the page's markup, for crawlers and for phones before any script has run.
    const rootMarkup = drawn.slice(drawn.indexOf('<div id="root">'));
    expect(rootMarkup).toContain(title);
    expect(rootMarkup).toContain('Overtime after forty hours is paid at time and a half.');
    const listed = await eventually(
      () => pageHtml('/blog'),
      (html) => html.includes(title),
      30_000,
    );
    expect(listed).toContain(title);

    const asAdmin = await api<BlogPostListResponse>(`/api/blog/posts?q=${encodeURIComponent(title)}`, {
      token: suite.adminToken,
    });
    expect(asAdmin.body.posts.find((post) => post.slug === created.body.slug)?.views).toBe(0);

    // A visitor's hydrated page counts as a view, though its post came with the page.
    const { page, context, errors } = await openPage(suite.browser);
    await page.goto(path);
    await page.locator('#root[data-settled]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const viewed = await eventually(
      () => api<BlogPostListResponse>(`/api/blog/posts?q=${encodeURIComponent(title)}`, { token: suite.adminToken }),
      (answer) => answer.body.posts.find((post) => post.slug === created.body.slug)?.views === 1,
      10_000,
    );
    expect(viewed.body.posts.find((post) => post.slug === created.body.slug)?.views).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const withdrawn = await api(`/api/blog/posts/${created.body.id}`, {
      method: 'PUT',
      token: suite.adminToken,
      body: { published: false },
    });
    expect(withdrawn.status).toBe(200);
    const gone = await eventually(
      () => pageHtml(path),
      (html) => !html.includes('id="server-data"'),
      30_000,
    );
    expect(gone).not.toContain(title);
  });
});
