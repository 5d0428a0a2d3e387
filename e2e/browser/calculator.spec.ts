import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { calculatePaycheck, formatMoney } from '@takehome/calc-engine';
import { adminAccessToken, api } from '../support/api.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';

const LIMIT_TEXT =
  "Calculation Limit Reached! You've used all 15 free calculations. Upgrade to continue calculating without limits.";
const PREFILL = { hourlyRate: 30, regularHours: 40, overtimeHours: 5, combinedTaxRate: 20 };
const PREFILL_LINK = `/?${new URLSearchParams(Object.entries(PREFILL).map(([k, v]) => [k, String(v)]))}`;
const EXPECTED_NET_PAY = formatMoney(calculatePaycheck(PREFILL).netPay);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const calculateButton = (page: Page) => page.getByRole('button', { name: /Calculate Pay|Limit Reached/ });

/** Signs the browser context in through the API (refresh cookie) and marks the session for the app. */
async function signIn(page: Page, email: string, password: string) {
  const answer = await page.context().request.post('/api/auth/signin', { data: { email, password } });
  expect(answer.status()).toBe(200);
}

describe('the calculator', () => {
  it('computes a prefilled link by itself and resets the address to /', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(PREFILL_LINK);

    await expect(page.getByTestId('net-pay').textContent()).resolves.toContain(EXPECTED_NET_PAY);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await expect(page.getByLabel('Hourly Rate').inputValue()).resolves.toBe('30');
    await page.getByText('Uses: 1 / 15').waitFor();
    await screenshot(page, 'calculator_prefilled');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });

  it("refuses an anonymous visitor's 16th calculation with the limit dialog and a countdown", async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/');
    for (let use = 1; use <= 15; use += 1) {
      await calculateButton(page).click();
      if (use < 15) await page.getByText(`Uses: ${use} / 15`).waitFor();
      // docs/product/funnel.md: the post-calculation prompt opens 2 s after the 3rd calculation (once declined, not
      // again this visit).
      if (use === 3) {
        const prompt = page.getByRole('dialog', { name: 'Love the Calculator?' });
        await prompt.waitFor();
        await prompt.getByRole('button', { name: 'Maybe Later' }).click();
      }
    }
    const limit = page.getByRole('dialog', { name: 'Calculation Limit Reached!' });
    await limit.waitFor();
    await expect(limit.textContent()).resolves.toMatch(/You've used all 15 free calculations\. Upgrade to continue/);
    await expect(limit.getByRole('link', { name: 'View Membership Plans' }).getAttribute('href')).resolves.toBe(
      '/pricing',
    );
    await screenshot(page, 'calculator_limit_reached');
    await limit.getByRole('button', { name: 'Close' }).last().click();
    await expect(calculateButton(page).isDisabled()).resolves.toBe(true);
    await expect(calculateButton(page).textContent()).resolves.toMatch(/Limit Reached\s*Reset in \dh \d{1,2}m/);

    // The 16th: a prefilled link presses Calculate by itself, and is refused.
    await page.goto(PREFILL_LINK);
    const refused = page.getByRole('dialog', { name: 'Out of Calculations' });
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain(LIMIT_TEXT);
    await expect(refused.textContent()).resolves.toMatch(/Your free calculations reset in [56]h \d{1,2}m/);
    await expect(page.getByTestId('net-pay').count()).resolves.toBe(0);
    await screenshot(page, 'calculator_out_of_calculations');
    await close();
  });

  it('saves for a signed-in user, shows it in This Month and /saved, and exports CSV, XLSX and PDF', async () => {
    const email = `saver-${Date.now()}@example.com`;
    const password = 'password123';
    const signup = await api<{ user: { id: string } }>('/api/auth/signup', {
      body: { email, password, firstName: 'Sam', lastName: 'Saver' },
    });
    expect(signup.status).toBe(201);
    const { page, close } = await openPage(browser);
    await signIn(page, email, password);

    await page.goto(PREFILL_LINK);
    await expect(page.getByTestId('net-pay').textContent()).resolves.toContain(EXPECTED_NET_PAY);
    await page.getByRole('button', { name: 'Save to Account' }).click();
    await page.getByText('Calculation saved to your account!').waitFor();

    const month = page.getByRole('region', { name: 'This Month' });
    await month.getByText(EXPECTED_NET_PAY).first().waitFor();
    await month.getByRole('button', { name: 'Show Details' }).click();
    const recent = month.getByRole('list', { name: 'Recent calculations' });
    await recent.getByText('$30/hr · 45 h').waitFor();
    await expect(recent.textContent()).resolves.toContain(EXPECTED_NET_PAY);

    // Saved history and export are Pro (docs/product/plans.md): an admin upgrades the saver; the next page load carries
    // it.
    const upgrade = await api(`/api/admin/users/${signup.body.user.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: await adminAccessToken(),
    });
    expect(upgrade.status).toBe(200);
    await page.goto('/saved');
    const card = page.getByRole('article').filter({ hasText: '$30/hr · 45 h' });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(EXPECTED_NET_PAY);
    await page.getByLabel('Select all (1)').check();
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Calculations' });
    await screenshot(page, 'saved_export_dialog');

    const exportAs = async (format: 'PDF' | 'CSV' | 'Excel') => {
      await dialog.getByLabel(format, { exact: true }).check();
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: `Export ${format}` }).click();
      const file = await download;
      return { name: file.suggestedFilename(), data: await readFile(await file.path()) };
    };

    const csv = await exportAs('CSV');
    expect(csv.name).toMatch(/^takehome-calculations-\d{4}-\d{2}-\d{2}\.csv$/);
    // A byte order mark, so Excel reads it as UTF-8; and the deductions one by one add up to their total.
    expect([...csv.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<Record<string, string>>(csv.data.toString('utf8').replace(/^\uFEFF/, ''), {
      header: true,
    }).data;
    expect(rows).toHaveLength(1);
    const deductionParts = [
      'Total Taxes',
      'Extra Withholding',
      '401(k)',
      'Medical Insurance',
      'HSA/FSA',
      'Vacation/Holiday Fund',
    ];
    expect(deductionParts.reduce((sum, header) => sum + Number(rows[0][header]), 0)).toBeCloseTo(
      Number(rows[0]['Total Deductions']),
      2,
    );
    expect(rows[0]).toMatchObject({ 'Hourly Rate': '30', 'Overtime Hours': '5' });
    expect(formatMoney(Number(rows[0]['Net Pay']))).toBe(EXPECTED_NET_PAY);

    const xlsx = await exportAs('Excel');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.data as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Calculations')!;
    expect(sheet.getRow(1).getCell(11).value).toBe('Net Pay');
    expect(formatMoney(Number(sheet.getRow(2).getCell(11).value))).toBe(EXPECTED_NET_PAY);
    expect(sheet.getRow(1).getCell(2).value).toBe('Date');
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);

    const pdf = await exportAs('PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    const pdfText = pdf.data.toString('latin1');
    expect(pdfText.startsWith('%PDF')).toBe(true);
    expect(pdfText).toContain(EXPECTED_NET_PAY);
    await close();
  });
});
