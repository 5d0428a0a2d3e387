import { calculatePaycheck } from './index.js';
import { PERIOD_KINDS, PERIODS_IN_YEAR, perPeriod, periodTable } from './periods.js';

describe('pay periods from one rule', () => {
  const cents = (value: number) => Math.round(value * 100);

  it.each([0, 0.01, 1, 1234.56, 987.65, 3333.33, 10_000.07])(
    'week × 52 = year, two weeks = week × 2, and month × 12, half-month × 24 and two weeks × 26 give the year (%p a week)',
    (weekly) => {
      const p = perPeriod(weekly);
      expect(cents(p.year)).toBe(cents(weekly) * 52);
      expect(cents(p.twoWeeks)).toBe(cents(weekly) * 2);
      // Each amount is rounded to the cent once: × n may differ from the year by at most n half-cents.
      for (const kind of PERIOD_KINDS) {
        const back = cents(p[kind]) * PERIODS_IN_YEAR[kind];
        expect(Math.abs(back - cents(p.year))).toBeLessThanOrEqual(PERIODS_IN_YEAR[kind] / 2);
      }
      // A half-month is half a month, to the cent.
      expect(Math.abs(cents(p.halfMonth) * 2 - cents(p.month))).toBeLessThanOrEqual(1);
    },
  );

  it('figures a paycheck per month as a twelfth of 52 weeks, not × 4.33', () => {
    const result = calculatePaycheck({ hourlyRate: 30, regularHours: 40, combinedTaxRate: 20 });
    // 1,200 gross − 240 tax = 960 net a week; 49,920 a year; 4,160 a month.
    const table = periodTable(result, ['grossPay', 'netPay'] as const);
    expect(table.netPay).toEqual({ week: 960, twoWeeks: 1920, halfMonth: 2080, month: 4160, year: 49_920 });
    expect(table.grossPay.month * 12).toBe(table.grossPay.year);
  });
});
