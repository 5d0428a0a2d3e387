/**
 * Supplemental wages, IRS Pub 15 section 7: the optional 22% flat rate, the aggregate procedure,
 * and the mandatory 37% on supplemental wages over $1 million in the year. The 2026 Pub 15's own
 * dollar examples were not available here; these cases are its rules worked by hand.
 */
import { federalWithholding } from './federal.js';
import { stateSupplementalRate, stateSupplementalWithholding, supplementalWithholding } from './supplemental.js';
import type { W4 } from './types.js';

const W4_BLANK: W4 = { multipleJobs: false, dependentsCredit: 0, otherIncome: 0, deductions: 0, extraWithholding: 0 };
const sup = (supplemental: number, ytdSupplemental = 0, method: 'flat' | 'aggregate' = 'flat', regularWages = 2000) =>
  supplementalWithholding({
    taxYear: 2026,
    method,
    supplemental,
    regularWages,
    payFrequency: 'monthly',
    filingStatus: 'single',
    w4: W4_BLANK,
    ytdSupplemental,
  });

describe('supplementalWithholding (Pub 15 §7)', () => {
  it('optional flat rate: 22% of a $5,000 bonus = $1,100, whatever the W-4', () => {
    expect(sup(5000)).toBe(1100);
  });
  it('the $1 million crossing: of a $200,000 bonus after $900,000, $100,000 at 22% and $100,000 at 37% = $59,000', () => {
    expect(sup(200_000, 900_000)).toBe(59_000);
  });
  it('past $1 million everything is 37%, even under the aggregate method', () => {
    expect(sup(10_000, 1_000_000)).toBe(3700);
    expect(sup(10_000, 1_200_000, 'aggregate')).toBe(3700);
  });
  it('exactly at $1 million the payment is still 22%', () => {
    expect(sup(100_000, 900_000)).toBe(22_000);
  });
  it('aggregate: the tax on $2,000 + $1,000 for the month less the tax on $2,000 alone', () => {
    const regular = federalWithholding({
      taxYear: 2026,
      payFrequency: 'monthly',
      wages: 2000,
      filingStatus: 'single',
      w4: W4_BLANK,
    });
    const total = federalWithholding({
      taxYear: 2026,
      payFrequency: 'monthly',
      wages: 3000,
      filingStatus: 'single',
      w4: W4_BLANK,
    });
    // 36,000 − 8,600 = 27,400 → 1,240 + 12% × 7,500 = 2,140 / 12 = 178.33; 24,000 − 8,600 = 15,400 → 10% × 7,900 = 790 / 12 = 65.83
    expect([total, regular]).toEqual([178.33, 65.83]);
    expect(sup(1000, 0, 'aggregate')).toBe(112.5);
  });
});

describe('stateSupplementalWithholding', () => {
  const st = (state: 'CA' | 'NY' | 'NC' | 'GA' | 'PA', supplemental: number, bonus = true) =>
    stateSupplementalWithholding({
      taxYear: 2026,
      state,
      supplemental,
      bonus,
      regularWages: 2000,
      payFrequency: 'biweekly',
      filingStatus: 'single',
      allowances: 0,
    });
  it("uses the state's own rate: California 10.23% on a bonus, 6.6% on a commission; New York 11.70%; North Carolina 4.09% in dollars", () => {
    expect([st('CA', 5000), st('CA', 5000, false), st('NY', 5000), st('NC', 5000)]).toEqual([511.5, 330, 585, 205]);
  });
  it('without one, the regular method on the total less on regular wages alone (Georgia)', () => {
    expect(st('GA', 1000)).toBeCloseTo(49.9, 2); // 4.99% of the extra $1,000, all above the deduction
  });
  it('Massachusetts Circular M p. 13: a $350,000 bonus on a $948,000 salary, 1 exemption → $24,854 (9% over the surtax threshold)', () => {
    const ma = (supplemental: number, monthly: number, ytdSupplemental = 0) =>
      stateSupplementalWithholding({
        taxYear: 2026,
        state: 'MA',
        supplemental,
        regularWages: monthly,
        payFrequency: 'monthly',
        filingStatus: 'single',
        allowances: 0,
        ytdSupplemental,
      });
    // 350,000 + (948,000 − 2,000 − 4,400) = 1,291,600: 9% × (1,291,600 − 1,107,750) + 5% × 166,150 = 16,546.50 + 8,307.50
    expect(ma(350_000, 79_000)).toBe(24854);
    // Below the threshold a flat 5%; bonuses already paid this year count towards it.
    expect(ma(5000, 6000)).toBe(250);
    expect(ma(5000, 6000, 1_100_000)).toBe(450); // 72,000 − 2,000 − 4,400 + 1,100,000 + 5,000: all 5,000 over it
  });
  it('follows the pay date where the rate changed: Arkansas 3.9%, then 3.7% with the revised formula from 29 May', () => {
    const ar = (payDate?: string) =>
      stateSupplementalWithholding({
        taxYear: 2026,
        state: 'AR',
        supplemental: 5000,
        regularWages: 2000,
        payFrequency: 'biweekly',
        filingStatus: 'single',
        allowances: 0,
        payDate,
      });
    expect([ar('2026-05-28'), ar('2026-05-29'), ar()]).toEqual([195, 185, 185]);
    expect(stateSupplementalRate('AR', '2026-01-15')?.source).toContain('3.9%');
    expect(stateSupplementalRate('AR', '2026-06-15')?.source).toContain('3.7%');
    expect(stateSupplementalRate('TX')).toBeNull();
  });
});
