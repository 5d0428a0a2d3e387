import type { AuthResponse } from '@takehome/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api.js';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser.js';

// Issue 4 acceptance: sign-up, sign-out and sign-in through the dialog, its messages, an admin's
// upgrade reaching a signed-in user, and the demo checkout.

const PASSWORD = 'paycheck-2026';
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await api<AuthResponse>('/api/auth/signin', {
    body: { email: 'admin@takehome.local', password: 'takehome-admin' },
  });
  adminToken = admin.body.accessToken;
});
afterAll(async () => browser?.close());

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });

async function openSignIn(page: Page) {
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

describe('identity in the browser', () => {
  it('signs up, signs out and signs in again through the dialog', async () => {
    const { page, context } = await openPage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const email = uniqueEmail('casey');
    await page.goto('/');

    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await field(page, 'Full name (optional)').fill('Casey Jones');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();

    // The page reloads 100 ms later and greets the new account there.
    await page.getByText('Account created successfully!').waitFor();
    await nav(page).getByText('Casey Jones').waitFor();
    await nav(page).getByRole('link', { name: 'DASH' }).waitFor();
    await screenshot(page, 'identity_signed_up');

    await page.reload();
    await nav(page).getByText('Casey Jones').waitFor();

    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await nav(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(nav(page).getByRole('link', { name: 'DASH' }).count()).resolves.toBe(0);
    await page.reload();
    await nav(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(nav(page).getByText('Casey Jones').count()).resolves.toBe(0);

    await openSignIn(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Signed in successfully!').waitFor();
    await nav(page).getByText('Casey Jones').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the wrong password, short password and password mismatch messages', async () => {
    const email = uniqueEmail('morgan');
    await api('/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Morgan', lastName: 'Lee' } });
    const { page, context } = await openPage(browser, 390, 844);
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
    await context.close();
  });

  it("shows an admin's upgrade to pro on the user's open page within seconds, without signing in again", async () => {
    const { page, context } = await openPage(browser);
    const user = await signUpByApi(context, 'upgraded');
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Plan: free' }).waitFor();
    await page.getByText('Uses: 0 / 15').waitFor();

    const update = await api(`/api/admin/users/${user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: adminToken,
    });
    expect(update.status).toBe(200);
    // The user comes back to the tab: the app re-reads the profile and renews its token.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await nav(page).getByRole('link', { name: 'Plan: pro' }).waitFor({ timeout: 5000 });
    await page.getByText('Unlimited calculations').first().waitFor({ timeout: 5000 });
    await screenshot(page, 'identity_admin_upgrade');
    await context.close();
  });

  it('upgrades the buyer to pro through the demo checkout', async () => {
    const { page, context } = await openPage(browser);
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
    await context.close();
  });
});
