import * as main from '../index.js';
import { calculatePaycheck } from './index.js';
import type { PaycheckInputDraft } from '../types.js';
import { seededRandom } from '../testing/seeded-random.js';

const w4 = (draft: PaycheckInputDraft) => {
  const result = calculatePaycheck({ taxMode: 'w4', ...draft });
  if (!main.isW4Result(result)) throw new Error('expected a W-4 mode result');
  return result;
};

describe("calculatePaycheck, taxMode 'w4' (hand-checked)", () => {
  it('married jointly in Texas, $30 × 40 h + 5 h overtime: federal, Social Security and Medicare, no state tax', () => {
    const result = w4({ filingStatus: 'married_jointly', state: 'TX', hourlyRate: 30, overtimeHours: 5 });
    // gross 1,200 + 30 × 1.5 × 5 = 1,425. Federal: 74,100 − 12,900 = 61,200 → 2,480 + 12% × 17,100 = 4,532 / 52.
    expect(result).toMatchObject({
      taxMode: 'w4',
      grossPay: 1425,
      taxableGrossPay: 1425,
      incomeTaxWages: 1425,
      ficaWages: 1425,
      federalIncomeTax: 87.15,
      socialSecurity: 88.35, // 6.2%
      medicare: 20.66, // 1.45% of 1,425 = 20.6625
      additionalMedicare: 0,
      stateIncomeTax: 0,
      taxAmount: 196.16, // the sum of the lines
      totalDeductions: 196.16,
      netPay: 1228.84,
      overtimePayExcluded: 0,
      // §225: 0.5 × 30 × 5 = 75 a week, 3,900 a year, under the cap; saved at the 12% bracket.
      qualifiedOvertimePremium: 75,
      overtimeDeductionAnnual: 3900,
      overtimeDeductionTaxSaved: 468,
      taxSavedOnOvertime: 9,
      federalMarginalRate: 12,
      stateMarginalRate: 0,
      marginalRate: 19.65, // 12 + 6.2 + 1.45
      effectiveRate: 13.77, // 196.16 / 1,425
    });
    expect(result.taxNotes).toEqual({
      taxYear: 2026,
      payFrequency: 'weekly',
      federalSource: 'IRS Pub 15-T 2026, Worksheet 1A',
      ficaSource: expect.stringContaining('$184,500') as unknown,
      stateSource: 'Texas has no state income tax on wages',
      stateKind: 'none',
      stateEstimated: false,
      stateEstimateText: null,
      stateMethod: 'No state income tax on wages',
      stateBasis: 'publication',
      stateNote: null,
      localLines: [],
      contributionLines: [],
      overtimeSource: expect.stringContaining('§225') as unknown,
      overtimeAppliedToW4: false,
    });
  });

  it('puts the §225 estimate into W-4 Step 4(b) when asked: 61,200 − 3,900 → 4,064 / 52 = 78.15', () => {
    const result = w4({
      filingStatus: 'married_jointly',
      state: 'TX',
      hourlyRate: 30,
      overtimeHours: 5,
      applyOvertimeToW4: true,
    });
    expect(result.federalIncomeTax).toBe(78.15);
    expect(result.taxNotes.overtimeAppliedToW4).toBe(true);
  });

  it('a union carpenter in Illinois: fringes are not wages, vacation fund taxed then deducted, dues after tax', () => {
    const result = w4({
      filingStatus: 'single',
      state: 'IL',
      hourlyRate: 50,
      regularHours: 40,
      overtimeHours: 8,
      isUnion: true,
      healthWelfare: 15,
      pension: 13,
      annuity: 10,
      unionVacationFundPerHour: 8,
      unionDues: 2,
      unionWorkDuesPerHour: 0.5,
      retirement401k: 5,
      hsaFsa: 20,
    });
    // Hours 48. Wages 2,000 + 600 = 2,600; vacation 8 × 48 = 384 → taxable gross 2,984 (no fringes).
    // 401(k) 5% × 2,984 = 149.20; income-tax wages 2,984 − 149.20 − 20 = 2,814.80; FICA wages 2,964.
    // Federal: 146,369.60 − 8,600 = 137,769.60 → 17,966 + 24% × 24,569.60 = 23,862.70 / 52 = 458.90.
    // Illinois: (146,369.60 − 2,850) × 4.95% / 52 = 136.62.
    expect(result).toMatchObject({
      grossPay: 2984,
      taxableGrossPay: 2984,
      unionBenefitsTotal: 1824, // (15 + 13 + 10) × 48, total package only
      unionVacationFundAmount: 384,
      retirement401kAmount: 149.2,
      incomeTaxWages: 2814.8,
      taxableIncome: 2814.8,
      ficaWages: 2964,
      stateWages: 2814.8,
      federalIncomeTax: 458.9,
      socialSecurity: 183.77,
      medicare: 42.98,
      additionalMedicare: 0,
      stateIncomeTax: 136.55, // IL-700-T: (2,814.80 − 2,925 / 52) × 4.95%
      taxAmount: 822.2,
      totalDeductions: 1375.4, // 822.20 + 149.20 + 20 + 384
      unionDuesAmount: 83.68, // 2% × 2,984 + 0.50 × 48
      netPay: 1524.92,
      totalPackage: 3732.92, // net + fringes + vacation fund
      qualifiedOvertimePremium: 200, // 0.5 × 50 × 8
      overtimeDeductionAnnual: 10400,
      overtimeDeductionTaxSaved: 2496, // 24%
      marginalRate: 36.6, // 24 + 6.2 + 1.45 + 4.95
      effectiveRate: 27.55,
    });
    expect(result.taxNotes).toMatchObject({ stateKind: 'flat', stateEstimated: false, stateEstimateText: null });
  });

  it('counts no §225 overtime when the hours are not over 40 in the week, or the user says they are not', () => {
    // Daily overtime: 32 regular + 8 overtime = 40 hours in the week.
    expect(w4({ state: 'TX', regularHours: 32, overtimeHours: 8 }).qualifiedOvertimePremium).toBe(0);
    // Only the hours over 40 count: 38 + 6 = 44 → 4 hours.
    expect(w4({ state: 'TX', hourlyRate: 20, regularHours: 38, overtimeHours: 6 }).qualifiedOvertimePremium).toBe(40);
    const declined = w4({ state: 'TX', overtimeHours: 8, overtimeQualifies: false });
    expect([declined.qualifiedOvertimePremium, declined.overtimeDeductionAnnual]).toEqual([0, 0]);
    // Double time's premium is also the half rate: 0.5 × 25 × (4 + 4).
    expect(w4({ state: 'TX', overtimeHours: 4, doubleTimeHours: 4 }).qualifiedOvertimePremium).toBe(100);
  });

  it('medical insurance and HSA/FSA reduce FICA wages; 401(k) does not', () => {
    const result = w4({
      state: 'TX',
      retirement401k: 100,
      retirement401kIsPercent: false,
      medicalInsurance: 50,
      hsaFsa: 25,
    });
    expect([result.incomeTaxWages, result.ficaWages]).toEqual([825, 925]);
    expect(result.socialSecurity).toBe(57.35); // 6.2% × 925
  });

  it('Pennsylvania keeps 401(k) deferrals in state wages', () => {
    const result = w4({ state: 'PA', retirement401k: 10 });
    expect([result.incomeTaxWages, result.stateWages, result.stateIncomeTax]).toEqual([900, 1000, 30.7]);
  });

  it('per diem is cash, not wages', () => {
    const result = w4({ state: 'TX', perDiem: 50 });
    expect([result.grossPay, result.taxableGrossPay, result.ficaWages]).toEqual([1250, 1000, 1000]);
  });

  it('uses year-to-date wages for the Social Security base and Additional Medicare', () => {
    expect(w4({ state: 'TX', ytdWages: 184_000 }).socialSecurity).toBe(31); // 6.2% × 500
    expect(w4({ state: 'TX', ytdWages: 199_500 }).additionalMedicare).toBe(4.5); // 0.9% × 500
  });

  it('keeps the calculator extra withholding input (W-4 Step 4(c)) as its own deduction', () => {
    const result = w4({ state: 'TX', extraWithholding: 20 });
    expect(result.taxAmount).toBe(w4({ state: 'TX' }).taxAmount);
    expect(result.totalDeductions).toBe(result.taxAmount + 20);
    // A draft that put it inside w4 counts the same.
    expect(w4({ state: 'TX', w4: { extraWithholding: 20 } }).totalDeductions).toBe(result.totalDeductions);
  });

  it("uses the state's own method where it is encoded: California Method B, $1,500 a week → 63.73", () => {
    const result = w4({ state: 'CA', hourlyRate: 37.5 });
    expect(result.stateIncomeTax).toBe(63.73); // the CA case of withholding.spec.ts
    expect(result.taxNotes).toMatchObject({
      stateKind: 'graduated',
      stateEstimated: false,
      stateEstimateText: null,
      stateMethod: 'California Method B (exact calculation)',
      stateBasis: 'publication',
    });
    expect(result.stateMarginalRate).toBe(8.8);
  });

  it('Arkansas and Connecticut withhold by their own 2026 methods too', () => {
    // $1,000 a week: Arkansas 52,000 − 2,470 → 49,550 × 3.7% − 367.16 = 1,466.19 → 1,466 − 29 = 1,437 / 52
    const arkansas = w4({ state: 'AR', payDate: '2026-07-10' });
    expect(arkansas.stateIncomeTax).toBe(27.63);
    expect(arkansas.taxNotes).toMatchObject({ stateEstimated: false, stateBasis: 'publication' });
    // Connecticut, single (code F): 2,110 × .90 = 1,899 / 52
    const connecticut = w4({ state: 'CT' });
    expect(connecticut.stateIncomeTax).toBe(36.52);
    expect(connecticut.taxNotes).toMatchObject({ stateEstimated: false, stateBasis: 'publication-no-example' });
  });

  it('Alabama now withholds by its own formula, subtracting the federal withholding of the same paycheck', () => {
    const result = w4({ state: 'AL', hourlyRate: 25 });
    expect(result.stateIncomeTax).toBeGreaterThan(0);
    expect(result.taxNotes).toMatchObject({ stateEstimated: false, stateBasis: 'publication' });
  });

  it('the pay date picks the edition: Utah before and after 1 June 2026', () => {
    expect(w4({ state: 'UT', payDate: '2026-05-29' }).stateIncomeTax).toBe(45); // 4.5% × 1,000
    expect(w4({ state: 'UT', payDate: '2026-06-05' }).stateIncomeTax).toBe(45); // 4.45% × 1,000 = 44.50 → 45
    expect(w4({ state: 'UT', hourlyRate: 30, payDate: '2026-05-29' }).stateIncomeTax).toBe(54);
    expect(w4({ state: 'UT', hourlyRate: 30, payDate: '2026-06-05' }).stateIncomeTax).toBe(53); // 53.40
  });

  it("takes the state certificate's fields: an Arizona A-4 election, a New Jersey rate table", () => {
    expect(w4({ state: 'AZ' }).stateIncomeTax).toBe(20); // 2.0% default
    expect(w4({ state: 'AZ', stateCertificate: { azElectedPercent: 3.5 } }).stateIncomeTax).toBe(35);
    const b = w4({ state: 'NJ', filingStatus: 'married_jointly' }).stateIncomeTax;
    const a = w4({
      state: 'NJ',
      filingStatus: 'married_jointly',
      stateCertificate: { njRateTable: 'A' },
    }).stateIncomeTax;
    expect(a).toBeGreaterThan(b);
  });

  it("Utah's marginal rate is its 4.45%, through the whole-dollar rounding", () => {
    const result = w4({ state: 'UT' });
    expect([result.stateIncomeTax, result.stateMarginalRate]).toEqual([45, 4.45]);
  });

  it('a New York City carpenter (2024-25 sheet: $57.05 wage, $8.39 vacation fund): a New York City line of $101.12', () => {
    const result = w4({
      state: 'NY',
      homeLocality: 'NY-NEW_YORK_CITY',
      workLocality: 'NY-NEW_YORK_CITY',
      hourlyRate: 57.05,
      isUnion: true,
      unionVacationFundPerHour: 8.39,
    });
    // Wages on the check 2,282 + vacation fund 335.60 = 2,617.60; NYS-50-T-NYC: 43.00 + 4.25% × (2,617.60 − 96.15 − 1,154)
    expect(result.taxableGrossPay).toBe(2617.6);
    expect(result.localIncomeTax).toBe(101.12);
    expect(result.taxNotes.localLines).toMatchObject([
      { jurisdiction: 'NY-NEW_YORK_CITY', amount: 101.12, verified: true },
    ]);
    const sum =
      result.federalIncomeTax +
      result.socialSecurity +
      result.medicare +
      result.stateIncomeTax +
      result.localIncomeTax +
      result.stateContributions;
    expect(result.taxAmount).toBeCloseTo(sum, 2);
  });

  it('local lines follow the pay frequency and the pay date (Philadelphia, biweekly, before and after 1 July)', () => {
    const at = (payDate: string) =>
      w4({ state: 'PA', homeLocality: 'PA-PHILADELPHIA', payFrequency: 'biweekly', hourlyRate: 25, payDate })
        .localIncomeTax;
    expect([at('2026-06-26'), at('2026-07-10')]).toEqual([37.4, 37.35]); // 3.74% / 3.735% of the week's $1,000
  });

  it("an Ohio resident working in another city: the work city's line, and the home city's after its credit when the employer withholds it", () => {
    const springfieldInDayton = (withholdHomeCity: boolean) =>
      w4({ state: 'OH', homeLocality: 'OH-SPRINGFIELD', workLocality: 'OH-DAYTON', hourlyRate: 25, withholdHomeCity })
        .taxNotes.localLines;
    expect(springfieldInDayton(false).map((l) => [l.jurisdiction, l.amount])).toEqual([['OH-DAYTON', 25]]);
    // Springfield 2.4% less half of the lesser of Dayton's 2.5% and its own 2.4%: 24.00 − 12.00
    expect(springfieldInDayton(true).map((l) => [l.jurisdiction, l.amount])).toEqual([
      ['OH-SPRINGFIELD', 12],
      ['OH-DAYTON', 25],
    ]);
  });

  it('North Dakota withholds from the federal W-4: one from 2019 or earlier gives $5,050 an allowance', () => {
    expect(w4({ state: 'ND', hourlyRate: 45 }).stateIncomeTax).toBe(13); // $1,800 a week, 2020-or-later W-4
    const old = w4({ state: 'ND', hourlyRate: 45, w4: { formYear: 2019, allowances: 2 } });
    expect(old.stateIncomeTax).toBe(10);
    expect(old.taxNotes.stateMethod).toContain('2019-or-earlier W-4');
  });

  it('Kentucky occupational taxes reach 401(k) deferrals and cafeteria-plan pay (KRS 67.750); Ohio cities only the deferrals', () => {
    const choices = { hourlyRate: 25, retirement401k: 100, retirement401kIsPercent: false, hsa: 50 } as const;
    const louisville = w4({ state: 'KY', homeLocality: 'KY-LOUISVILLE', workLocality: 'KY-LOUISVILLE', ...choices });
    expect(louisville.localIncomeTax).toBe(22); // 2.2% of the whole $1,000
    const columbus = w4({ state: 'OH', homeLocality: 'OH-COLUMBUS', workLocality: 'OH-COLUMBUS', ...choices });
    expect(columbus.localIncomeTax).toBe(23.75); // 2.5% of Medicare wages, 1,000 − 50
  });

  it('pre-tax choices: a Roth contribution stays taxable; HSA, dependent care and commuter benefits leave FICA wages too', () => {
    expect(
      w4({ state: 'TX', retirement401k: 100, retirement401kIsPercent: false, retirementRoth: true }).incomeTaxWages,
    ).toBe(1000);
    const result = w4({ state: 'TX', hsa: 50, dependentCareFsa: 40, commuterBenefits: 10 });
    expect([result.incomeTaxWages, result.ficaWages]).toEqual([900, 900]);
    expect(result.totalDeductions).toBeCloseTo(result.taxAmount + 100, 2);
  });

  it('state treatment: Pennsylvania taxes 403(b) deferrals and dependent care; New Jersey 403(b) but not 401(k); California HSA', () => {
    const pa = w4({
      state: 'PA',
      retirement401k: 100,
      retirement401kIsPercent: false,
      retirementPlan: '403b',
      dependentCareFsa: 50,
    });
    expect([pa.incomeTaxWages, pa.stateWages]).toEqual([850, 1000]);
    const nj401k = w4({ state: 'NJ', retirement401k: 100, retirement401kIsPercent: false });
    const nj403b = w4({ state: 'NJ', retirement401k: 100, retirement401kIsPercent: false, retirementPlan: '403b' });
    expect([nj401k.stateWages, nj403b.stateWages]).toEqual([900, 1000]);
    expect(w4({ state: 'CA', hsa: 60 }).stateWages).toBe(1000);
    expect(w4({ state: 'NY', hsa: 60 }).stateWages).toBe(940);
  });

  it('a bonus on its own check: 22% federal, FICA, the state supplemental rate (California 10.23%)', () => {
    const result = w4({ state: 'CA', supplementalPay: 5000 });
    expect(result.supplementalCheck).toMatchObject({
      gross: 5000,
      federalIncomeTax: 1100,
      socialSecurity: 310,
      medicare: 72.5,
      stateIncomeTax: 511.5,
      localIncomeTax: 0,
      net: 3006,
    });
    // The weekly figures do not change.
    expect(result.netPay).toBe(w4({ state: 'CA' }).netPay);
    const aggregate = w4({ state: 'TX', supplementalPay: 1000, supplementalMethod: 'aggregate' }).supplementalCheck;
    // Past $1 million of bonuses in the year, 37%.
    // 20,000 × 22% + 30,000 × 37% = 4,400 + 11,100
    const crossing = w4({ state: 'TX', supplementalPay: 50_000, ytdSupplementalPay: 980_000 });
    expect(crossing.supplementalCheck?.federalIncomeTax).toBe(15_500);
    // The week's $1,000 plus $1,000 as one weekly payment: 270.19 − 78.08.
    expect(aggregate?.federalIncomeTax).toBe(192.11);
  });

  it("state programs the employee pays into: California SDI 1.3% uncapped; New York's PFL and DBL (at most $0.60 a week)", () => {
    const ca = w4({ state: 'CA', hourlyRate: 50 });
    expect(ca.taxNotes.contributionLines).toMatchObject([{ name: 'CA SDI', amount: 26 }]);
    expect(ca.stateContributions).toBe(26);
    const ny = w4({ state: 'NY', hourlyRate: 50 });
    expect(ny.taxNotes.contributionLines.map((l) => l.amount)).toEqual([8.64, 0.6]); // 0.432% × 2,000; DBL capped
    // New Jersey's TDI and FLI stop at their $171,100 wage base.
    const nj = w4({ state: 'NJ', hourlyRate: 50, ytdWages: 170_000 });
    expect(nj.taxNotes.contributionLines.map((l) => [l.name, l.amount])).toEqual([
      ['NJ Unemployment/Workforce', 0],
      ['NJ Disability (TDI)', 2.09], // 0.19% × 1,100
      ['NJ Family Leave (FLI)', 2.53],
    ]);
    // Rhode Island TDI: the DLT's own case, full time at the $16.00 minimum wage, about $7.04 a week
    // ($366.08 a year); then the $100,000 wage base stops it.
    const ri = w4({ state: 'RI', hourlyRate: 16 });
    expect(ri.taxNotes.contributionLines).toMatchObject([{ name: 'RI Disability (TDI)', amount: 7.04 }]);
    expect(ri.stateContributions).toBe(7.04); // × 52 = 366.08
    const riCapped = w4({ state: 'RI', hourlyRate: 50, ytdWages: 99_500 });
    expect(riCapped.taxNotes.contributionLines[0]?.amount).toBe(5.5); // 1.1% × the last $500
    // Washington ESD: employees pay 71.43% of the 1.13% premium, up to the $184,500 Social Security cap.
    const wa = w4({ state: 'WA', hourlyRate: 50, ytdWages: 184_000 });
    expect(wa.taxNotes.contributionLines.map((l) => [l.name, l.amount])).toEqual([
      ['WA Paid Family & Medical Leave', 4.04], // 0.8072% × the last $500
      ['WA Cares', 11.6], // 0.58% of all $2,000, no cap
    ]);
    // Minnesota Paid Leave: 0.44% up to $185,000, the Social Security base rounded to the thousand.
    const mn = w4({ state: 'MN', hourlyRate: 50, ytdWages: 184_500 });
    expect(mn.taxNotes.contributionLines).toMatchObject([{ name: 'MN Paid Leave', amount: 2.2 }]); // 0.44% × $500
  });

  it('with no state chosen: no state tax and says so', () => {
    const result = w4({});
    expect(result.stateIncomeTax).toBe(0);
    expect(result.taxNotes).toMatchObject({ stateKind: null, stateSource: 'No state chosen' });
  });

  it("a less frequent pay period gives the same weekly figures, to the cent federally and within cents for New York's per-period tables", () => {
    const weekly = w4({ state: 'NY', hourlyRate: 40 });
    const biweekly = w4({ state: 'NY', hourlyRate: 40, payFrequency: 'biweekly' });
    expect(Math.abs(biweekly.federalIncomeTax - weekly.federalIncomeTax)).toBeLessThanOrEqual(0.01);
    // New York's tables are printed per period, rounded per row: a few cents a week apart.
    expect(Math.abs(biweekly.stateIncomeTax - weekly.stateIncomeTax)).toBeLessThanOrEqual(0.05);
    expect(biweekly.taxNotes.payFrequency).toBe('biweekly');
  });

  it('a 2019 W-4 with allowances', () => {
    // 52,000 − 2 × 4,300 = 43,400 → 4,060 / 52
    expect(w4({ state: 'TX', w4: { formYear: 2019, allowances: 2 } }).federalIncomeTax).toBe(78.08);
  });
});

describe('flat mode stays the plain calculation', () => {
  it('the tax entry gives exactly the main entry result for 2,000 random flat drafts (W-4 fields ignored)', () => {
    const failing: number[] = [];
    for (let seed = 1; seed <= 2000; seed++) {
      const random = seededRandom(seed);
      const draft: Record<string, unknown> = {};
      for (const field of main.NUMBER_FIELDS) if (random() < 0.7) draft[field] = Math.round(random() * 10_000) / 100;
      for (const field of main.FLAG_FIELDS) if (random() < 0.7) draft[field] = random() < 0.5;
      if (random() < 0.5)
        Object.assign(draft, { filingStatus: 'married_jointly', state: 'CA', w4: { multipleJobs: true } });
      if (random() < 0.5) draft.taxMode = 'flat';
      const viaTax = calculatePaycheck(draft);
      const viaMain = main.calculatePaycheck(draft);
      if (JSON.stringify(viaTax) !== JSON.stringify(viaMain) || 'taxMode' in viaMain) failing.push(seed);
    }
    expect(failing).toEqual([]);
  });

  it('the main entry refuses W-4 mode rather than guess', () => {
    expect(() => main.calculatePaycheck({ taxMode: 'w4' })).toThrow(main.W4_NEEDS_TAX_ENTRY);
  });

  it('a flat result is unchanged by the W-4 inputs (combined rate 20%)', () => {
    const plain = main.calculatePaycheck({ hourlyRate: 30, overtimeHours: 5, combinedTaxRate: 20 });
    const withExtras = main.calculatePaycheck({
      hourlyRate: 30,
      overtimeHours: 5,
      combinedTaxRate: 20,
      state: 'NY',
      ytdWages: 200_000,
      unionVacationFundPerHour: 5,
      isUnion: false,
    });
    expect(withExtras).toEqual(plain);
    expect(plain.taxAmount).toBe(285); // 1,425 × 20%
  });
});
