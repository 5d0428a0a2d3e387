import type { Page } from 'playwright-core';
import { api } from '../support/api.js';
import { appReady, openPage, screenshot } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

// The journeys a new user takes from a calculation: signing up or in to save it, upgrading, and the
// prompts on the way, at the two widths the product is tried at.

const PASSWORD = 'paycheck-2026';
const suite = browserWithAdmin();
const WIDTHS = [1280, 375] as const;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
const calculateButton = (page: Page) => page.getByRole('button', { name: /Calculate Pay|Limit Reached/ });

/** Calculates with an hourly rate of its own, so a form back at its defaults shows. */
async function calculateAt(page: Page, rate: string): Promise<string> {
  await appReady(page);
  await page.getByLabel('Hourly Rate').fill(rate);
  await calculateButton(page).click();
  const netPay = page.getByTestId('net-pay');
  await netPay.waitFor();
  return (await netPay.textContent()) ?? '';
}

async function expectSameCalculation(page: Page, rate: string, netPay: string) {
  await appReady(page);
  await expect(page.getByTestId('net-pay').textContent()).resolves.toBe(netPay);
  await expect(page.getByLabel('Hourly Rate').inputValue()).resolves.toBe(rate);
}

async function savedCount(page: Page): Promise<number> {
  const userId = await page.evaluate(async () => {
    const profile = await fetch('/api/auth/refresh', { method: 'POST' }).then((r) => r.json());
    return profile as { accessToken: string; user: { id: string } };
  });
  const list = await api<unknown[]>(`/api/calculations/this-month/${userId.user.id}`, {
    token: userId.accessToken,
  });
  expect(list.status).toBe(200);
  return list.body.length;
}

describe.each(WIDTHS)('journeys from a calculation at %i px', (width) => {
  it('"Sign Up to Save" creates the account in one step and saves the calculation it was asked for', async () => {
    const { page, context } = await openPage(suite.browser, width, 800);
    await page.goto('/');
    const netPay = await calculateAt(page, '31.5');

    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await dialog(page).getByRole('button', { name: 'Create Free Account' }).click();
    // Straight to creating the account: no second dialog in sign-in mode.
    await page.getByRole('dialog', { name: 'Create your TakeHome account' }).waitFor();
    await field(page, 'Full name (optional)').fill('Sam Saver');
    await field(page, 'Email').fill(uniqueEmail('saver'));
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    await reloaded;

    await page.getByText('Calculation saved to your account!').waitFor();
    await expectSameCalculation(page, '31.5', netPay);
    expect(await savedCount(page)).toBe(1);
    await screenshot(page, `journeys_signed_up_saved_${width}`);
    await context.close();
  });

  it('signing in from "Sign Up to Save" keeps the inputs and result and saves them', async () => {
    const email = uniqueEmail('returning');
    await api('/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Ria', lastName: 'Back' } });
    const { page, context } = await openPage(suite.browser, width, 800);
    await page.goto('/');
    const netPay = await calculateAt(page, '27.25');

    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await dialog(page).getByRole('button', { name: 'Create Free Account' }).click();
    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await reloaded;

    await page.getByText('Calculation saved to your account!').waitFor();
    await expectSameCalculation(page, '27.25', netPay);
    expect(await savedCount(page)).toBe(1);
    await context.close();
  });

  it('a dismissed sign-up saves nothing later, and a plain sign-in keeps the calculation unsaved', async () => {
    const email = uniqueEmail('later');
    await api('/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Lee', lastName: 'Later' } });
    const { page, context } = await openPage(suite.browser, width, 800);
    await page.goto('/');
    const netPay = await calculateAt(page, '22');
    await page.getByRole('button', { name: 'Sign Up to Save' }).click();
    await dialog(page).getByRole('button', { name: 'Create Free Account' }).click();
    await page.getByRole('dialog', { name: 'Create your TakeHome account' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(dialog(page).count()).resolves.toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await reloaded;
    await expectSameCalculation(page, '22', netPay);
    await page.getByRole('button', { name: 'Save to Account' }).waitFor();
    expect(await savedCount(page)).toBe(0);
    await context.close();
  });

  it('the upgrade through checkout comes back to the same inputs and result', async () => {
    const { page, context } = await openPage(suite.browser, width, 800);
    const signUp = await context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('upgrader'), password: PASSWORD, firstName: 'Uma', lastName: 'Up' },
    });
    expect(signUp.status()).toBe(201);
    await page.goto('/');
    await page.getByText('Uses: 0 / 15').waitFor();
    const netPay = await calculateAt(page, '44.75');

    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/checkout/demo/'));
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Welcome to Pro!').waitFor();

    await expectSameCalculation(page, '44.75', netPay);
    await context.close();
  });
});
