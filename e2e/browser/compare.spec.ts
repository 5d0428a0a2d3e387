// Compare and decide, in the browser: a union job with fringes in New York against a non-union offer in New Jersey,
// side by side; the comparison's link opened in a fresh browser shows the same figures; the year ahead of a high
// earner stops Social Security in the right week; the printed summary fits one page. Figures are the engine's for
// the same inputs (docs/product/compare.md, pay-periods.md, sharing.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatMoney, normalizeInput, prefillQueryString } from '@takehome/calc-engine';
import { calculatePaycheck, yearView } from '@takehome/calc-engine/tax';
import { appReady, launchBrowser, openPage, pageState, screenshot } from '../support/browser.js';

const UNION_NY = normalizeInput({
  hourlyRate: 52,
  overtimeHours: 6,
  isUnion: true,
  healthWelfare: 12.5,
  pension: 9.75,
  annuity: 6,
  unionDues: 3,
  taxMode: 'w4',
  state: 'NY',
});
const OFFER_NJ = normalizeInput({ ...UNION_NY, hourlyRate: 58, isUnion: false, state: 'NJ' });
const UNION = calculatePaycheck(UNION_NY);
const OFFER = calculatePaycheck(OFFER_NJ);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A picture of one part of the page, for people to look at (e2e/artifacts); it proves nothing by itself. */
async function part(locator: Locator, name: string) {
  const dir = join(import.meta.dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await locator.screenshot({ path: join(dir, `${name}.png`), timeout: 15_000 }).catch((error: Error) => {
    console.warn(`picture ${name} not taken: ${error.message.split('\n')[0]}`);
  });
}

/** A row of the comparison table, by its key. */
const compareRow = (page: Page, key: string) => page.getByTestId('compare-table').locator(`tr[data-row="${key}"]`);
const cellText = (row: Locator, column: number) => row.locator('td').nth(column).innerText();

/** Every figure of the comparison table, row by row, as the reader sees it. */
const tableText = (page: Page) => page.getByTestId('compare-table').innerText();

async function openCalculated(page: Page, query: string, netPay: number) {
  await page.goto(`/?${query}`);
  await appReady(page);
  await expect(page.getByTestId('net-pay').innerText()).resolves.toContain(formatMoney(netPay));
}

describe('compare and decide', () => {
  it('compares a union job in NY with a non-union offer in NJ and shares the comparison into a fresh browser', async () => {
    const { page, errors, close } = await openPage(browser);
    let shared: string;
    try {
      await openCalculated(page, prefillQueryString(UNION_NY), UNION.netPay);
      await page.getByRole('button', { name: 'Compare Scenarios' }).click();
      const panel = page.getByTestId('compare-panel');
      await panel.waitFor();

      const first = page.getByTestId('scenario-0');
      await first.getByLabel('Name').fill('Union job NY');
      await first.getByRole('button', { name: 'Duplicate' }).click();
      const second = page.getByTestId('scenario-1');
      await second.getByLabel('Name').fill('Offer NJ');
      await second.getByLabel('Hourly Rate').fill('58');
      await second.getByLabel('Union member').uncheck();
      await second.getByLabel('State').selectOption('NJ');
      await page.getByRole('button', { name: 'Update Comparison' }).click();
      await page.getByText('press Update Comparison to figure').waitFor({ state: 'detached' });

      const net = compareRow(page, 'netPay');
      await expect(cellText(net, 0)).resolves.toBe(formatMoney(UNION.netPay));
      await expect(cellText(net, 1)).resolves.toContain(formatMoney(OFFER.netPay));
      const netDiff = Math.round((OFFER.netPay - UNION.netPay) * 100) / 100;
      await expect(cellText(net, 1)).resolves.toContain(`${netDiff > 0 ? '+' : '−'}${formatMoney(Math.abs(netDiff))}`);
      await expect(cellText(compareRow(page, 'totalPackage'), 0)).resolves.toBe(formatMoney(UNION.totalPackage));
      await expect(cellText(compareRow(page, 'totalPackage'), 1)).resolves.toContain(formatMoney(OFFER.totalPackage));
      // The union's fringes make the package bigger even where the offer pays more cash: marked worse for the offer.
      await expect(compareRow(page, 'totalPackage').locator('td').nth(1).getAttribute('data-diff')).resolves.toBe(
        OFFER.totalPackage < UNION.totalPackage ? 'worse' : 'better',
      );
      await expect(cellText(compareRow(page, 'state'), 0)).resolves.toBe(formatMoney(UNION.stateIncomeTax!));
      await expect(cellText(compareRow(page, 'state'), 1)).resolves.toContain(formatMoney(OFFER.stateIncomeTax!));
      await expect(cellText(compareRow(page, 'statePrograms'), 1)).resolves.toContain(
        formatMoney(OFFER.stateContributions!),
      );
      // The chart of the same figures: a bar each for net pay, left over and total package (the union's fringes) of
      // both scenarios, drawn by the chart library and hidden from screen readers.
      const chart = panel.locator('[data-chart]');
      await expect(chart.locator('.recharts-bar-rectangle').count()).resolves.toBe(6);
      await expect(chart.locator('[aria-hidden="true"] svg.recharts-surface').count()).resolves.toBe(1);
      await screenshot(page, 'compare_desktop');
      await part(panel, 'compare_panel_1280');
      await part(page.getByRole('region', { name: 'Your Weekly Paycheck' }), 'results_periods_1280');

      await page.getByRole('button', { name: 'Share Comparison' }).click();
      shared = await page.getByTestId('share-url').last().inputValue();
      expect(shared).toContain('compare=');
      const figures = await tableText(page);

      // The link alone, in a browser that has never seen this comparison: the same figures.
      const fresh = await openPage(browser, 375, 800);
      try {
        await fresh.page.goto(shared);
        await fresh.page.getByTestId('compare-table').waitFor();
        await fresh.page.getByText('Offer NJ', { exact: true }).first().waitFor();
        await expect(cellText(compareRow(fresh.page, 'netPay'), 0)).resolves.toBe(formatMoney(UNION.netPay));
        // At phone width one scenario shows at a time; the tabs switch.
        await fresh.page.getByRole('tab', { name: 'Offer NJ' }).click();
        await expect(compareRow(fresh.page, 'netPay').locator('td').nth(0).isVisible()).resolves.toBe(false);
        await expect(cellText(compareRow(fresh.page, 'netPay'), 1)).resolves.toContain(formatMoney(OFFER.netPay));
        const overflow = await fresh.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(fresh.page, 'compare_phone_shared');
        await part(fresh.page.getByTestId('compare-panel'), 'compare_panel_375');
        await fresh.page.setViewportSize({ width: 1280, height: 800 });
        await expect(tableText(fresh.page)).resolves.toBe(figures);
        expect(fresh.errors.filter((e) => !e.includes('401'))).toEqual([]);
      } finally {
        await fresh.close();
      }
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await pageState(page)}`, { cause: error });
    } finally {
      await close();
    }
  });

  it("shows a high earner's year ahead stopping Social Security in the week the wage base is reached", async () => {
    const high = normalizeInput({ hourlyRate: 125, taxMode: 'w4', state: 'TX' });
    const view = yearView({ input: high, payFrequency: 'weekly' });
    expect(view.milestones.socialSecurityWageBase?.period).toBe(37);
    const { page, close } = await openPage(browser);
    try {
      await openCalculated(page, prefillQueryString(high), calculatePaycheck(high).netPay);
      await page.getByRole('button', { name: 'Year Ahead' }).click();
      const marks = page.getByTestId('year-marks');
      await expect(marks.innerText()).resolves.toContain('Social Security wage base ($184,500) reached in Week 37');
      // The chart marks the week: its line stands on week 37 of the 52 drawn.
      const chart = page.getByTestId('year-ahead').locator('[data-chart]');
      await expect(chart.locator('.recharts-reference-line').textContent()).resolves.toBe('Social Security wage base');
      // The table behind the chart: week 37 pays Social Security on the last $4,500, week 38 none.
      const table = page.getByTestId('year-table');
      await expect(table.locator('tbody tr').nth(36).innerText()).resolves.toContain(formatMoney(279));
      await page.getByRole('button', { name: 'Show the table' }).click();
      await expect(table.locator('tbody tr').nth(37).locator('td').nth(2).innerText()).resolves.toBe(formatMoney(0));
      await expect(page.locator('p', { hasText: 'By the end of the year' }).innerText()).resolves.toContain(
        `net ${formatMoney(view.totals.netPay)}`,
      );
      await screenshot(page, 'year_ahead_desktop');
      await part(page.getByTestId('year-ahead'), 'year_ahead_panel_1280');
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'year_ahead_phone');
      await part(page.getByTestId('year-ahead'), 'year_ahead_panel_375');
    } finally {
      await close();
    }
  });

  it('prints a one-page paystub summary and nothing else of the page', async () => {
    const { page, close } = await openPage(browser);
    try {
      await openCalculated(page, prefillQueryString(UNION_NY), UNION.netPay);
      await page.getByTestId('print-summary').waitFor({ state: 'attached' });
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('#root').isVisible()).resolves.toBe(false);
      await expect(page.getByTestId('print-summary').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('print-summary').innerText()).resolves.toContain(formatMoney(UNION.netPay));
      await screenshot(page, 'print_summary');
      const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
