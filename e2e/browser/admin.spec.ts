import type { Browser, Page } from 'playwright-core';
import { api, eventually } from '../support/api.js';
import { launchBrowser, openPage, screenshot, type PageWithErrors } from '../support/browser.js';

const ADMIN = { email: 'admin@takehome.local', password: 'takehome-admin' };
const SECTIONS: Array<[path: string, heading: string]> = [
  ['overview', 'Overview'],
  ['content', 'Content Management'],
  ['subscribers', 'Email Subscribers'],
  ['analytics', 'Analytics & Reports'],
  ['settings', 'Account Settings'],
  ['inbox', 'Inbox'],
];

let browser: Browser;
const openPages: PageWithErrors[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(openPages.splice(0).map(({ close }) => close()));
});
afterAll(async () => browser?.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A page whose browser holds a session of `credentials`: the refresh cookie of an API sign-in, and
 * the hint (web-kit's sessionHint) that makes the shell restore it at start.
 */
async function signedInPage(credentials: { email: string; password: string }, width = 1280): Promise<PageWithErrors> {
  const opened = await openPage(browser, width);
  openPages.push(opened);
  const response = await opened.context.request.post('/api/auth/signin', { data: credentials });
  expect(response.status()).toBe(200);
  return opened;
}

async function signUp(): Promise<{ email: string; password: string; token: string; id: string }> {
  const email = `e2e-admin-${unique()}@example.com`;
  const password = 'secret-pass-1';
  const { status, body } = await api<{ accessToken: string; user: { id: string } }>('/api/auth/signup', {
    body: { email, password, firstName: 'Eve', lastName: 'Tester' },
  });
  expect(status).toBe(201);
  return { email, password, token: body.accessToken, id: body.user.id };
}

async function openSection(page: Page, path: string, heading: string) {
  await page.goto(`/dashboard/${path}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/** Errors other than failed resource loads (a 4xx the page handles is not a bug). */
const realErrors = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));

function tokenClaims(token: string): { tier: string; roles: string[] } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { tier: string; roles: string[] };
}

describe('the admin dashboard', () => {
  it('lets an admin create, edit, publish and delete a post that then shows on /blog', async () => {
    const { page, errors } = await signedInPage(ADMIN);
    const title = `E2E pay stub guide ${unique()}`;
    await openSection(page, 'content', 'Content Management');

    await page.getByRole('button', { name: 'New Post' }).click();
    const create = page.getByRole('dialog', { name: 'Create Post' });
    await create.getByLabel('Title', { exact: true }).fill(title);
    await create.getByLabel('Content').fill('<p>Every line of a pay stub, explained for hourly workers.</p>');
    await create.getByLabel('Category').selectOption('Payroll Basics');
    await create.getByLabel('Tags').fill('pay stub, basics');
    await create.getByRole('button', { name: 'Create Post' }).click();
    await create.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Draft').waitFor();

    const draftList = await api<{ posts: Array<{ title: string }> }>('/api/blog/posts?limit=50');
    expect(draftList.body.posts.map((p) => p.title)).not.toContain(title);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    const titleField = edit.getByLabel('Title', { exact: true });
    await titleField.waitFor();
    expect(await edit.getByLabel('Content').inputValue()).toContain('Every line of a pay stub');
    await titleField.fill(`${title} (updated)`);
    await edit.getByLabel('Published').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const updatedRow = page.getByRole('row').filter({ hasText: `${title} (updated)` });
    await updatedRow.getByText('Published').waitFor();

    await page.goto('/blog');
    await page
      .getByRole('link', { name: new RegExp(`${title} \\(updated\\)`) })
      .first()
      .waitFor();
    await screenshot(page, 'admin_post_on_blog');

    await openSection(page, 'content', 'Content Management');
    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete post?' });
    await confirm.getByRole('button', { name: 'Delete Post' }).click();
    await updatedRow.waitFor({ state: 'detached' });
    const afterDelete = await api<{ posts: Array<{ title: string }> }>('/api/blog/posts?limit=50');
    expect(afterDelete.body.posts.map((p) => p.title)).not.toContain(`${title} (updated)`);
    expect(realErrors(errors)).toEqual([]);
  });

  it('lets an admin create, pause, resume, run and delete a schedule', async () => {
    const { page, errors } = await signedInPage(ADMIN);
    const admin = await api<{ accessToken: string }>('/api/auth/signin', { body: ADMIN });
    const name = `E2E schedule ${unique()}`;
    // Every job of that name (one, unless something created it twice), as the server has it.
    const named = async () =>
      (
        await api<{ jobs: Array<{ name: string; isActive: boolean; lastRun: string | null }> }>('/api/scheduler/jobs', {
          token: admin.body.accessToken,
        })
      ).body.jobs.filter((job) => job.name === name);
    const jobs = async () => (await named())[0];
    // The server's answer shortly after the page showed it (CI once read the old state right after).
    const activeStates = async (expected: boolean) =>
      (await eventually(named, (list) => list.length === 1 && list[0].isActive === expected, 5000)).map(
        (job) => job.isActive,
      );
    await openSection(page, 'content', 'Content Management');

    await page.getByRole('button', { name: 'New Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Schedule' });
    const createButton = dialog.getByRole('button', { name: 'Create Schedule' });
    expect(await createButton.isDisabled()).toBe(true);
    await dialog.getByLabel('Schedule name').fill(name);
    await dialog.getByLabel('Runs').selectOption('WEEKLY_MONDAY');
    await createButton.click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Weekly (Monday, 9 AM)').waitFor();
    await row.getByText('Active').waitFor();

    await page.getByRole('button', { name: `Pause ${name}` }).click();
    await row.getByText('Paused').waitFor();
    expect(await activeStates(false)).toEqual([false]);

    await page.getByRole('button', { name: `Resume ${name}` }).click();
    await row.getByText('Active').waitFor();
    expect(await activeStates(true)).toEqual([true]);

    await page.getByRole('button', { name: `Run Now ${name}` }).click();
    const log = page.getByRole('log', { name: 'Scheduler log' });
    await log.getByText(`"${name}":`).waitFor();
    expect((await jobs())?.lastRun).not.toBeNull();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete schedule?' })
      .getByRole('button', { name: 'Delete Schedule' })
      .click();
    await row.waitFor({ state: 'detached' });
    await log.getByText(`Deleted "${name}"`).waitFor();
    expect(await jobs()).toBeUndefined();
    expect(realErrors(errors)).toEqual([]);
  });

  it("changes a user's tier, and that user's session sees the new tier", async () => {
    const user = await signUp();
    const userBrowser = await openPage(browser);
    openPages.push(userBrowser);
    await userBrowser.context.request.post('/api/auth/signin', {
      data: { email: user.email, password: user.password },
    });

    const { page, errors } = await signedInPage(ADMIN);
    await openSection(page, 'settings', 'Account Settings');
    await page.getByLabel('Search users').fill(user.email);
    // The search applies after a pause: edit from its result, not from the list shown before it.
    await eventually(
      () => page.getByRole('button', { name: /^Edit / }).count(),
      (n) => n === 1,
      10_000,
    );
    await page.getByRole('button', { name: `Edit ${user.email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Membership tier').selectOption('pro');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: user.email }).getByText('pro', { exact: true }).waitFor();

    const me = await api<{ user: { membershipTier: string } }>('/api/auth/me', { token: user.token });
    expect(me.body.user.membershipTier).toBe('pro');
    const refreshed = await userBrowser.context.request.post('/api/auth/refresh');
    expect(refreshed.status()).toBe(200);
    const session = (await refreshed.json()) as { user: { membershipTier: string }; accessToken: string };
    expect(session.user.membershipTier).toBe('pro');
    expect(tokenClaims(session.accessToken).tier).toBe('pro');
    expect(realErrors(errors)).toEqual([]);
  });

  it("shows a non-admin 'Access Restricted', and the server refuses their admin calls", async () => {
    const user = await signUp();
    const { page } = await signedInPage({ email: user.email, password: user.password });

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Calculator' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Dashboard sections' }).count()).toBe(0);
    await screenshot(page, 'admin_gate_non_admin');

    await page.goto('/dashboard/analytics');
    await page.getByText('Unauthorized Access - Admin-only analytics dashboard').waitFor();

    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${user.id}`, { membershipTier: 'webmaster' }],
      ['GET', '/api/admin/email-subscribers'],
      ['GET', '/api/scheduler/jobs'],
      ['POST', '/api/blog/posts', { title: 'Nope', content: 'Nope' }],
      ['GET', '/api/analytics/funnel-metrics'],
    ];
    for (const [method, path, body] of calls) {
      const { status } = await api(path, { method, body, token: user.token });
      expect([method, path, status]).toEqual([method, path, 403]);
    }
  });

  it('keeps every section inside the window at 1280 and 768 px, with a section select under 768 px', async () => {
    for (const width of [1280, 768]) {
      const { page, errors } = await signedInPage(ADMIN, width);
      for (const [path, heading] of SECTIONS) {
        await openSection(page, path, heading);
        await page.getByRole('navigation', { name: 'Dashboard sections' }).waitFor();
        const outside = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth + 1;
          // Content for screen readers only sits in a 1 px clipped box: nothing of it shows, wide or not.
          const clipped = (el: Element) => {
            for (let box = el.parentElement; box; box = box.parentElement) {
              const style = getComputedStyle(box);
              if (style.overflow === 'hidden' && box.getBoundingClientRect().width <= 1) return true;
            }
            return false;
          };
          return Array.from(document.querySelectorAll('main *'))
            .filter(
              (el) => el.getBoundingClientRect().right > limit && !el.closest('[aria-hidden="true"]') && !clipped(el),
            )
            .map((el) => el.outerHTML.slice(0, 80));
        });
        expect([path, width, outside]).toEqual([path, width, []]);
        await screenshot(page, `admin_${path}_${width}`);
      }
      expect(realErrors(errors)).toEqual([]);
    }

    const { page } = await signedInPage(ADMIN, 390);
    await openSection(page, 'overview', 'Overview');
    expect(await page.getByRole('navigation', { name: 'Dashboard sections' }).isVisible()).toBe(false);
    await page.getByLabel('Dashboard section', { exact: true }).selectOption('subscribers');
    await page.getByRole('heading', { level: 2, name: 'Email Subscribers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/subscribers');
  });
});
