import { yearView } from './year-view.js';
import { calculatePaycheck } from './index.js';

const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + Math.round(v * 100), 0)) / 100;

describe('yearView', () => {
  it("a high earner's Social Security stops in the week the $184,500 wage base is reached", () => {
    // $125 × 40 h = $5,000 a week of FICA wages: 36 weeks make 180,000, the 37th reaches 185,000.
    const view = yearView({ input: { taxMode: 'w4', hourlyRate: 125, state: 'TX' }, payFrequency: 'weekly' });
    expect(view.periods).toHaveLength(52);
    expect(view.milestones.socialSecurityWageBase).toMatchObject({ period: 37, before: false, limit: 184_500 });
    expect(view.milestones.socialSecurityWageBase?.text).toBe(
      'Social Security wage base ($184,500) reached in Week 37',
    );
    expect(view.periods[35].socialSecurity).toBe(310); // 6.2% of 5,000
    expect(view.periods[36].socialSecurity).toBe(279); // 6.2% of the 4,500 left under the base
    expect(view.periods[37].socialSecurity).toBe(0);
    // Net pay rises by the Social Security no longer withheld.
    expect(view.periods[37].netPay - view.periods[35].netPay).toBeCloseTo(310, 2);
  });

  it('starts from the year-to-date: Social Security wages so far move the crossing earlier', () => {
    const view = yearView({
      input: { taxMode: 'w4', hourlyRate: 125, state: 'TX', ytdWages: 100_000 },
      payFrequency: 'weekly',
      ytd: { periodsPaid: 20, grossPay: 100_000, taxes: 25_000, netPay: 75_000 },
    });
    // 100,000 + 17 × 5,000 = 185,000: the 17th paycheck shown, week 37 of the year.
    expect(view.periods[0].period).toBe(21);
    expect(view.milestones.socialSecurityWageBase?.period).toBe(37);
    expect(view.periods[0].cumulative.grossPay).toBe(105_000);
  });

  it('cumulative gross, taxes and net are the year-to-date plus the sum of the periods, and gross = taxes + deductions + net', () => {
    const input = {
      taxMode: 'w4',
      hourlyRate: 61.37,
      overtimeHours: 7.5,
      state: 'NJ',
      retirement401k: 9,
      medicalInsurance: 42.5,
      isUnion: true,
      unionDues: 2.5,
      healthWelfare: 11.2,
    };
    const ytd = { periodsPaid: 3, grossPay: 9_876.54, taxes: 2_222.22, netPay: 6_000.01, retirementDeferrals: 1_500 };
    for (const payFrequency of ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const) {
      const view = yearView({ input, payFrequency, ytd });
      view.periods.forEach((p, i) => {
        const upTo = view.periods.slice(0, i + 1);
        expect(p.cumulative.grossPay).toBe(sum([ytd.grossPay, ...upTo.map((x) => x.grossPay)]));
        expect(p.cumulative.taxes).toBe(sum([ytd.taxes, ...upTo.map((x) => x.taxes)]));
        expect(p.cumulative.netPay).toBe(sum([ytd.netPay, ...upTo.map((x) => x.netPay)]));
        expect(sum([p.taxes, p.otherDeductions, p.netPay])).toBe(p.grossPay);
      });
      expect(view.totals.netPay).toBe(view.periods.at(-1)?.cumulative.netPay);
    }
  });

  it("a period with nothing capped is the week's paycheck × 52 ÷ periods", () => {
    const draft = { taxMode: 'w4', hourlyRate: 30, overtimeHours: 5, state: 'NY', payFrequency: 'biweekly' } as const;
    const week = calculatePaycheck(draft);
    const view = yearView({ input: draft });
    expect(view.periods).toHaveLength(26);
    expect(view.periods[0].grossPay).toBe(week.grossPay * 2);
    expect(view.periods[0].netPay).toBeCloseTo(week.netPay * 2, 1);
    expect(view.milestones.socialSecurityWageBase).toBeNull();
  });

  it('stops 401(k) deferrals at the $24,500 limit, partly in the paycheck that reaches it', () => {
    // 20% of $3,000 = $600 a week: 40 weeks make 24,000, the 41st defers the last 500.
    const view = yearView({
      input: { hourlyRate: 75, combinedTaxRate: 20, retirement401k: 20 },
      payFrequency: 'weekly',
    });
    expect(view.milestones.deferralLimit).toMatchObject({ period: 41, limit: 24_500 });
    expect(view.periods[39].retirementDeferral).toBe(600);
    expect(view.periods[40].retirementDeferral).toBe(500);
    expect(view.periods[41].retirementDeferral).toBe(0);
    expect(view.totals.retirementDeferrals).toBe(24_500);
    // Quick estimate: the combined rate does not change, so net pay rises by the deferral.
    expect(view.periods[41].netPay - view.periods[39].netPay).toBeCloseTo(600, 2);
    expect(view.milestones.socialSecurityWageBase).toBeNull();
    expect(view.periods[0].socialSecurity).toBeNull();
  });

  it('in W-4 mode a stopped traditional deferral raises the income tax withheld', () => {
    const view = yearView({
      input: { taxMode: 'w4', hourlyRate: 75, retirement401k: 20, state: 'TX' },
      payFrequency: 'weekly',
    });
    const before = view.periods[39];
    const after = view.periods[41];
    expect(after.retirementDeferral).toBe(0);
    expect(after.taxes).toBeGreaterThan(before.taxes);
    expect(after.netPay).toBeGreaterThan(before.netPay);
    expect(after.netPay - before.netPay).toBeLessThan(600);
  });

  it('marks the paycheck where the qualified overtime premium reaches the §225 cap, after the phase-out', () => {
    // 0.5 × $30 × 20 h = $300 of premium a week (wages 109,200 a year, under the phase-out): 12,500 in week 42.
    const under = yearView({
      input: { taxMode: 'w4', hourlyRate: 30, overtimeHours: 20, overtimeQualifies: true, state: 'TX' },
      payFrequency: 'weekly',
    });
    expect(under.milestones.overtimeDeductionCap).toMatchObject({ period: 42, limit: 12_500, before: false });
    // $50 × 40 + 20 h overtime = 3,500 a week, 182,000 a year: the cap falls by 10% of 32,000 to 9,300,
    // which $500 a week of premium reaches in week 19.
    const over = yearView({
      input: { taxMode: 'w4', hourlyRate: 50, overtimeHours: 20, overtimeQualifies: true, state: 'TX' },
      payFrequency: 'weekly',
    });
    expect(over.milestones.overtimeDeductionCap).toMatchObject({ period: 19, limit: 9_300 });
    // No premium, no mark.
    const none = yearView({ input: { taxMode: 'w4', hourlyRate: 50, state: 'TX' } });
    expect(none.milestones.overtimeDeductionCap).toBeNull();
  });

  it('reports a limit already reached by the year-to-date', () => {
    const view = yearView({
      input: { taxMode: 'w4', hourlyRate: 75, retirement401k: 10, ytdWages: 190_000 },
      ytd: { periodsPaid: 30, retirementDeferrals: 24_500 },
    });
    expect(view.milestones.socialSecurityWageBase).toMatchObject({ period: 30, before: true });
    expect(view.milestones.deferralLimit).toMatchObject({ period: 30, before: true });
    expect(view.periods.every((p) => p.socialSecurity === 0 && p.retirementDeferral === 0)).toBe(true);
  });
});
