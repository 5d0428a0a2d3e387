import type { AuthResponse } from '@takehome/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api.js';
import { appReady, baseUrl, openPage, pageState, screenshot } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

// Sign-up, sign-out and sign-in through the dialog, its messages, an admin's
// upgrade reaching a signed-in user, and the demo checkout.

const PASSWORD = 'paycheck-2026';
const suite = browserWithAdmin();

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });

async function openSignIn(page: Page) {
  await appReady(page);
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).waitFor();
}

/** A browser signed in the way the app does it: the refresh cookie from sign-up. */
async function signUpByApi(context: BrowserContext, label: string) {
  const response = await context.request.post(`${baseUrl()}/api/auth/signup`, {
    data: { email: uniqueEmail(label), password: PASSWORD, firstName: 'Robin', lastName: 'Buyer' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as AuthResponse).user;
}

/**
 * The steps of a long flow with their times: printed when the flow does not finish, so a run that
 * times out on a loaded machine says where it stood (CI once stopped this test at 60 s without a word).
 */
function stepLog() {
  const started = Date.now();
  const steps: string[] = [];
  return {
    step: (label: string) => steps.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${label}`),
    report: () => console.warn(`unfinished flow, steps so far:\n${steps.join('\n')}`),
  };
}

/**
 * Closes a context, but does not wait past `ms`: in CI a close once hung for a minute after the flow
 * had passed, cause not known (the page's sendBeacon on pagehide, a keepalive request, is a suspect).
 * A late close is said, not hidden; the browser closes everything at the end of the file.
 */
async function closeWithin(context: BrowserContext, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const outcome = await Promise.race([context.close().then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') console.warn(`context.close() took over ${ms} ms; the browser closes it at the end`);
}

describe('identity in the browser', () => {
  let unfinished: (() => void | Promise<void>) | null = null;
  afterEach(async () => {
    await unfinished?.();
    unfinished = null;
  });

  it('signs up, signs out and signs in again through the dialog', async () => {
    const { step, report } = stepLog();
    const { page, context, errors } = await openPage(suite.browser);
    unfinished = async () => {
      report();
      console.warn(`page: ${await pageState(page)}\nconsole errors: ${errors.join(' | ') || 'none'}`);
    };
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const email = uniqueEmail('casey');
    step('open /');
    await page.goto('/');

    step('sign up in the dialog');
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await field(page, 'Full name (optional)').fill('Casey Jones');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    // The page reloads 100 ms later and greets the new account there. The test waits for that reload:
    // closing the browser in the middle of it once hung context.close() for a minute in CI.
    let reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    step('wait for the welcome after the reload');
    await reloaded;
    await page.getByText('Account created successfully!').waitFor();
    await nav(page).getByText('Casey Jones').waitFor();
    await nav(page).getByRole('link', { name: 'DASH' }).waitFor();
    await screenshot(page, 'identity_signed_up');

    step('reload signed in');
    await page.reload();
    await nav(page).getByText('Casey Jones').waitFor();

    step('sign out');
    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await nav(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(nav(page).getByRole('link', { name: 'DASH' }).count()).resolves.toBe(0);
    step('reload signed out');
    await page.reload();
    await nav(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(nav(page).getByText('Casey Jones').count()).resolves.toBe(0);

    step('sign in in the dialog');
    await openSignIn(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    step('wait for the welcome after the reload');
    await reloaded;
    await page.getByText('Signed in successfully!').waitFor();
    await nav(page).getByText('Casey Jones').waitFor();
    expect(pageErrors).toEqual([]);
    step('close');
    await closeWithin(context, 15_000);
    unfinished = null;
  });

  it('shows the wrong password, short password and password mismatch messages', async () => {
    const email = uniqueEmail('morgan');
    await api('/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Morgan', lastName: 'Lee' } });
    const { page, close } = await openPage(suite.browser, 390, 844);
    await page.goto('/pricing');

    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('not-my-password');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByRole('alert').getByText('Incorrect password. Please try again.').waitFor();
    await nav(page).getByText('Login failed').waitFor();

    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await field(page, 'Email').fill(uniqueEmail('short'));
    await field(page, 'Password').fill('abc12');
    await field(page, 'Confirm password').fill('abc12');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    await dialog(page).getByText('Password too short').waitFor();
    await dialog(page).getByText('Password must be at least 6 characters long.').waitFor();

    await field(page, 'Password').fill('abc123456');
    await field(page, 'Confirm password').fill('abc123457');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    await dialog(page).getByText("Passwords don't match").waitFor();
    await dialog(page).getByText('Please make sure both passwords are the same.').waitFor();
    await screenshot(page, 'identity_password_mismatch_390');
    await close();
  });

  it("shows an admin's upgrade to pro on the user's open page within seconds, without signing in again", async () => {
    const { page, context, close } = await openPage(suite.browser);
    const user = await signUpByApi(context, 'upgraded');
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Plan: free' }).waitFor();
    await page.getByText('Uses: 0 / 15').waitFor();

    const update = await api(`/api/admin/users/${user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: suite.adminToken,
    });
    expect(update.status).toBe(200);
    // The user comes back to the tab: the app re-reads the profile and renews its token.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await nav(page).getByRole('link', { name: 'Plan: pro' }).waitFor({ timeout: 5000 });
    await page.getByText('Unlimited calculations').first().waitFor({ timeout: 5000 });
    await screenshot(page, 'identity_admin_upgrade');
    await close();
  });

  it('upgrades the buyer to pro through the demo checkout', async () => {
    const { page, context, close } = await openPage(suite.browser);
    await signUpByApi(context, 'buyer');
    await page.goto('/pricing');
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await page.getByRole('radio', { name: /Pro Yearly/ }).waitFor();
    await expect(page.getByRole('radio', { name: /Pro Yearly/ }).isChecked()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/checkout/demo/'));
    await page.getByText('Test mode — no payment taken').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.getByText('Welcome to Pro!').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await nav(page).getByRole('link', { name: 'Plan: pro' }).waitFor();
    await page.getByText('Unlimited calculations').first().waitFor();

    await page.goto('/subscribe');
    await page.getByRole('heading', { name: "You're on Pro" }).waitFor();
    await close();
  });
});
