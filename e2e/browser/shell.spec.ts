import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const REMOTE_ROUTES: Array<[string, string]> = [
  ['/', 'mf-calculator'],
  ['/calculator', 'mf-calculator'],
  ['/blog', 'mf-blog'],
  ['/faq', 'mf-blog'],
  ['/content', 'mf-blog'],
];

describe('the shell', () => {
  it('draws the navigation and footer of docs/product/paths.md', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'CALC' }).first().waitFor();
    for (const label of ['CALC', 'PLANS'])
      await expect(nav.getByRole('link', { name: label }).count()).resolves.toBeGreaterThan(0);
    await expect(nav.getByRole('link', { name: 'DASH' }).count()).resolves.toBe(0);
    const footer = page.locator('footer');
    for (const href of ['/calculator', '/about', '/contact', '/privacy-policy', '/terms-of-service']) {
      await expect(footer.locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await expect(footer.getByText('Job Comparison').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(REMOTE_ROUTES)('renders %s from %s', async (path, remote) => {
    const { page, errors, close } = await openPage(browser);
    const entry = page.waitForResponse((r) => r.url().includes(`/remotes/${remote}/remoteEntry.js`) && r.ok());
    await page.goto(path);
    await entry;
    await page.locator('main h1').first().waitFor();
    await expect(page.getByText('temporarily unavailable').count()).resolves.toBe(0);
    await screenshot(page, `shell${path.replace(/\//g, '_') || '_home'}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await close();
  });

  it('shows the calculator home on signed-in routes when signed out', async () => {
    const { page, close } = await openPage(browser);
    const entry = page.waitForResponse((r) => r.url().includes('/remotes/mf-calculator/remoteEntry.js'));
    await page.goto('/dashboard');
    await entry;
    await page.locator('main h1').first().waitFor();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).count()).resolves.toBe(0);
    await close();
  });

  it("keeps the site working when one remote's entry cannot be loaded", async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/remotes/mf-blog/remoteEntry.js', (route) => route.abort());
    await page.goto('/blog');
    await page.getByText('temporarily unavailable').first().waitFor({ timeout: 20000 });
    await screenshot(page, 'shell_blog_remote_down');
    await page.getByRole('navigation').first().getByRole('link', { name: 'CALC' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main h1').first().waitFor();
    await expect(page.getByText('temporarily unavailable').count()).resolves.toBe(0);
    await close();
  });

  it('passes its Content-Security-Policy on every public page: the header is there and nothing is refused', async () => {
    const { page, errors, close } = await openPage(browser, 412, 823);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (line: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    for (const path of ['/', '/blog', '/faq', '/content', '/pricing', '/about', '/contact']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('main h1').first().waitFor({ timeout: 20000 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await close();
  });
});
