import { roundCents } from '../money.js';
import { federalWithholding } from './federal.js';
import { ficaTaxes } from './fica.js';
import { overtimeDeduction } from './overtime.js';
import { stateWithholding } from './state-withholding.js';
import { taxYearData } from './registry.js';
import {
  FILING_STATUSES,
  PAY_FREQUENCIES,
  PAY_PERIODS_PER_YEAR,
  STATE_CODES,
  type FilingStatus,
  type PayFrequency,
  type W4,
} from './types.js';
import { pick, seededRandom } from '../testing/seeded-random.js';

const STANDARD: W4 = { multipleJobs: false, dependentsCredit: 0, otherIncome: 0, deductions: 0, extraWithholding: 0 };
const fed = (
  wages: number,
  filingStatus: FilingStatus = 'single',
  w4: W4 = STANDARD,
  payFrequency: PayFrequency = 'weekly',
) => federalWithholding({ taxYear: 2026, payFrequency, wages, filingStatus, w4 });

describe('federalWithholding: IRS Pub 15-T 2026 wage-bracket cells (weekly, single, standard W-4)', () => {
  // [at least, less than, IRS cell, percentage method at the midpoint to the cent (docs/product/tax/README.md §5.1)]
  const CELLS: [number, number, number, number][] = [
    [625, 635, 34, 33.68],
    [635, 645, 35, 34.88],
    [645, 655, 36, 36.08],
    [655, 665, 37, 37.28],
    [665, 675, 38, 38.48],
    [675, 685, 40, 39.68],
    [685, 695, 41, 40.88],
    [695, 705, 42, 42.08],
    [705, 715, 43, 43.28],
    [715, 725, 44, 44.48],
  ];
  it.each(CELLS)('$%d–%d → $%d (%d to the cent at the midpoint)', (from, to, cell, cents) => {
    const midpoint = (from + to) / 2;
    expect(fed(midpoint)).toBe(cents);
    expect(Math.round(fed(midpoint))).toBe(cell);
  });

  it('follows the worked example: $670 × 52 − 8,600 = 26,240 → 2,000.80 a year → 38.48', () => {
    expect(fed(670)).toBe(38.48);
  });
});

describe('federalWithholding: other statuses, forms and periods (hand-computed)', () => {
  it('married filing jointly, weekly $1,425: 74,100 − 12,900 = 61,200 → 2,480 + 12% × 17,100 = 4,532 → 87.15', () => {
    expect(fed(1425, 'married_jointly')).toBe(87.15);
  });

  it('head of household, biweekly $2,000: 52,000 − 8,600 = 43,400 → 1,770 + 12% × 10,150 = 2,988 → /26 = 114.92', () => {
    expect(fed(2000, 'head_of_household', STANDARD, 'biweekly')).toBe(114.92);
  });

  it('Step 2 checked, single weekly $1,000: no line 1g; 2,900 + 22% × (52,000 − 33,250) = 7,025 → 135.10', () => {
    expect(fed(1000, 'single', { ...STANDARD, multipleJobs: true })).toBe(135.1);
  });

  it('Step 3 credits and Step 4(c): 4,060/52 − 2,200/52 + 10 = 45.77', () => {
    expect(fed(1000, 'single', { ...STANDARD, dependentsCredit: 2200, extraWithholding: 10 })).toBe(45.77);
  });

  it('credits never make it negative, but Step 4(c) is still withheld', () => {
    expect(fed(500, 'single', { ...STANDARD, dependentsCredit: 10_000 })).toBe(0);
    expect(fed(500, 'single', { ...STANDARD, dependentsCredit: 10_000, extraWithholding: 25 })).toBe(25);
  });

  it('Step 4(a) and 4(b), monthly $4,000: 48,000 + 6,000 − 10,000 − 8,600 = 35,400 → 3,100/12 = 258.33', () => {
    expect(fed(4000, 'single', { ...STANDARD, otherIncome: 6000, deductions: 10_000 }, 'monthly')).toBe(258.33);
  });

  it('a $10,000 Step 4(b) overtime deduction lowers $2,400 a week by about $43 (docs/product/tax/README.md §3)', () => {
    const without = fed(2400);
    const withDeduction = fed(2400, 'single', { ...STANDARD, deductions: 10_000 });
    expect([without, withDeduction]).toEqual([359.35, 315.88]);
    expect(roundCents(without - withDeduction)).toBe(43.47);
  });

  it('2019 W-4: allowances at $4,300, standard table; married uses the joint table', () => {
    // 52,000 − 2 × 4,300 = 43,400 → 4,060 / 52
    expect(fed(1000, 'single', { formYear: 2019, allowances: 2 })).toBe(78.08);
    // 60,000 − 3 × 4,300 = 47,100 → 2,480 + 12% × 3,000 = 2,840 / 12
    expect(fed(5000, 'married_jointly', { formYear: 2019, allowances: 3 }, 'monthly')).toBe(236.67);
  });

  it('married filing separately uses the single table', () => {
    expect(fed(1000, 'married_separately')).toBe(fed(1000, 'single'));
  });

  it('gives the same annual figure whatever the pay period (cents apart at most)', () => {
    const annual = fed(52_000, 'single', STANDARD, 'annual');
    for (const frequency of PAY_FREQUENCIES) {
      const periods = PAY_PERIODS_PER_YEAR[frequency];
      expect(Math.abs(fed(52_000 / periods, 'single', STANDARD, frequency) * periods - annual)).toBeLessThan(
        periods * 0.005 + 1e-9,
      );
    }
  });

  it('reads junk amounts as 0 and throws for a year without tables', () => {
    expect(fed(Number.NaN)).toBe(0);
    expect(fed(-500)).toBe(0);
    expect(() =>
      federalWithholding({ taxYear: 2019, payFrequency: 'weekly', wages: 1000, filingStatus: 'single', w4: STANDARD }),
    ).toThrow(RangeError);
  });
});

function randomW4(random: () => number): W4 {
  if (random() < 0.2) return { formYear: 2019, allowances: Math.floor(random() * 6) };
  const some = (max: number) => (random() < 0.5 ? 0 : Math.round(random() * max * 100) / 100);
  return {
    multipleJobs: random() < 0.3,
    dependentsCredit: some(8000),
    otherIncome: some(30_000),
    deductions: some(40_000),
    extraWithholding: random() < 0.8 ? 0 : some(100),
  };
}

const CASES = 3000;

describe(`withholding properties over ${CASES} seeded random cases`, () => {
  const cases = Array.from({ length: CASES }, (_, i) => {
    const random = seededRandom(i + 1);
    const payFrequency = pick(random, PAY_FREQUENCIES);
    const periods = PAY_PERIODS_PER_YEAR[payFrequency];
    return {
      seed: i + 1,
      payFrequency,
      filingStatus: pick(random, FILING_STATUSES),
      w4: randomW4(random),
      state: pick(random, STATE_CODES),
      allowances: Math.floor(random() * 4),
      // Up to about $1M a year, fractions of a cent included.
      wages: (random() ** 2 * 1_000_000) / periods,
      more: (random() * 50_000) / periods,
    };
  });
  const failing = (holds: (c: (typeof cases)[number]) => boolean) => cases.filter((c) => !holds(c)).map((c) => c.seed);

  it('federal withholding is never negative', () => {
    expect(failing((c) => federalWithholding({ taxYear: 2026, ...c }) >= 0)).toEqual([]);
  });

  it('federal withholding is monotone non-decreasing in wages', () => {
    expect(
      failing(
        (c) =>
          federalWithholding({ taxYear: 2026, ...c }) <=
          federalWithholding({ taxYear: 2026, ...c, wages: c.wages + c.more }),
      ),
    ).toEqual([]);
  });

  it("federal withholding is zero (plus Step 4(c)) while the adjusted wage is below the table's first taxable row", () => {
    const data = taxYearData(2026).federal;
    const holds = (c: (typeof cases)[number]) => {
      const periods = PAY_PERIODS_PER_YEAR[c.payFrequency];
      const old = c.w4.formYear === 2019;
      const table = (old || !('multipleJobs' in c.w4) || !c.w4.multipleJobs ? data.standard : data.step2Checked)[
        c.filingStatus
      ];
      const firstRow = table[1].atLeast;
      // The largest period wage whose adjusted annual wage is still below the first taxable row.
      const offset =
        c.w4.formYear === 2019
          ? c.w4.allowances * data.allowanceValuePre2020
          : c.w4.deductions - c.w4.otherIncome + (c.w4.multipleJobs ? 0 : data.line1g[c.filingStatus]);
      // Other income alone above the row: withholding is due even on no wages (checked below).
      if (firstRow + offset <= 0.01) return true;
      const below = (firstRow + offset - 0.01) / periods;
      const extra = c.w4.extraWithholding ?? 0;
      return federalWithholding({ taxYear: 2026, ...c, wages: (below * (c.seed % 7)) / 7 }) === roundCents(extra);
    };
    expect(failing(holds)).toEqual([]);
    // Just over the first row, tax starts.
    expect(fed(309)).toBe(0); // 309 × 52 − 8,600 = 7,468 < 7,500
    expect(fed(310)).toBe(0.04); // 7,520: 10% × 20 / 52
    // Enough other income is taxed even with no wages.
    expect(fed(0, 'single', { ...STANDARD, otherIncome: 26_000 })).toBe(19.04); // (26,000 − 8,600 − 7,500) × 10% = 990 / 52
  });

  it('state withholding is never negative and monotone in wages, in every state', () => {
    const holds = (c: (typeof cases)[number]) => {
      const low = stateWithholding({ taxYear: 2026, ...c });
      const high = stateWithholding({ taxYear: 2026, ...c, wages: c.wages + c.more });
      return low >= 0 && low <= high;
    };
    expect(failing(holds)).toEqual([]);
  });

  // The random cases above carry no pay date, so they only see each state's last edition of the
  // year; this walk takes every state (estimated ones too) through each edition's dates.
  it('in every state and under every edition of the year, withholding never falls as wages rise', () => {
    const falls: string[] = [];
    const periodsOf = { weekly: 52, biweekly: 26, monthly: 12 };
    for (const state of STATE_CODES)
      for (const payDate of ['2026-01-15', '2026-05-15', '2026-06-15', '2026-08-15'])
        for (const filingStatus of FILING_STATUSES)
          for (const payFrequency of ['weekly', 'biweekly', 'monthly'] as const) {
            let previous = 0;
            let previousWages = 0;
            for (let wages = 0; wages <= 25_000; wages += wages < 2_000 ? 17.31 : 211.07) {
              const request = { taxYear: 2026, state, payDate, filingStatus, payFrequency, wages, allowances: 1 };
              const amount = stateWithholding(request);
              const periods = periodsOf[payFrequency];
              // Oregon's formula switches to its high-wage tables at $50,000 a year, which drop the
              // low tables' $263 base: withholding steps down there (docs/product/taxes.md lists it).
              const oregonSwitch = state === 'OR' && previousWages * periods < 50_000 && wages * periods >= 50_000;
              if (amount < previous && !oregonSwitch)
                falls.push(`${state} ${payDate} ${filingStatus} ${payFrequency} ${wages}`);
              previous = amount;
              previousWages = wages;
            }
          }
    expect(falls).toEqual([]);
  });

  it('FICA over a year of paychecks stops Social Security at the wage base and starts Additional Medicare at $200,000', () => {
    const holds = (c: (typeof cases)[number]) => {
      const periods = PAY_PERIODS_PER_YEAR[c.payFrequency];
      let ytd = 0;
      let ss = 0;
      let addl = 0;
      for (let i = 0; i < periods; i++) {
        const taxes = ficaTaxes({ taxYear: 2026, wages: c.wages, ytdWages: ytd });
        ss += taxes.socialSecurity;
        addl += taxes.additionalMedicare;
        ytd += c.wages;
      }
      return (
        Math.abs(ss - Math.min(ytd, 184_500) * 0.062) <= periods * 0.005 + 1e-6 &&
        Math.abs(addl - Math.max(0, ytd - 200_000) * 0.009) <= periods * 0.005 + 1e-6
      );
    };
    expect(failing(holds)).toEqual([]);
  });
});

describe('ficaTaxes across the wage base', () => {
  const fica = (wages: number, ytdWages: number) => ficaTaxes({ taxYear: 2026, wages, ytdWages });

  it('below the base: 6.2% and 1.45%', () => {
    expect(fica(1000, 0)).toEqual({ socialSecurity: 62, medicare: 14.5, additionalMedicare: 0 });
  });

  it('straddling $184,500: Social Security only on the $4,500 left under the base', () => {
    expect(fica(10_000, 180_000)).toEqual({ socialSecurity: 279, medicare: 145, additionalMedicare: 0 });
  });

  it('above the base: no Social Security, Medicare continues', () => {
    expect(fica(1000, 184_500)).toEqual({ socialSecurity: 0, medicare: 14.5, additionalMedicare: 0 });
    expect(fica(1000, 190_000)).toEqual({ socialSecurity: 0, medicare: 14.5, additionalMedicare: 0 });
  });

  it('Additional Medicare 0.9% only on wages over $200,000 from this employer', () => {
    expect(fica(10_000, 195_000)).toEqual({ socialSecurity: 0, medicare: 145, additionalMedicare: 45 });
    expect(fica(2000, 250_000)).toEqual({ socialSecurity: 0, medicare: 29, additionalMedicare: 18 });
    expect(fica(5000, 195_000).additionalMedicare).toBe(0);
  });

  it('the year maximum is $11,439.00 of Social Security', () => {
    expect(fica(500_000, 0).socialSecurity).toBe(11_439);
  });

  it('rounds to the cent, never to dollars', () => {
    expect(fica(1234.56, 0)).toEqual({ socialSecurity: 76.54, medicare: 17.9, additionalMedicare: 0 });
  });
});

describe('overtimeDeduction (§225): cap and phase-out', () => {
  const ot = (filingStatus: FilingStatus, qualifiedOvertime: number, magi: number) =>
    overtimeDeduction({ taxYear: 2026, filingStatus, qualifiedOvertime, magi });

  it('deducts the qualified premium up to the cap', () => {
    expect(ot('single', 10_000, 100_000)).toBe(10_000);
    expect(ot('single', 20_000, 100_000)).toBe(12_500);
    expect(ot('head_of_household', 20_000, 100_000)).toBe(12_500);
    expect(ot('married_jointly', 30_000, 200_000)).toBe(25_000);
  });

  it('cuts the cap by $100 per $1,000 of MAGI over $150,000 ($300,000 joint), never below 0', () => {
    expect(ot('single', 20_000, 150_000)).toBe(12_500);
    expect(ot('single', 20_000, 175_000)).toBe(10_000);
    expect(ot('single', 5_000, 200_000)).toBe(5_000); // the reduced cap (7,500) is above the amount
    expect(ot('single', 20_000, 275_000)).toBe(0);
    expect(ot('single', 20_000, 400_000)).toBe(0);
    expect(ot('married_jointly', 30_000, 400_000)).toBe(15_000);
    expect(ot('married_jointly', 30_000, 550_000)).toBe(0);
  });

  it('gives nothing married filing separately (the law requires a joint return)', () => {
    expect(ot('married_separately', 10_000, 50_000)).toBe(0);
  });

  it('reads junk as 0 and rounds to the cent', () => {
    expect(ot('single', -5, 50_000)).toBe(0);
    expect(ot('single', 1234.567, Number.NaN)).toBe(1234.57);
  });
});

describe('stateWithholding', () => {
  const st = (
    state: (typeof STATE_CODES)[number],
    wages: number,
    filingStatus: FilingStatus = 'single',
    payFrequency: PayFrequency = 'weekly',
    allowances = 0,
  ) => stateWithholding({ taxYear: 2026, state, payFrequency, wages, filingStatus, allowances });

  it('is 0 in the states without a tax on wages', () => {
    for (const state of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'] as const)
      expect(st(state, 5000)).toBe(0);
  });

  it('Pennsylvania (flat, no deductions): 3.07% of $1,000 = 30.70', () => {
    expect(st('PA', 1000)).toBe(30.7);
  });

  it('Illinois: the 2026 $2,925 allowance: (1,000 − 56.25) × 4.95% = 46.72; two more allowances → 41.15', () => {
    expect(st('IL', 1000)).toBe(46.72);
    expect(st('IL', 1000, 'single', 'weekly', 2)).toBe(41.15); // 3 × 2,925 / 52 = 168.75
  });

  it('Mississippi (computer payroll formula, whole dollars): (52,000 − 2,300 − 6,000 − 10,000) × 4% / 52 = 25.92 → 26', () => {
    expect(st('MS', 1000)).toBe(26);
  });

  it('California Method B, single weekly $1,500, 1 allowance: 1,500 − 110 = 1,390 → 42.07 + 8.8% × 283 = 66.97 − 3.24 = 63.73', () => {
    expect(st('CA', 1500)).toBe(63.73);
  });

  it('New York exact calculation, married, monthly $8,000: 8,000 − 662.50 = 7,337.50 → 349.17 + 5.9% × 616.50 = 385.54', () => {
    expect(st('NY', 8000, 'married_jointly', 'monthly')).toBe(385.54);
  });

  it('Utah Publication 14 (from 1 June 2026), weekly $1,000: 44.50 → 45, the base allowance fully phased out', () => {
    expect(st('UT', 1000)).toBe(45);
    expect(st('UT', 100)).toBe(0); // 4 − (9 − 0) < 0
  });

  it('is 0 below the deductions and exemptions', () => {
    expect(st('GA', 200)).toBe(0); // 10,400 < 12,000
    expect(st('CA', 50)).toBe(0); // the credit covers the tax
  });

  it('throws for an unknown state code', () => {
    expect(() => st('XX' as never, 1000)).toThrow(/Unknown state code/);
  });
});
