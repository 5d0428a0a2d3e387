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
    const response = await fetch('/api/auth/refresh', { method: 'POST' });
    return (await response.json()) as { accessToken: string; user: { id: string } };
  });
  const list = await api<unknown[]>(`/api/calculations/this-month/${userId.user.id}`, {
    token: userId.accessToken,
  });
  expect(list.status).toBe(200);
  return list.body.length;
}

describe.each(WIDTHS)('journeys from a calculation at %i px', (width) => {
  it('"Sign Up to Save" creates the account in one step and saves the calculation it was asked for', async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
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
    await close();
  });

  it('signing in from "Sign Up to Save" keeps the inputs and result and saves them', async () => {
    const email = uniqueEmail('returning');
    await api('/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Ria', lastName: 'Back' } });
    const { page, close } = await openPage(suite.browser, width, 800);
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
    await close();
  });

  it('a dismissed sign-up saves nothing later, and a plain sign-in keeps the calculation unsaved', async () => {
    const email = uniqueEmail('later');
    await api('/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Lee', lastName: 'Later' } });
    const { page, close } = await openPage(suite.browser, width, 800);
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
    await close();
  });

  it('the upgrade through checkout comes back to the same inputs and result', async () => {
    const { page, context, close } = await openPage(suite.browser, width, 800);
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
    await close();
  });
});

describe('prompts and the counter', () => {
  it('every prompt speaks of the count the Calculate button shows, and a declined one stays away', async () => {
    const { page, context, close } = await openPage(suite.browser);
    // The upgrade prompt's timing is an A/B test with a random variant per visitor; this visitor gets the
    // control (offered at the limit's count), so that prompt cannot take the 3rd calculation's place.
    await context.addInitScript(() => {
      if (localStorage.getItem('takehome.abVariants')) return;
      const tracked = { assigned: true, impression: true, conversion: true };
      localStorage.setItem(
        'takehome.abVariants',
        JSON.stringify({ upgrade_prompt_timing_test: { variantId: 'control', inTest: false, assignedAt: Date.now(), tracked } }),
      );
    });
    await page.goto('/');
    await appReady(page);
    // Two calculations before signing up: the browser has counted them, the new account has not.
    for (let use = 1; use <= 2; use += 1) {
      await calculateButton(page).click();
      await page.getByText(`Uses: ${use} / 15`).waitFor();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await field(page, 'Email').fill(uniqueEmail('counter'));
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    await reloaded;
    await page.getByText('Uses: 0 / 15').waitFor();

    const prompt = page.getByRole('dialog', { name: 'Love the Calculator?' });
    const upgradePrompt = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    for (let use = 1; use <= 15; use += 1) {
      // The funnel's upgrade prompt (timing under an A/B test) is another matter: set aside.
      if (await upgradePrompt.count()) await upgradePrompt.getByRole('button', { name: 'Not Now' }).click();
      await calculateButton(page).click();
      if (use < 15) await page.getByText(`Uses: ${use} / 15`).waitFor();
      const valueNudge = page.getByText(/\d+ paycheck calculations, each one done/);
      if (await valueNudge.count()) await expect(valueNudge.textContent()).resolves.toMatch(new RegExp(`^${use} `));
      if (use === 3) {
        await prompt.waitFor();
        await expect(prompt.textContent()).resolves.toContain("That's 3 calculations");
        await screenshot(page, 'journeys_prompt_at_3');
        await prompt.getByRole('button', { name: 'Maybe Later' }).click();
      } else if (use < 15) {
        // 2 s after a calculation is when a prompt would open.
        await page.waitForTimeout(use === 1 || use === 13 ? 2300 : 0);
        await expect(prompt.count()).resolves.toBe(0);
      }
    }
    await page.getByRole('dialog', { name: 'Calculation Limit Reached!' }).waitFor();
    await page.waitForTimeout(2300);
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    await close();
  });
});

describe.each(WIDTHS)('routes at %i px', (width) => {
  it.each(['/no/such/page', '/forum', '/blog/a/b', '/dashboardx'])(
    'answers %s with 404 and the not-found page',
    async (path) => {
      const { page, close } = await openPage(suite.browser, width, 800);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await close();
    },
  );

  it('answers the pages, a post and the dashboard with 200', async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
    for (const path of ['/', '/pricing', '/blog/any-post', '/dashboard/users', '/saved', '/about/']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
    }
    await close();
  });

  it('shows /support to a visitor who is not signed in, not the calculator', async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
    await page.goto('/support');
    await appReady(page);
    await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await expect(page.getByRole('heading', { name: 'Take-Home Pay Calculator' }).count()).resolves.toBe(0);
    await screenshot(page, `journeys_support_signed_out_${width}`);
    await close();
  });

  it('offers no Google sign-in where Google is not configured', async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign in to TakeHome' }).waitFor();
    // Time for the dialog to learn from /api/auth/providers that Google is off.
    await page.waitForTimeout(1000);
    await expect(dialog(page).getByRole('tab').count()).resolves.toBe(0);
    await expect(
      dialog(page)
        .getByText(/Google/)
        .count(),
    ).resolves.toBe(0);
    await screenshot(page, `journeys_sign_in_dialog_${width}`);
    await close();
  });
});

describe.each(WIDTHS)('calculator details at %i px', (width) => {
  it('refuses a week of 200 hours, warns above 80, says an empty tax rate takes none, names each hourly figure', async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
    await page.goto('/');
    await appReady(page);
    await page.getByLabel('Regular Hours').fill('200');
    await page.getByText('Enter a number from 0 to 168').waitFor();
    await calculateButton(page).click();
    await expect(page.getByTestId('net-pay').count()).resolves.toBe(0);
    await page.getByText('Uses: 0 / 15').waitFor();

    await page.getByLabel('Regular Hours').fill('90');
    await page
      .getByText('90 hours in one week is more than 80: check the hours before relying on the result')
      .waitFor();
    await calculateButton(page).click();
    await page.getByTestId('net-pay').waitFor();
    await page.getByText('No tax rate entered: nothing taken for tax').waitFor();
    await page.getByText('Take-Home per Hour').waitFor();
    await expect(page.getByText('Effective Hourly', { exact: true }).count()).resolves.toBe(0);

    await page.getByLabel('Union Member').check();
    await calculateButton(page).click();
    await page.getByText('Package per Hour').waitFor();
    await page.getByText('Take-Home per Hour').waitFor();
    // No dues entered: no "Union Dues $0.00" line under the total.
    await expect(page.getByRole('region', { name: 'Deductions' }).getByText('Union Dues').count()).resolves.toBe(0);
    await screenshot(page, `journeys_calculator_details_${width}`);
    await close();
  });
});

describe.each(WIDTHS)('comment moderation at %i px', (width) => {
  it("holds a new commenter's first comment until the admin approves it, and lets the admin hold and remove", async () => {
    const slug = 'how-to-read-your-pay-stub-line-by-line';
    const text = `First time here, thanks (${width}-${Date.now()})`;
    const reader = await openPage(suite.browser, width, 800);
    await reader.page.goto(`/blog/${slug}`);
    const form = reader.page.getByRole('form', { name: 'Leave a comment' });
    await form.getByLabel('Name').fill(`Newcomer ${width}`);
    await form.getByLabel('Comment').fill(text);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await form.getByText('Thanks! Your comment will appear once a moderator has approved it.').waitFor();
    await expect(reader.page.getByText(text).count()).resolves.toBe(0);

    const admin = await openPage(suite.browser, width, 800);
    const signIn = await admin.context.request.post('/api/auth/signin', {
      data: { email: 'admin@takehome.local', password: 'takehome-admin' },
    });
    expect(signIn.status()).toBe(200);
    await admin.page.goto('/dashboard/content');
    const row = admin.page.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    await screenshot(admin.page, `journeys_moderation_${width}`);
    await row.getByRole('button', { name: /^Approve the comment by/ }).click();
    await admin.page.getByText('Comment published').first().waitFor();

    await reader.page.reload();
    await reader.page.getByRole('list', { name: 'Comments' }).getByText(text).waitFor();

    await admin.page.getByLabel('Show').selectOption('approved');
    await row.getByRole('button', { name: /^Hold the comment by/ }).click();
    await admin.page.getByText('Comment held').first().waitFor();
    await reader.page.reload();
    await reader.page.getByRole('heading', { name: /^Comments/, level: 2 }).waitFor();
    await reader.page.waitForLoadState('networkidle');
    await expect(reader.page.getByText(text).count()).resolves.toBe(0);

    await admin.page.getByLabel('Show').selectOption('held');
    await row.getByRole('button', { name: /^Remove the comment by/ }).click();
    await admin.page.getByRole('button', { name: 'Remove Comment' }).click();
    await admin.page.getByText('Comment removed').first().waitFor();
    await reader.close();
    await admin.close();
  });
});

describe.each(WIDTHS)('saves and plans at %i px', (width) => {
  it('names two saves apart, shows a free user what Pro adds on /saved, and shows Pro no advertisements', async () => {
    const { page, context, close } = await openPage(suite.browser, width, 800);
    const signUp = await context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('twosaves'), password: PASSWORD, firstName: 'Tia', lastName: 'Two' },
    });
    expect(signUp.status()).toBe(201);
    const { user } = (await signUp.json()) as { user: { id: string } };
    await page.goto('/');
    await page.getByText('Uses: 0 / 15').waitFor();
    await page.getByLabel('Advertisement').first().waitFor();
    // Two saves of one day at the same rate and hours, with different taxes.
    await calculateAt(page, '30');
    await page.getByRole('button', { name: 'Save to Account' }).click();
    await page.getByText('Calculation saved to your account!').waitFor();
    await page.getByRole('button', { name: /Taxes & Deductions/ }).click();
    await page.getByRole('spinbutton', { name: 'Combined Tax Rate' }).fill('20');
    await calculateAt(page, '30');
    await page.getByRole('button', { name: 'Save to Account' }).click();
    await page.getByText('Calculation saved to your account!').waitFor();

    await page.goto('/saved');
    const cards = page.getByRole('article');
    await cards.nth(1).waitFor();
    const names = await page.getByRole('article').locator('h2').allTextContents();
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    // Nothing to select for a free user: the Pro export is named instead, and leads to the plans.
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await page.getByText('Export your calculations as PDF, CSV or Excel.').waitFor();
    await screenshot(page, `journeys_saved_free_${width}`);
    await page.getByRole('link', { name: 'Export with Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');

    const upgrade = await api(`/api/admin/users/${user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: suite.adminToken,
    });
    expect(upgrade.status).toBe(200);
    await page.goto('/');
    await page.getByText('Unlimited calculations').first().waitFor();
    await expect(page.getByLabel('Advertisement').count()).resolves.toBe(0);
    await page.goto('/saved');
    await page.getByRole('button', { name: 'Export Selected' }).waitFor();
    await close();
  });

  it("names the visitor's JSON download by day and minute", async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
    await page.goto('/');
    await calculateAt(page, '25');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/^takehome-paycheck-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    await close();
  });
});

describe.each(WIDTHS)('copy that keeps its promises at %i px', (width) => {
  it('FAQ, About and Terms name both tax modes, Pricing promises no forum, and no raw "[unverified …]" shows', async () => {
    const { page, close } = await openPage(suite.browser, width, 800);
    await page.goto('/faq');
    await appReady(page);
    await page.getByText('How does TakeHome calculate my take-home pay?').waitFor();
    // The answers are in the page whether their entry is open or not.
    const faq = (await page.locator('main').textContent()) ?? '';
    expect(faq).toContain('from your W-4 and state with the IRS percentage method');
    expect(faq).not.toContain('It uses one combined tax rate that you choose');

    await page.goto('/about');
    await page.getByText(/Taxes are estimated in one of two ways/).waitFor();
    await expect(page.getByText('Taxes are estimated with one combined rate').count()).resolves.toBe(0);
    await page.goto('/terms-of-service');
    await page
      .getByText(/a single combined tax rate that you choose or a W-4 and state withholding estimate/)
      .waitFor();

    await page.goto('/pricing');
    await appReady(page);
    await page.getByText('Self-help support: FAQ, guides and blog').first().waitFor();
    await expect(page.getByText(/forum/i).count()).resolves.toBe(0);

    await page.goto('/?hourlyRate=30&regularHours=40&taxMode=w4&state=IL');
    const how = page.getByText('How this was computed');
    await how.click();
    const details = page.locator('details').filter({ has: how });
    await details.getByText(/State income tax/).waitFor();
    await expect(details.textContent()).resolves.not.toContain('[unverified');
    await close();
  });
});

describe.each(WIDTHS)('admin figures at %i px', (width) => {
  it("shows a Pro user's usage as unlimited at once, and names what the funnel counts", async () => {
    const email = uniqueEmail('figures');
    const signUp = await api<{ accessToken: string; user: { id: string } }>('/api/auth/signup', {
      body: { email, password: PASSWORD, firstName: 'Fig', lastName: 'Ures' },
    });
    expect(signUp.status).toBe(201);
    for (let use = 0; use < 2; use += 1) {
      const used = await api('/api/calculator-usage', {
        body: { sessionId: `figures-${width}-${Date.now()}`, userType: 'user' },
        token: signUp.body.accessToken,
      });
      expect(used.status).toBe(201);
    }

    const { page, context, close } = await openPage(suite.browser, width, 800);
    const signIn = await context.request.post('/api/auth/signin', {
      data: { email: 'admin@takehome.local', password: 'takehome-admin' },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/dashboard/settings');
    await page.getByLabel('Search users').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('2 / 15').waitFor();
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    await page.getByRole('dialog').getByLabel('Membership tier').selectOption('pro');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully').waitFor();
    await row.getByText('pro', { exact: true }).waitFor();
    // Pro has no limit: never "2 / 15", even before the usage service hears of the change.
    await row.getByText('2 · Unlimited').waitFor({ timeout: 1000 });
    await expect(row.getByText('/ 15').count()).resolves.toBe(0);

    await page.goto('/dashboard/analytics');
    const funnel = page.getByRole('list', { name: 'Visitors and conversions by funnel stage' });
    await funnel.getByText('Visitors who left an email or signed in').waitFor();
    await funnel.getByText('Visitors whose account is on a paid plan').waitFor();
    await expect(funnel.getByText('Email subscribers', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, `journeys_admin_analytics_${width}`);
    await close();
  });
});
