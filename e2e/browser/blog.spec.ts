import type { Browser } from 'playwright-core';
import { adminAccessToken, api } from '../support/api.js';
import { appReady, launchBrowser, openPage, screenshot } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A seed article (svc-content/src/posts/seed-articles/) and a word found only in its body, not its title, excerpt or tags. */
const BODY_ONLY_WORD = 'orthodontics';
const ARTICLE_WITH_WORD = 'HSA vs. FSA: Which Health Account Fits Your Paycheck?';
const POST_SLUG = 'how-to-read-your-pay-stub-line-by-line';
const POST_TITLE = 'How to Read Your Pay Stub, Line by Line';

describe('the blog (mf-blog)', () => {
  it('/blog shows 6 articles, and Load More shows 6 more', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/blog');
    const cards = page.locator('main article');
    await page.getByText('Showing 6 of').waitFor();
    await expect(cards.count()).resolves.toBe(6);

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText('Showing 12 of').waitFor();
    await expect(cards.count()).resolves.toBe(12);
    await screenshot(page, 'blog_load_more');
    expect(errors).toEqual([]);
    await close();
  });

  it('filters by the category in the address and keeps it there', async () => {
    const { page, errors, close } = await openPage(browser, 390);
    await page.goto('/blog?category=Tax%20Tips');
    await page.getByText(/^Showing \d+ of \d+ articles?$/).waitFor();

    const badges = await page.locator('main article').getByText('Tax Tips', { exact: true }).count();
    await expect(page.locator('main article').count()).resolves.toBe(badges);
    expect(badges).toBeGreaterThan(0);
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await expect(filter.getByRole('button', { name: /^Tax Tips/ }).getAttribute('aria-pressed')).resolves.toBe('true');

    await filter.getByRole('button', { name: /^Payroll Tips/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Payroll Tips');
    await page.locator('main article').getByText('Payroll Tips', { exact: true }).first().waitFor();
    await screenshot(page, 'blog_category_390');
    expect(errors).toEqual([]);
    await close();
  });

  it('finds an article by a word that is only in its body', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/blog');
    await page.getByText('Showing 6 of').waitFor();

    await page.getByRole('searchbox', { name: 'Search articles' }).fill(BODY_ONLY_WORD);
    await page.getByText('Showing 1 of 1 article').waitFor();
    await expect(page.locator('main article').getByRole('heading').allTextContents()).resolves.toEqual([
      ARTICLE_WITH_WORD,
    ]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(BODY_ONLY_WORD);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows related articles on a post, and a posted comment once approved', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`/blog/${POST_SLUG}`);
    await page.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
    await expect(page.title()).resolves.toBe(`${POST_TITLE} — TakeHome`);
    await expect(page.locator('head link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      new RegExp(`/blog/${POST_SLUG}$`),
    );
    const data: unknown = JSON.parse(
      (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data).toMatchObject({ '@type': 'Article', headline: POST_TITLE });

    const related = page.getByRole('region', { name: 'Related articles' });
    await related.locator('article').first().waitFor();
    const relatedCount = await related.locator('article').count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
    await expect(related.locator('article').getByText('Payroll Tips', { exact: true }).count()).resolves.toBe(
      relatedCount,
    );
    await expect(related.getByRole('link', { name: POST_TITLE }).count()).resolves.toBe(0);

    const comment = `Found my missing overtime with this, thanks! (${Date.now()})`;
    const form = page.getByRole('form', { name: 'Leave a comment' });
    const postButton = form.getByRole('button', { name: 'Post Comment' });
    await expect(postButton.isDisabled()).resolves.toBe(true);
    await form.getByLabel('Name').fill('Jordan');
    await form.getByLabel('Comment').fill(comment);
    const posted = page.waitForResponse((r) => r.url().endsWith('/comments') && r.request().method() === 'POST');
    await postButton.click();
    // A new commenter's first comment waits for a moderator.
    const { id } = (await (await posted).json()) as { id: string };
    await form.getByText('Thanks! Your comment will appear once a moderator has approved it.').waitFor();
    await expect(page.getByText(comment).count()).resolves.toBe(0);
    const approved = await api(`/api/blog/comments/${id}`, {
      method: 'PATCH',
      body: { status: 'approved' },
      token: await adminAccessToken(),
    });
    expect(approved.status).toBe(200);

    await page.reload();
    await page.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();
    await screenshot(page, 'blog_post_with_comment');
    await expect(page.getByRole('list', { name: 'Comments' }).getByText('Jordan').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows 'Post Not Found' for an unknown slug", async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/blog/there-is-no-such-post');
    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist or has been removed.").waitFor();
    await screenshot(page, 'blog_post_not_found');
    await close();
  });

  it('thanks a newsletter subscriber', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/blog');
    const newsletter = page.getByRole('complementary', { name: 'Weekly tips newsletter' });
    await newsletter.getByLabel('First name (optional)').fill('Robin');
    await newsletter.getByLabel('Email address').fill(`  robin.${Date.now()}@example.com `);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByRole('status').getByText('Thank you!').waitFor();
    await screenshot(page, 'blog_newsletter_thank_you');
    expect(errors).toEqual([]);
    await close();
  });

  it('/faq has its ten entries, FAQPage structured data and a canonical link', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    // The entries shown: until the live app takes over, it renders into the hidden #root beside the copy.
    await expect(page.locator('main button[aria-expanded]:visible').count()).resolves.toBe(10);

    const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type'?: string;
      mainEntity?: unknown[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
    await expect(page.locator('head link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/faq$/);

    // The keyboard once the page is hydrated (the server's markup before that is the subject of
    // prerender.spec.ts).
    await appReady(page);
    const question = page.getByRole('button', { name: 'How many calculations can I run for free?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'How many calculations can I run for free?' })
      .getByText(/15 calculations/)
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
