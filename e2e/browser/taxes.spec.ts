// In the browser, a user switches to W-4 mode, picks married filing jointly and Texas,
// sees the federal, Social Security and Medicare lines and no state tax; saves it; reloads /saved and
// sees the same. The figures are the engine's for the same inputs, and were checked by hand in svc-calc.
import type { Browser, Locator, Page } from 'playwright-core';
import { formatMoney, normalizeInput } from '@takehome/calc-engine';
import { calculatePaycheck } from '@takehome/calc-engine/tax';
import { api } from '../support/api.js';
import { appReady, launchBrowser, openPage, pageState, screenshot } from '../support/browser.js';

const INPUTS = { hourlyRate: 30, regularHours: 40, taxMode: 'w4', filingStatus: 'married_jointly', state: 'TX' };
const EXPECTED = calculatePaycheck(normalizeInput(INPUTS));
const TAX_LINES = [
  ['Federal Income Tax', EXPECTED.federalIncomeTax!],
  ['Social Security', EXPECTED.socialSecurity!],
  ['Medicare', EXPECTED.medicare!],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The rows of a Breakdown whose label starts with `label` (label, detail and amount share one row). */
const row = (scope: Locator, label: string) => scope.locator('dl > div').filter({ hasText: new RegExp(`^${label}`) });

async function expectTaxLines(scope: Locator) {
  for (const [label, amount] of TAX_LINES)
    await expect(row(scope, label).textContent()).resolves.toContain(`-${formatMoney(amount)}`);
  await expect(row(scope, 'Federal Income Tax').count()).resolves.toBe(1);
  await expect(row(scope, 'State Income Tax').count()).resolves.toBe(0);
  await expect(row(scope, 'Additional Medicare').count()).resolves.toBe(0);
  await scope.getByText('No state income tax in Texas.').waitFor();
}

/**
 * Page-wide horizontal overflow: the layout must fit the viewport (375 px included). After a resize the
 * page is given up to 3 s to lay itself out again (a loaded machine paints late); the last measure counts.
 */
async function overflow(page: Page): Promise<number> {
  const measure = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const until = Date.now() + 3000;
  let wider = await measure();
  while (wider > 0 && Date.now() < until) {
    await page.waitForTimeout(100);
    wider = await measure();
  }
  if (wider > 0) {
    // Say what sticks out, for whoever reads the failure.
    const culprits = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(-5)
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    console.warn(`Wider than the window by ${wider} px:\n${culprits.join('\n')}`);
    await screenshot(page, 'taxes_overflow');
  }
  return wider;
}

describe('taxes from the W-4 and state (docs/product/taxes.md)', () => {
  it('calculates married filing jointly in Texas line by line, saves it, and shows the same on /saved', async () => {
    // The hand-checked figures (svc-calc test): the engine must still agree before the browser is asked.
    expect(EXPECTED).toMatchObject({
      federalIncomeTax: 60.15,
      socialSecurity: 74.4,
      medicare: 17.4,
      stateIncomeTax: 0,
    });

    const email = `w4-${Date.now()}@example.com`;
    const password = 'password123';
    const signup = await api('/api/auth/signup', { body: { email, password, firstName: 'Wanda', lastName: 'Four' } });
    expect(signup.status).toBe(201);
    const { page, errors, close } = await openPage(browser);
    try {
      const signIn = await page.context().request.post('/api/auth/signin', { data: { email, password } });
      expect(signIn.status()).toBe(200);

      await page.goto('/');
      await appReady(page);
      await page.getByLabel('Hourly Rate').fill('30');
      await page.getByRole('button', { name: /Taxes & Deductions/ }).click();
      // The switch is a radio group: reach it and pick W-4 mode from the keyboard.
      const w4Choice = page.getByRole('radio', { name: /From my W-4 and state/ });
      await page.getByRole('radio', { name: /Quick estimate \(one rate\)/ }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(w4Choice.isChecked()).resolves.toBe(true);
      await page.getByLabel('Filing Status').selectOption('married_jointly');
      await page.getByLabel('State', { exact: true }).selectOption('TX');
      await expect(page.getByLabel('Pay Frequency').inputValue()).resolves.toBe('weekly');
      await screenshot(page, 'taxes_w4_form_desktop');

      await page.getByRole('button', { name: /Calculate Pay/ }).click();
      const taxes = page.getByRole('region', { name: 'Taxes' });
      await taxes.waitFor();
      await expectTaxLines(taxes);
      await expect(page.getByTestId('net-pay').textContent()).resolves.toContain(formatMoney(EXPECTED.netPay));
      const how = page.getByText('How this was computed');
      await how.focus();
      await page.keyboard.press('Enter');
      await page.getByText(/IRS Pub 15-T 2026, Worksheet 1A/).waitFor();
      await page.getByText(/Texas has no state income tax on wages/).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'taxes_w4_results_desktop');

      await page.getByRole('button', { name: 'Save to Account' }).click();
      await page.getByText('Calculation saved to your account!').waitFor();

      await page.goto('/saved');
      await appReady(page);
      await page.reload();
      await appReady(page);
      const card = page.getByRole('article').filter({ hasText: '$30/hr · 40 h' });
      await card.waitFor();
      await expect(card.textContent()).resolves.toContain(formatMoney(EXPECTED.netPay));
      await card.getByText('W-4 · TX').waitFor();
      await expectTaxLines(card.getByRole('region', { name: 'Taxes' }));
      await screenshot(page, 'taxes_w4_saved_desktop');

      await page.setViewportSize({ width: 375, height: 800 });
      await card.getByRole('region', { name: 'Taxes' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'taxes_w4_saved_375');
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage: ${await pageState(page)}`, { cause: error });
    } finally {
      await close();
    }
  });

  it('fits the W-4 form and its results in 375 px without sideways scrolling', async () => {
    const { page, close } = await openPage(browser, 375, 800);
    try {
      const link = new URLSearchParams({
        ...Object.fromEntries(Object.entries(INPUTS).map(([key, value]) => [key, String(value)])),
        overtimeHours: '6',
        isUnion: 'true',
      });
      await page.goto(`/?${link}`);
      await appReady(page);
      await page.getByRole('region', { name: 'Taxes' }).waitFor();
      await expect(page.getByRole('radio', { name: /From my W-4 and state/ }).isChecked()).resolves.toBe(true);
      await page.getByLabel('Put my overtime deduction into W-4 Step 4(b)').waitFor();
      await page.getByRole('region', { name: 'Overtime Deduction' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'taxes_w4_375');
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage: ${await pageState(page)}`, { cause: error });
    } finally {
      await close();
    }
  });

  it("walks a New York City carpenter's week: state and city lines by their own tables, on a phone too", async () => {
    // NYC & Vicinity carpenters, 2024-25 sheet: $57.05 wage, $8.39 vacation fund, dues 2%.
    const carpenter = {
      taxMode: 'w4',
      hourlyRate: 57.05,
      regularHours: 40,
      isUnion: true,
      unionVacationFundPerHour: 8.39,
      unionDues: 2,
      state: 'NY',
      homeLocality: 'NY-NEW_YORK_CITY',
      workLocality: 'NY-NEW_YORK_CITY',
    };
    const expected = calculatePaycheck(normalizeInput(carpenter));
    expect(expected.localIncomeTax).toBe(101.12);
    const { page, errors, close } = await openPage(browser);
    try {
      const link = new URLSearchParams(Object.entries(carpenter).map(([key, value]) => [key, String(value)]));
      await page.goto(`/?${link}`);
      await appReady(page);
      const taxes = page.getByRole('region', { name: 'Taxes' });
      await taxes.waitFor();
      await expect(row(taxes, 'State Income Tax').textContent()).resolves.toContain(
        `-${formatMoney(expected.stateIncomeTax!)}`,
      );
      await expect(row(taxes, 'New York City').textContent()).resolves.toContain('-$101.12');
      await expect(row(taxes, 'Total Taxes').textContent()).resolves.toContain(`-${formatMoney(expected.taxAmount)}`);
      await expect(page.getByTestId('net-pay').textContent()).resolves.toContain(formatMoney(expected.netPay));
      // The form shows the chosen locality, and a bonus adds its own check.
      await expect(page.getByLabel('Where You Live').inputValue()).resolves.toBe('NY-NEW_YORK_CITY');
      await page.getByLabel('Bonus or Commission').fill('1000');
      await page.getByRole('button', { name: /Calculate Pay/ }).click();
      await page.getByText('Bonus Check').waitFor();
      await screenshot(page, 'taxes_nyc_carpenter_desktop');
      await page.setViewportSize({ width: 375, height: 800 });
      await taxes.waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'taxes_nyc_carpenter_375');
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage: ${await pageState(page)}`, { cause: error });
    } finally {
      await close();
    }
  });
});
