import { render } from '@testing-library/react';
import { formatMoney, normalizeInput, perPeriod } from '@takehome/calc-engine';
import { calculatePaycheck } from '@takehome/calc-engine/tax';
import { PrintSummary } from './PrintSummary';
import { stubSheet } from './stubSheet';

// A union carpenter in New York, W-4 mode: every kind of section the stub has.
const input = normalizeInput({
  hourlyRate: 57.05,
  regularHours: 40,
  overtimeHours: 4,
  isUnion: true,
  healthWelfare: 12,
  annuity: 8.39,
  unionDues: 2,
  unionDuesIsPercent: true,
  taxMode: 'w4',
  state: 'NY',
  filingStatus: 'single',
});
const result = calculatePaycheck(input);
const AT = '2026-11-28T15:00:00.000Z';

describe('the paycheck stub (docs/product/sharing.md)', () => {
  const sheet = stubSheet(input, result, AT);

  it('has earnings, union benefits, taxes and deductions, each line with its amount', () => {
    expect(sheet.columns.flat().map((section) => section.title)).toEqual([
      'Earnings this week',
      'Union benefits (paid by the employer)',
      'Taxes this week',
      'Deductions this week',
    ]);
    const taxes = sheet.columns[1][0].lines;
    expect(taxes.find((line) => line.label === 'Federal Income Tax')?.amount).toBe(result.federalIncomeTax);
    expect(taxes.every((line) => line.amount !== 0)).toBe(true);
    expect(sheet.subtitle).toContain('$57.05/h · 44 h a week · union member');
  });

  it('gives each headline figure per period by the one rule', () => {
    const net = sheet.periods.rows.find((row) => row.net)!;
    expect(net.label).toBe('Net pay');
    const p = perPeriod(result.netPay);
    expect(net.values).toEqual([p.week, p.twoWeeks, p.halfMonth, p.month, p.year].map(formatMoney));
    expect(sheet.periods.rows.map((row) => row.label)).toContain('Total package');
  });

  it('is what the printed summary shows, line for line', () => {
    render(<PrintSummary input={input} result={result} calculatedAt={AT} />);
    const printed = document.querySelector('[data-testid="print-summary"]')?.textContent ?? '';
    for (const section of sheet.columns.flat()) {
      expect(printed).toContain(section.title);
      for (const line of section.lines) expect(printed).toContain(`${line.label}${formatMoney(line.amount)}`);
    }
    for (const row of sheet.periods.rows) expect(printed).toContain(`${row.label}${row.values.join('')}`);
    for (const note of sheet.notes) expect(printed).toContain(note);
  });
});
