import { formatMoney } from '@takehome/web-kit';
import { savedCalculation } from '../testing/savedCalculation';
import { computeAnalytics } from './computeAnalytics';

// Wednesday 20 Nov 2030, noon local time.
const NOW = new Date(2030, 10, 20, 12);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const calculations = [
  // Net 1,000; left over 500 (expenses 500).
  savedCalculation('a', { hourlyRate: 25, regularHours: 40, expenses: { rentMortgage: { amount: 500 } } }, daysAgo(1)),
  // Net 1,000; left over 1,000.
  savedCalculation('b', { hourlyRate: 25, regularHours: 40 }, daysAgo(2)),
  // Net 1,200, last month.
  savedCalculation('c', { hourlyRate: 30, regularHours: 40 }, new Date(2030, 9, 10, 12).toISOString()),
  // A year and more ago: outside every period.
  savedCalculation('d', { hourlyRate: 99, regularHours: 40 }, daysAgo(400)),
];

describe('computeAnalytics', () => {
  it('sums the period and averages per calculation', () => {
    const week = computeAnalytics(calculations, 'week', NOW);

    expect(week.totals).toMatchObject({ count: 2, netPay: 2000, grossPay: 2000, leftOver: 1500, hours: 80 });
    expect(week.averageNetPay).toBe(1000);
    expect(week.averageHourly).toBe(25);
    expect(computeAnalytics(calculations, 'year', NOW).totals.count).toBe(3);
  });

  it('draws a bar per day for a week, per week for a month or quarter, per month for a year', () => {
    const week = computeAnalytics(calculations, 'week', NOW);
    expect(week.bucket).toBe('day');
    expect(week.bars.map((bar) => bar.label)).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
    expect(week.bars.filter((bar) => bar.count > 0)).toEqual([
      { label: 'Mon', netPay: 1000, count: 1 },
      { label: 'Tue', netPay: 1000, count: 1 },
    ]);

    const month = computeAnalytics(calculations, 'month', NOW);
    expect(month.bucket).toBe('week');
    expect(month.bars.at(-1)).toEqual({ label: '11/18', netPay: 1000, count: 2 });

    expect(computeAnalytics(calculations, 'quarter', NOW).bars.length).toBeGreaterThanOrEqual(13);
    const year = computeAnalytics(calculations, 'year', NOW);
    expect(year.bucket).toBe('month');
    expect(year.bars.at(-1)).toEqual({ label: 'Nov', netPay: 1000, count: 2 });
    expect(year.bars.at(-2)).toEqual({ label: 'Oct', netPay: 1200, count: 1 });
  });

  it('compares this calendar month with the last one', () => {
    const { months } = computeAnalytics(calculations, 'week', NOW);

    expect(months.thisMonth).toMatchObject({ count: 2, netPay: 2000 });
    expect(months.lastMonth).toMatchObject({ count: 1, netPay: 1200 });
  });

  it('measures the goals of docs/product/calculation.md and writes insights', () => {
    const { goals, insights } = computeAnalytics(calculations, 'week', NOW);

    expect(goals[0]).toMatchObject({
      name: 'Save 20% of net pay',
      detail: '75% of net pay left over',
      progress: 1,
      met: true,
    });
    // Emergency fund: 4 months of the average weekly net pay (1,000 × 4.33 × 4).
    expect(goals[1]).toMatchObject({ detail: '$1,500.00 of $17,320.00', met: false });
    expect(goals[1].progress).toBeCloseTo(1500 / 17320);
    expect(goals[2]).toMatchObject({ detail: '25% of net pay goes to expenses', progress: 0.5, met: true });
    expect(insights).toContain('Your average net pay is down 17% on last month.');
    expect(insights).toContain('You keep 100% of your gross pay after taxes and deductions.');
  });

  it('counts the weeks that came up short after expenses', () => {
    const short = [
      savedCalculation('s', { hourlyRate: 10, regularHours: 10, expenses: { fuel: { amount: 200 } } }, daysAgo(1)),
    ];

    const { insights, goals } = computeAnalytics(short, 'week', NOW);

    expect(insights).toContain(
      '1 of your calculations came up short after expenses: trim a weekly expense to get back above zero.',
    );
    expect(goals[0]).toMatchObject({ progress: 0, met: false });
  });

  it('takes W-4 mode saves with their taxes and the overtime deduction, apart from flat mode’s saving', () => {
    const mixed = [
      // W-4, married jointly, Texas: taxes 151.95 of 1,200 (12.66%).
      savedCalculation(
        'w',
        { hourlyRate: 30, regularHours: 40, taxMode: 'w4', filingStatus: 'married_jointly', state: 'TX' },
        daysAgo(1),
      ),
      // W-4 with 10 h of qualifying overtime: a §225 saving.
      savedCalculation(
        'o',
        { hourlyRate: 40, regularHours: 40, overtimeHours: 10, taxMode: 'w4', state: 'TX' },
        daysAgo(2),
      ),
      // Flat mode's no tax on overtime: 25% of 300.
      savedCalculation(
        'f',
        { hourlyRate: 20, regularHours: 40, overtimeHours: 10, combinedTaxRate: 25, noTaxOnOvertime: true },
        daysAgo(3),
      ),
    ];
    const w4Saving = mixed[1].results.taxSavedOnOvertime;

    const { totals, insights } = computeAnalytics(mixed, 'week', NOW);

    expect(totals.count).toBe(3);
    expect(totals.netPay).toBeCloseTo(1048.05 + mixed[1].results.netPay + 900, 2);
    expect(totals.taxSavedOnOvertime).toBe(75);
    expect(totals.overtimeDeductionSaving).toBe(w4Saving);
    expect(w4Saving).toBeGreaterThan(0);
    expect(insights).toContain('No tax on overtime kept $75.00 in your pocket.');
    expect(insights.find((i) => i.startsWith('The overtime deduction is worth about'))).toContain(
      formatMoney(w4Saving),
    );
    expect(insights.find((i) => i.startsWith('In the weeks figured from your W-4'))).toMatch(/took \d+% of your wages/);
  });

  it('sums local taxes, state programs, pre-tax choices and bonus checks by the results’ names', () => {
    const nyc = (id: string, days: number, bonus: number) =>
      savedCalculation(
        id,
        {
          hourlyRate: 40,
          regularHours: 40,
          taxMode: 'w4',
          state: 'NY',
          homeLocality: 'NY-NEW_YORK_CITY',
          stateCertificate: { allowances: 1 },
          supplementalPay: bonus,
          retirement401k: 100,
          retirement401kIsPercent: false,
          retirementPlan: '457',
          retirementRoth: true,
          hsa: 25,
          commuterBenefits: 15,
        },
        daysAgo(days),
      );
    const saves = [
      nyc('n1', 1, 2500),
      nyc('n2', 2, 0),
      // Texas with a traditional 401(k): no local tax, no state program.
      savedCalculation(
        't',
        { hourlyRate: 30, regularHours: 40, taxMode: 'w4', state: 'TX', retirement401k: 5 },
        daysAgo(3),
      ),
      // Quick estimate: W-4 mode's pre-tax inputs and bonus do not apply.
      savedCalculation('q', { hourlyRate: 30, regularHours: 40, hsa: 50, supplementalPay: 900 }, daysAgo(4)),
    ];
    const [n1, n2, t] = saves.map((c) => c.results);
    const line = (c: typeof n1, kind: 'localLines' | 'contributionLines', name: string) =>
      c.taxNotes![kind].find((l) => l.name === name)!.amount;

    const { totals, insights } = computeAnalytics(saves, 'week', NOW);

    expect(totals.localTaxes).toEqual([{ name: 'New York City', amount: line(n1, 'localLines', 'New York City') * 2 }]);
    expect(line(n1, 'localLines', 'New York City')).toBeGreaterThan(0);
    expect(totals.statePrograms.map((l) => l.name)).toEqual(['NY Paid Family Leave', 'NY Disability (DBL)']);
    expect(totals.statePrograms[0].amount).toBeCloseTo(
      line(n1, 'contributionLines', 'NY Paid Family Leave') + line(n2, 'contributionLines', 'NY Paid Family Leave'),
      2,
    );
    // DBL: 0.5% of wages, at most $0.60 a week.
    expect(totals.statePrograms[1].amount).toBeCloseTo(1.2, 2);
    expect(totals.preTax).toEqual([
      { name: 'Roth 457(b)', amount: 200 },
      { name: 'HSA', amount: 50 },
      { name: 'Commuter Benefits', amount: 30 },
      { name: '401(k)', amount: t.retirement401kAmount },
    ]);
    const check = n1.supplementalCheck!;
    expect(n2.supplementalCheck).toBeUndefined();
    expect(totals.bonusChecks).toBe(1);
    expect(totals.bonusLines).toEqual([
      { name: 'Bonus / Commission', amount: 2500 },
      { name: 'Federal Income Tax', amount: 550 },
      { name: 'Social Security', amount: 155 },
      { name: 'Medicare', amount: 36.25 },
      { name: 'State Income Tax', amount: check.stateIncomeTax },
      { name: 'Local Income Tax', amount: check.localIncomeTax },
      { name: 'Bonus After Taxes', amount: check.net },
    ]);
    expect(insights).toContain(`A bonus check of $2,500.00 left ${formatMoney(check.net)} after taxes.`);
    expect(
      insights.find((i) =>
        i.startsWith(
          'In the weeks figured from your W-4, federal, Social Security, Medicare, state and local taxes and state programs took',
        ),
      ),
    ).toBeDefined();
  });

  it('is empty, not broken, without calculations', () => {
    const empty = computeAnalytics([], 'month', NOW);

    expect(empty.totals.count).toBe(0);
    expect(empty.averageNetPay).toBe(0);
    expect(empty.bars.every((bar) => bar.netPay === null)).toBe(true);
    expect(empty.insights).toEqual([]);
  });
});
