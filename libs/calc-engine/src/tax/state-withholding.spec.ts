/**
 * Each state's own 2026 withholding method against the worked examples its publication prints.
 * Every expected figure is the publication's (the example named beside it), not this engine's
 * output; where a publication prints no example, the case is the publication's formula worked by
 * hand on its own figures, and the test name says so.
 */
import { stateWithholdingEstimate } from './state.js';
import { STATE_WITHHOLDING_2026 } from './data/2026-state-withholding.js';
import {
  alabamaStandardDeduction,
  arkansasAnnualTax,
  stateWithholding,
  stateWithholdingDetail,
} from './state-withholding.js';
import type { AlEdition, ArEdition } from './withholding-types.js';
import type { StateCertificate } from './withholding-types.js';
import { STATE_CODES, type FilingStatus, type PayFrequency, type StateCode } from './types.js';

const wh = (
  state: StateCode,
  payFrequency: PayFrequency,
  wages: number,
  filingStatus: FilingStatus = 'single',
  allowances = 0,
  certificate?: StateCertificate,
  payDate?: string,
) => stateWithholding({ taxYear: 2026, state, payFrequency, wages, filingStatus, allowances, certificate, payDate });

describe('California: EDD 2026 Method B, Examples A–D (pp. 2–4)', () => {
  it('A: weekly $210, single, 1 allowance: below the $363 low-income exemption → $0', () => {
    expect(wh('CA', 'weekly', 210, 'single', 0, { allowances: 1 })).toBe(0);
  });
  it('B: biweekly $1,600, married, 3 allowances of which 1 for estimated deductions → $2.38', () => {
    // 1,600 − 38 (Table 2, n=1) − 439 (Table 3) = 1,123 → 9.37 + 2.2% × 271 = 15.33 − 12.95 (Table 4, n=2)
    expect(wh('CA', 'biweekly', 1600, 'married_jointly', 0, { allowances: 2, estimatedDeductionAllowances: 1 })).toBe(
      2.38,
    );
  });
  it('C: monthly $5,100, married, 5 allowances → $0.82', () => {
    expect(wh('CA', 'monthly', 5100, 'married_jointly', 0, { allowances: 5 })).toBe(0.82);
  });
  it('D: weekly $950, head of household, 3 allowances → $1.69', () => {
    expect(wh('CA', 'weekly', 950, 'head_of_household', 0, { allowances: 3 })).toBe(1.69);
  });
  it('derives the DE 4 count from the filing status: the filer (and spouse) plus `allowances`', () => {
    expect(wh('CA', 'weekly', 950, 'head_of_household', 2)).toBe(1.69);
    expect(wh('CA', 'monthly', 5100, 'married_jointly', 3)).toBe(0.82);
  });
  it('over ten allowances the credit is the one-allowance figure times the count (Table 4 note: 15 weekly = $48.60)', () => {
    // Both counts use the "2 or more" columns, so only the credit differs: 48.60 − 6.47 (Table 4, n = 2).
    const two = wh('CA', 'weekly', 3000, 'married_jointly', 0, { allowances: 2 });
    expect(roundTo(two - wh('CA', 'weekly', 3000, 'married_jointly', 0, { allowances: 15 }))).toBe(42.13);
  });
});

describe('New York State: NYS-50-T-NYS (1/26) exact calculation examples (pp. 16–19)', () => {
  it.each([
    ['Single Example 1: weekly $400, 3 exemptions → $8.01', 'weekly', 400, 'single', 3, 8.01],
    ['Single Example 3: monthly $50,000, 3 exemptions → $3576.63', 'monthly', 50_000, 'single', 3, 3576.63],
    ['Single Example 4: daily $750, 2 exemptions → $44.1', 'daily', 750, 'single', 2, 44.1],
    ['Married Example 1: weekly $400, 4 exemptions → $6.69', 'weekly', 400, 'married_jointly', 4, 6.69],
    ['Married Example 3: monthly $50,000, 3 exemptions → $3622.09', 'monthly', 50_000, 'married_jointly', 3, 3622.09],
    ['Married Example 4: daily $750, 2 exemptions → $44.58', 'daily', 750, 'married_jointly', 2, 44.58],
  ] as const)('%s', (_name, frequency, wages, status, exemptions, expected) => {
    expect(wh('NY', frequency, wages, status, exemptions)).toBe(expected);
  });
  it('Single Example 2 (semimonthly $5,000, 1 exemption): the publication prints $258.51, its own table gives $258.50', () => {
    // Step 4 prints 165.00 × 0.0753 = 12.43; the product is 12.4245, which rounds to 12.42. Recorded, not matched.
    expect(wh('NY', 'semimonthly', 5000, 'single', 1)).toBe(258.5);
  });
  it('the $50,000-a-month married case the issue measured: the recapture rows, not the annual brackets', () => {
    // 50,000 − 662.50 = 49,337.50 → 2,300 + 7.35% × 18,237.50; the annual-bracket estimate was about $657 lower.
    expect(wh('NY', 'monthly', 50_000, 'married_jointly', 0)).toBe(3640.46);
    const estimate = stateWithholdingEstimate({
      taxYear: 2026,
      state: 'NY',
      payFrequency: 'monthly',
      wages: 50_000,
      filingStatus: 'married_jointly',
      allowances: 0,
    });
    expect(3640.46 - estimate).toBeGreaterThan(600);
  });
  it('head of household withholds at the single rates', () => {
    expect(wh('NY', 'weekly', 400, 'head_of_household', 3)).toBe(8.01);
  });
  it('Method III above the annualised threshold: a flat 10.45% of the whole annualised net wage', () => {
    // 120,000 − 616.70 = 119,383.30 × 12 = 1,432,599.60 × 10.45% = 149,706.66 / 12
    expect(wh('NY', 'monthly', 120_000, 'single', 0)).toBe(12_475.56);
  });
});

describe('New Jersey: NJ-WT (September 2025) percentage method examples (p. 25, as transcribed)', () => {
  it('Rate A Example 1: weekly $300, single, 1 allowance → $4.21', () => {
    expect(wh('NJ', 'weekly', 300, 'single', 0)).toBe(4.21);
  });
  it('Rate A Example 2: weekly $700, single, 1 allowance → $11.84', () => {
    expect(wh('NJ', 'weekly', 700, 'single', 0)).toBe(11.84);
  });
  it('Rate B Example 1: weekly $375, married joint, 3 allowances → $4.76', () => {
    expect(wh('NJ', 'weekly', 375, 'married_jointly', 1)).toBe(4.76);
  });
  it('Rate A Example 3 (weekly $1,200, 1 allowance) prints $40.40 from a superseded $15.28 base; the current table gives $40.41', () => {
    expect(wh('NJ', 'weekly', 1200, 'single', 0)).toBe(40.41);
  });
  it('Rate B Examples 2 and 3 (weekly $950 and $1,400, married, 3 allowances) print $15.93 and $27.60 from superseded bases; the current table gives $15.92 and $27.58', () => {
    // Taxable 950 − 3 × 19.20 = 892.40 and 1,342.40; as transcribed, the examples add 5.76 and 17.30 of older rows.
    expect(wh('NJ', 'weekly', 950, 'married_jointly', 1)).toBe(15.92);
    expect(wh('NJ', 'weekly', 1400, 'married_jointly', 1)).toBe(27.58);
  });
  it('the NJ-W4 rate table letter overrides the filing status', () => {
    expect(wh('NJ', 'weekly', 1200, 'married_jointly', 0, { njRateTable: 'A', allowances: 1 })).toBe(40.41);
    expect(wh('NJ', 'weekly', 1200, 'single', 0, { njRateTable: 'C' })).toBeGreaterThan(0);
  });
});

describe('Georgia: Employer’s Withholding Tax Guide 2026, both editions', () => {
  it('June 2026 Example 1: semimonthly $2,000, married one income (C), 1 dependent → $27.03', () => {
    expect(wh('GA', 'semimonthly', 2000, 'married_jointly', 1, undefined, '2026-06-15')).toBe(27.03);
  });
  it('June 2026 Example 2: head of household, biweekly $935, 2 dependents → $0.00', () => {
    expect(wh('GA', 'biweekly', 935, 'head_of_household', 2, undefined, '2026-06-12')).toBe(0);
  });
  it('December 2025 edition example (p. 46): semimonthly $1,470.83, C, 1 allowance, at 5.19% → $15.79', () => {
    expect(wh('GA', 'semimonthly', 1470.83, 'married_jointly', 1, undefined, '2026-03-13')).toBe(15.79);
  });
  it('the rate changes on the pay date 11 May 2026', () => {
    const before = stateWithholdingDetail({
      taxYear: 2026,
      state: 'GA',
      payFrequency: 'semimonthly',
      wages: 2000,
      filingStatus: 'single',
      allowances: 0,
      payDate: '2026-05-10',
    });
    const after = stateWithholdingDetail({
      taxYear: 2026,
      state: 'GA',
      payFrequency: 'semimonthly',
      wages: 2000,
      filingStatus: 'single',
      allowances: 0,
      payDate: '2026-05-11',
    });
    expect([before.amount, after.amount]).toEqual([77.85, 68.61]); // (2,000 − 500) × 5.19%; (2,000 − 625) × 4.99%
    expect([before.effectiveFrom, after.effectiveFrom]).toEqual(['2026-01-01', '2026-05-11']);
  });
  it('G-4 letter B (married, both working) takes the single-sized deduction', () => {
    expect(wh('GA', 'semimonthly', 2000, 'married_jointly', 0, { gaMaritalStatus: 'B' }, '2026-06-15')).toBe(68.61);
  });
});

describe('North Carolina: NC-30 (2026)', () => {
  it('percentage method example p. 18: weekly $450, single, 2 allowances → $4.00', () => {
    // 450 − 245.19 − 2 × 48.08 = 108.65 × 4.09% = 4.44 → whole dollars
    expect(wh('NC', 'weekly', 450, 'single', 2)).toBe(4);
  });
  it('annualized example p. 19 (same facts) also gives $4', () => {
    expect(wh('NC', 'annual', 450 * 52, 'single', 2)).toBe(231);
  });
  it('head of household has its own deduction: weekly $1,000 → 632.21 × 4.09% = $26; single → $31', () => {
    expect([wh('NC', 'weekly', 1000, 'head_of_household'), wh('NC', 'weekly', 1000)]).toEqual([26, 31]);
  });
});

describe('Kentucky: 42A003 (2026 formula)', () => {
  it('monthly example: $3,270 → (39,240 − 3,360) × 3.5% / 12 = $104.65', () => {
    expect(wh('KY', 'monthly', 3270)).toBe(104.65);
  });
  it('biweekly example $1,500: the formula gives $47.98; the publication prints $47 after a typo in step 3', () => {
    expect(wh('KY', 'biweekly', 1500)).toBe(47.98);
  });
});

describe('Utah: Publication 14, both 2026 editions (examples p. 11)', () => {
  it.each([
    ['Example 1: weekly $400, single → $12', 'weekly', 400, 'single', 12],
    ['Example 2: biweekly $2,600, single → $116', 'biweekly', 2600, 'single', 116],
    ['Example 3: semimonthly $1,200, married → $18', 'semimonthly', 1200, 'married_jointly', 18],
    ['Example 4: monthly $7,800, married → $347', 'monthly', 7800, 'married_jointly', 347],
    ['Example 5: quarterly $9,000, single → $367', 'quarterly', 9000, 'single', 367],
    ['Example 6: daily $175, married → $5', 'daily', 175, 'married_jointly', 5],
  ] as const)('Rev. 4/26 %s', (_name, frequency, wages, status, expected) => {
    expect(wh('UT', frequency, wages, status, 0, undefined, '2026-06-15')).toBe(expected);
  });
  it('Rev. 4/25 Example 2 (biweekly $2,600, single) still applies before 1 June: $117', () => {
    expect(wh('UT', 'biweekly', 2600, 'single', 0, undefined, '2026-05-29')).toBe(117);
    expect(wh('UT', 'biweekly', 2600, 'single', 0, undefined, '2026-06-01')).toBe(116);
  });
  it('head of household uses the single column', () => {
    expect(wh('UT', 'weekly', 400, 'head_of_household', 0, undefined, '2026-06-15')).toBe(12);
  });
});

describe('Illinois: IL-700-T (R-12/25), automated payroll method p. 4', () => {
  it('Example B: weekly $800, 2 basic + 2 additional allowances → $32.13', () => {
    // 2 × 2,925 + 2 × 1,000 = 7,850 / 52 = 150.96; (800 − 150.96) × 4.95%
    expect(wh('IL', 'weekly', 800, 'single', 0, { allowances: 2, ilAdditionalAllowances: 2 })).toBe(32.13);
  });
  it('uses the 2026 $2,925 allowance: weekly $1,000, single → (1,000 − 56.25) × 4.95% = $46.72', () => {
    expect(wh('IL', 'weekly', 1000)).toBe(46.72);
  });
});

describe('Michigan: Form 446 (Rev. 02-26) — no printed example; its own figures worked by hand', () => {
  it('weekly $1,000, 2 exemptions: 5,900 / 52 = 113.46 each; (1,000 − 226.92) × 4.25% = $32.86', () => {
    expect(wh('MI', 'weekly', 1000, 'single', 1)).toBe(32.86);
  });
});

describe('Ohio: optional computer formula — no printed example; checked against its own printed weekly table', () => {
  it('weekly $1,000, 1 exemption, before 1 August: (52,000 − 650) → 462.39 + 2.99% × 25,300 = 1,218.86 / 52 = $23.44', () => {
    expect(wh('OH', 'weekly', 1000, 'single', 0, undefined, '2026-03-06')).toBe(23.44);
  });
  it('from 1 August 2026 (HB 96): 416.80 + 2.99% × 25,300 = 1,173.27 / 52 = $22.56', () => {
    expect(wh('OH', 'weekly', 1000, 'single', 0, undefined, '2026-08-07')).toBe(22.56);
  });
  it('agrees within a cent with the printed weekly percentage table (8.02 + 2.99% × (987.50 − 500.96) = 22.57)', () => {
    expect(
      roundTo(Math.abs(wh('OH', 'weekly', 1000, 'single', 0, undefined, '2026-08-07') - 22.57)),
    ).toBeLessThanOrEqual(0.01);
  });
  it('withholds from the first dollar: weekly $300 → (15,600 − 650) × 1.6% / 52 = $4.60', () => {
    expect(wh('OH', 'weekly', 300, 'single', 0, undefined, '2026-08-07')).toBe(4.6);
  });
});

describe('Colorado: DR 1098 (2026) — no printed example; its own figures worked by hand', () => {
  it('weekly $1,000: (52,000 − 5,500) × 4.4% / 52 = $39.35; married jointly (− 11,000) = $34.69', () => {
    expect([wh('CO', 'weekly', 1000), wh('CO', 'weekly', 1000, 'married_jointly')]).toEqual([39.35, 34.69]);
  });
  it('a DR 0004 allowance replaces the default', () => {
    expect(wh('CO', 'weekly', 1000, 'married_jointly', 0, { coAnnualAllowance: 0 })).toBe(44);
  });
});

describe('Arizona: Form A-4 (2026) — a percentage of gross wages', () => {
  it('2.0% when no A-4 is filed; the elected percentage otherwise', () => {
    expect(wh('AZ', 'biweekly', 1000)).toBe(20);
    expect(wh('AZ', 'biweekly', 2400, 'single', 0, { azElectedPercent: 2.5 })).toBe(60);
    expect(wh('AZ', 'biweekly', 1000, 'single', 0, { azElectedPercent: 0 })).toBe(0);
  });
});

describe('Virginia: Employer Withholding Guide formula method (p. 21)', () => {
  it('John: semimonthly $2,649, 5 exemptions → $109.50', () => {
    // 63,576 − (8,750 + 5 × 930) = 50,176 → 720 + 5.75% × 33,176 = 2,628 (the guide's whole dollars) / 24
    expect(wh('VA', 'semimonthly', 2649, 'married_jointly', 3)).toBe(109.5);
    expect(wh('VA', 'semimonthly', 2649, 'single', 0, { allowances: 5 })).toBe(109.5);
  });
  it('married filers get the one $8,750 deduction', () => {
    expect(wh('VA', 'semimonthly', 2649, 'married_jointly', 0)).toBe(
      wh('VA', 'semimonthly', 2649, 'single', 0, { allowances: 2 }),
    );
  });
});

describe('Massachusetts: Circular M (Rev. 12/25) percentage method, p. 12', () => {
  it('reproduces the printed weekly wage-bracket cells for $1,110–1,120 at 0 and 2 exemptions ($53.83, $48.63)', () => {
    expect(wh('MA', 'weekly', 1115, 'single', 0, { allowances: 0 })).toBe(53.83);
    expect(wh('MA', 'weekly', 1115, 'married_jointly', 0)).toBe(48.63);
  });
  it('at 1 exemption the percentage method gives $49.58 against the bracket cell $49.60 (the cell uses the unrounded $4,400 / 52)', () => {
    expect(wh('MA', 'weekly', 1115)).toBe(49.58);
  });
  it('head of household takes $2.31 a week off the tax, a blind employee $2.12', () => {
    const base = wh('MA', 'weekly', 1115, 'single');
    expect(roundTo(base - wh('MA', 'weekly', 1115, 'single', 0, { maHeadOfHousehold: true }))).toBe(2.31);
    expect(roundTo(base - wh('MA', 'weekly', 1115, 'single', 0, { maBlind: 1 }))).toBe(2.12);
  });
  it('nothing below $154 a week when an exemption is claimed', () => {
    expect(wh('MA', 'weekly', 150)).toBe(0);
  });
});

describe('Pennsylvania and Indiana', () => {
  it('PA: 3.07% of compensation, no exemptions: biweekly $2,000 → $61.40', () => {
    expect(wh('PA', 'biweekly', 2000, 'married_jointly', 3)).toBe(61.4);
  });
  it('IN Departmental Notice #1 example (p. 3): weekly $800, 5 personal, 4 dependent, 2 adopted exemptions → $13.96', () => {
    expect(wh('IN', 'weekly', 800, 'single', 4, { allowances: 5, inAdoptedDependents: 2 })).toBe(13.96);
  });
});

describe('the other states with an encoded method', () => {
  it('Minnesota (no printed example; the formula by hand): weekly $1,000, single, 1 allowance → $45.63', () => {
    // 52,000 − 5,300 = 46,700 → 1,782.09 + 6.8% × 8,690 = 2,373.01 / 52
    expect(wh('MN', 'weekly', 1000)).toBe(45.63);
    expect(wh('MN', 'biweekly', 2000, 'married_jointly', 0)).toBe(54.94); // 52,000 − 10,600 − 14,700 at 5.35%
  });
  it('Minnesota annualises daily pay by 360 days (computer formula, step 2): daily $200, single, 1 allowance → $10.37', () => {
    // 200 × 360 = 72,000 − 5,300 = 66,700 → 1,782.09 + 6.8% × 28,690 = 3,733.01 / 360 (on 260 days it would be $9.13)
    expect(wh('MN', 'daily', 200)).toBe(10.37);
  });
  it('Wisconsin W-166 Examples 1–3 (pp. 25–26): $7.59, $14.34, $22.08', () => {
    expect(wh('WI', 'weekly', 350)).toBe(7.59);
    expect(wh('WI', 'weekly', 500, 'single', 2)).toBe(14.34);
    expect(wh('WI', 'biweekly', 1000, 'married_jointly', 1)).toBe(22.08);
  });
  it('South Carolina WH-1603F example (p. 1): weekly $750, 3 allowances → $10.58; no deduction at 0 allowances', () => {
    expect(wh('SC', 'weekly', 750, 'single', 2)).toBe(10.58);
    expect(wh('SC', 'weekly', 750, 'single', 0, { allowances: 0 })).toBe(32.38); // 437.70 + 6% × (39,000 − 18,230) = 1,683.90 / 52
  });
  it('Missouri formula example: $2,916.67 a month, married spouse working ($16,100) → $59', () => {
    expect(wh('MO', 'monthly', 2916.67, 'married_separately')).toBe(59);
  });
  it('Oklahoma OW-2 sample (p. 7): semimonthly $1,825, married, 2 allowances → $37', () => {
    expect(wh('OK', 'semimonthly', 1825, 'married_jointly')).toBe(37);
  });
  it('Mississippi 2026 weekly table cells at $500–510: single $0 exemption $11, $6,000 $6; married $0 exemption $9', () => {
    expect(wh('MS', 'weekly', 500, 'single', 0, { exemptionAmount: 0 })).toBe(11);
    expect(wh('MS', 'weekly', 500, 'single')).toBe(6);
    expect(wh('MS', 'weekly', 500, 'married_jointly', 0, { exemptionAmount: 0 })).toBe(9);
  });
  it('Louisiana R-1306 Examples 1 and 2 (p. 1): $13.98 and $111.54', () => {
    expect(wh('LA', 'weekly', 700)).toBe(13.98);
    expect(wh('LA', 'biweekly', 4600, 'married_jointly')).toBe(111.54);
  });
  it('Iowa formula Examples 1–6 (pp. 4–6)', () => {
    expect(wh('IA', 'biweekly', 2100)).toBe(59.26);
    expect(wh('IA', 'biweekly', 2100, 'married_jointly')).toBe(38.72);
    expect(wh('IA', 'biweekly', 2100, 'head_of_household', 0, { exemptionAmount: 160 })).toBe(45.15);
    expect(wh('IA', 'monthly', 5000)).toBe(145.5);
    expect(wh('IA', 'monthly', 5000, 'married_jointly')).toBe(101);
    expect(wh('IA', 'monthly', 5000, 'head_of_household', 0, { exemptionAmount: 160 })).toBe(114.92);
  });
  it('Nebraska weekly wage-bracket cell $500–510, single, 0 allowances → $14.38 (from its midpoint)', () => {
    expect(wh('NE', 'weekly', 505, 'single', 0, { allowances: 0 })).toBe(14.38);
  });
  it('Montana guide examples (pp. 17–19): $8, $114, $2, $17', () => {
    expect(wh('MT', 'weekly', 475)).toBe(8);
    expect(wh('MT', 'biweekly', 2950)).toBe(114);
    expect(wh('MT', 'semimonthly', 1375, 'married_jointly')).toBe(2);
    expect(wh('MT', 'semimonthly', 1375, 'head_of_household')).toBe(17);
  });
  it('Maine Examples 1–3 (December 2025 edition, pp. 6–7): $0, $33, $257', () => {
    expect(wh('ME', 'weekly', 300, 'single', 1, undefined, '2026-08-28')).toBe(0);
    expect(wh('ME', 'weekly', 1000, 'single', 1, undefined, '2026-08-28')).toBe(33);
    expect(wh('ME', 'weekly', 4500, 'married_jointly', 0, undefined, '2026-08-28')).toBe(257);
  });
  it("Maine's August 2026 revision, from 1 September: its Examples 1–3 as transcribed, $0, $32, $256, and the 2% surcharge above $1,000,000 by hand", () => {
    const august = (wages: number, status: FilingStatus, allowances: number) =>
      wh('ME', 'weekly', wages, status, allowances, undefined, '2026-09-04');
    // Example 2: 52,000 − 12,850 − 2 × 5,300 = 28,550 → 1,589 + 6.75% × 1,150 = 1,666.63 → 1,667 / 52 → $32 (December: $33)
    // Example 3: the deduction phases to 28,550 × 120,550 / 150,000 = 22,945 → 13,292 / 52 → $256 (December: $257)
    expect([august(300, 'single', 1), august(1000, 'single', 1), august(4500, 'married_jointly', 0)]).toEqual([
      0, 32, 256,
    ]);
    // Monthly $150,000: no deduction left; 1,794,700 → 70,980.23 + 9.15% × 794,700 = 143,695 / 12 → $11,975
    // (before, 4,117 + 7.15% × 1,729,850 = 127,801 / 12 → $10,650)
    expect(wh('ME', 'monthly', 150_000, 'single', 0, undefined, '2026-09-04')).toBe(11975);
    expect(wh('ME', 'monthly', 150_000, 'single', 0, undefined, '2026-08-28')).toBe(10650);
  });
  it('Delaware Section 17 examples on $25,000 a year: $722, $339, $612', () => {
    expect(wh('DE', 'annual', 25000)).toBe(722);
    expect(wh('DE', 'annual', 25000, 'married_jointly', 1)).toBe(339);
    expect(wh('DE', 'annual', 25000, 'married_separately', 1)).toBe(612);
    expect(wh('DE', 'weekly', 1000, 'single', 0, { allowances: 0 })).toBe(44.6);
  });
  it('District of Columbia (no printed example; FR-230 by hand): $57.31, $165.35, $1,536.21, $21.67', () => {
    expect(wh('DC', 'weekly', 1000, 'single', 0, { allowances: 0 })).toBe(57.31);
    expect(wh('DC', 'biweekly', 3000, 'single', 1)).toBe(165.35);
    expect(wh('DC', 'monthly', 20000)).toBe(1536.21);
    expect(wh('DC', 'semimonthly', 500, 'single', 0, { allowances: 0 })).toBe(21.67);
    // Daily pay on FR-230's 365 days: 300 × 365 = 109,500 − 4,300 = 105,200 → 3,500 + 8.5% × 45,200 = 7,342 / 365
    expect(wh('DC', 'daily', 300)).toBe(20.12);
  });
  it('Maryland state part: weekly $1,000, 1 exemption: (52,000 − 3,400 − 3,200) × 4.75% / 52 = $41.47', () => {
    expect(wh('MD', 'weekly', 1000)).toBe(41.47);
  });
  it('Idaho Computing Withholding example: biweekly $1,212, single → $31', () => {
    expect(wh('ID', 'biweekly', 1212, 'single', 4)).toBe(31);
  });
  it('Idaho before the 23 July 2026 revision: the 2025 tables, $15,000 / $30,000 and $3,868 per child allowance (by hand)', () => {
    // (31,512 − 4 × 3,868 − 15,000) × 5.3% / 26 = 2.12 → $2; without children (31,512 − 15,000) × 5.3% / 26 = 33.66 → $34
    expect(wh('ID', 'biweekly', 1212, 'single', 4, undefined, '2026-07-22')).toBe(2);
    expect(wh('ID', 'biweekly', 1212, 'single', 0, undefined, '2026-03-13')).toBe(34);
    // Married, weekly $1,000, 2 children: (52,000 − 7,736 − 30,000) × 5.3% / 52 = 14.54 → $15
    expect(wh('ID', 'weekly', 1000, 'married_jointly', 2, undefined, '2026-01-09')).toBe(15);
    // From the revision the allowance is gone: the same married week withholds (52,000 − 32,200) × 5.3% / 52 = 20.18 → $20.
    expect(wh('ID', 'weekly', 1000, 'married_jointly', 2, undefined, '2026-07-23')).toBe(20);
  });
  it('New Mexico FYI-104 example (pp. 2–3): married, weekly $1,000 → $21.80 (plus $20 extra = $41.80); single $31.86; head $25.11', () => {
    expect(wh('NM', 'weekly', 1000, 'married_jointly', 0, { extraWithholding: 20 })).toBe(41.8);
    expect(wh('NM', 'weekly', 1000)).toBe(31.86);
    expect(wh('NM', 'weekly', 1000, 'head_of_household')).toBe(25.11);
    expect([wh('NM', 'weekly', 463, 'married_jointly'), wh('NM', 'weekly', 464, 'married_jointly')]).toEqual([
      2.3, 2.34,
    ]);
    expect(wh('NM', 'annual', 50000)).toBe(1562.65);
  });
  it('Rhode Island example (p. 8): weekly $2,195, 1 exemption → $87.57', () => {
    expect(wh('RI', 'weekly', 2195)).toBe(87.57);
  });
  it('Vermont GB-1210 example: weekly $1,800, married, 2 allowances → $45.77', () => {
    expect(wh('VT', 'weekly', 1800, 'married_jointly')).toBe(45.77);
  });
  it('Kansas KW-100 example: semimonthly $2,000, married, 3 allowances → $41.44', () => {
    expect(wh('KS', 'semimonthly', 2000, 'married_jointly', 1)).toBe(41.44);
  });
  it('West Virginia (no printed example; IT-100.2A by hand): weekly $800 → $25; 2 exemptions on $400 → $8', () => {
    expect(wh('WV', 'weekly', 800, 'single', 0, { allowances: 0 })).toBe(25);
    expect(wh('WV', 'weekly', 400, 'married_jointly')).toBe(8);
  });
  it('Hawaii Booklet A example: weekly $500, single, 3 allowances → $9.58', () => {
    expect(wh('HI', 'weekly', 500, 'single', 2)).toBe(9.58);
  });
});

describe("a second case by hand for states with one printed example: each publication's own figures", () => {
  it('Hawaii Booklet A: weekly $1,000 married, 2 allowances: 52,000 − 4,350 − 2,288 = 45,362 → 1,104 + 6.4% × 6,962 = 1,549.57 / 52 = $29.80', () => {
    expect(wh('HI', 'weekly', 1000, 'married_jointly')).toBe(29.8);
    // Biweekly $3,000 single, 1 allowance: 78,000 − 4,350 − 1,144 = 72,506 → 2,539 + 7.6% × 24,506 = 4,401.46 / 26
    expect(wh('HI', 'biweekly', 3000)).toBe(169.29);
  });
  it('Kansas KW-100 weekly table: $9,160 / 52 = 176.15 off; (1,000 − 176.15) over $512 → 23.04 + 5.58% × 311.85 = $40.44', () => {
    expect(wh('KS', 'weekly', 1000)).toBe(40.44);
  });
  it('Missouri formula: weekly $1,000 single, (52,000 − 16,100) → 263 + 4.7% × 26,464 = 1,506.81 / 52 → $29; monthly $6,000 married → $141', () => {
    expect(wh('MO', 'weekly', 1000)).toBe(29);
    expect(wh('MO', 'monthly', 6000, 'married_jointly')).toBe(141); // (72,000 − 32,200) → 1,690.11 / 12
  });
  it('Maryland state part above $100,000: weekly $2,500, 1 exemption: 123,400 → 4,750 + 5% × 23,400 = 5,920 / 52 = $113.85', () => {
    expect(wh('MD', 'weekly', 2500)).toBe(113.85);
  });
  it('Nebraska Circular EN: weekly $1,500 married, 2 allowances: 78,000 − 4,880 = 73,120 → 2,018.75 + 4.48% × 10,590 = 2,493.18 / 52 = $47.95', () => {
    expect(wh('NE', 'weekly', 1500, 'married_jointly')).toBe(47.95);
  });
  it('Oklahoma OW-2 Table 7: biweekly $2,000 single, 1 allowance: 51,000 → 109.25 + 4.5% × 37,450 = 1,794.50 / 26 → $69', () => {
    expect(wh('OK', 'biweekly', 2000)).toBe(69);
  });
  it("Rhode Island's tables: biweekly $3,000, 1 exemption: (3,000 − 38.46) × 3.75% = $111.06; above $290,800 a year no exemption", () => {
    expect(wh('RI', 'biweekly', 3000)).toBe(111.06);
    // Weekly $6,000 (312,000 a year): 154.56 over $3,586 + 5.99% × 2,414 = $299.16
    expect(wh('RI', 'weekly', 6000)).toBe(299.16);
  });
  it('Vermont GB-1210 weekly table: (1,000 − 5,400 / 52 = 103.85) over $75 × 3.35% = $27.51', () => {
    expect(wh('VT', 'weekly', 1000)).toBe(27.51);
  });
  it('Minnesota formula: weekly $1,500 single, 1 allowance: 72,700 → 1,782.09 + 6.8% × 34,690 = 4,141.01 / 52 = $79.63; married $2,000 → $89.34', () => {
    expect(wh('MN', 'weekly', 1500)).toBe(79.63);
    expect(wh('MN', 'weekly', 2000, 'married_jointly')).toBe(89.34); // 93,400 → 2,605.45 + 6.8% × 30,000 = 4,645.45 / 52
  });
  it('South Carolina WH-1603F: weekly $1,000, 2 allowances: 52,000 − 5,200 − 10,000 = 36,800 → 437.70 + 6% × 18,570 = 1,551.90 / 52 = $29.84', () => {
    expect(wh('SC', 'weekly', 1000, 'single', 1)).toBe(29.84);
  });
  it('Pennsylvania 3.07% of any pay: weekly $1,234.56 → $37.90; Michigan Form 446: biweekly $2,500, 3 exemptions: (2,500 − 3 × 226.92) × 4.25% = $77.32', () => {
    expect(wh('PA', 'weekly', 1234.56)).toBe(37.9);
    expect(wh('MI', 'biweekly', 2500, 'married_jointly', 1)).toBe(77.32);
  });
});

describe('Oregon: 150-206-436 (Rev. 12-31-25), examples p. 5', () => {
  const or = (
    payFrequency: PayFrequency,
    wages: number,
    federalWithholding: number,
    allowances = 0,
    status: FilingStatus = 'single',
  ) =>
    stateWithholding({
      taxYear: 2026,
      state: 'OR',
      payFrequency,
      wages,
      filingStatus: status,
      allowances,
      federalWithholding,
    });
  it('Example 1: annual $25,000, single, 0 allowances, $1,000 federal → $1,789', () => {
    // 25,000 − 1,000 − 2,910 = 21,090 → 941 + 8.75% × 9,690 (848.375 → 848)
    expect(or('annual', 25_000, 1000)).toBe(1789);
  });
  it('Example 2: the same year paid monthly → $149', () => {
    expect(or('monthly', 2083.33, 83.33)).toBe(149);
  });
  it('Example 3: $132,000 single: the federal subtraction is capped at the $130–135k step, $5,250; no allowances over $100,000', () => {
    // 132,000 − 5,250 − 2,910 = 123,840 → 678 + 8.75% × 112,440 (9,838.50 → 9,839) = 10,517
    expect(or('annual', 132_000, 21_098, 4)).toBe(10_517);
  });
  it('three or more allowances use the wider tables and the $5,820 deduction', () => {
    // 40,000 − 2,000 − 5,820 = 32,180 → 1,620 + 8.75% × 9,380 (820.75 → 821) = 2,441 − 3 × 263 = 1,652
    expect(or('annual', 40_000, 2000, 3)).toBe(1652);
  });
});

describe('Alabama: Withholding Tax Tables and Instructions — its worked example (through a transcription) and the formula by hand', () => {
  const al = (
    payFrequency: PayFrequency,
    wages: number,
    federalWithholding: number,
    status: FilingStatus = 'single',
    dependents = 0,
  ) =>
    stateWithholding({
      taxYear: 2026,
      state: 'AL',
      payFrequency,
      wages,
      filingStatus: status,
      allowances: dependents,
      federalWithholding,
    });
  const edition = STATE_WITHHOLDING_2026.AL?.[0] as AlEdition;

  it('reproduces the printed schedule of standard deduction amounts at its step rows', () => {
    const deduction = (status: FilingStatus, wages: number) => alabamaStandardDeduction(edition, status, wages);
    expect([deduction('married_jointly', 25_999), deduction('married_jointly', 26_000)]).toEqual([8500, 8325]);
    expect([deduction('married_jointly', 30_000), deduction('married_jointly', 35_500)]).toEqual([6925, 5000]);
    expect([deduction('married_separately', 13_000), deduction('married_separately', 17_500)]).toEqual([4162, 2578]);
    expect(deduction('married_separately', 17_750)).toBe(2500);
    expect([deduction('head_of_household', 26_000), deduction('head_of_household', 31_000)]).toEqual([5065, 3715]);
    expect([deduction('single', 26_000), deduction('single', 52_000)]).toEqual([2975, 2500]);
  });
  it('worked example: weekly $850, married (M), 2 dependents, $35.19 federal withheld → $29.59', () => {
    // 44,200 − 5,000 − 1,829.88 − 3,000 − 2 × 1,000 = 32,370.12 → 20 + 200 + 5% × 26,370.12 = 1,538.51 / 52
    expect(al('weekly', 850, 35.19, 'married_jointly', 2)).toBe(29.59);
  });
  it('by hand: weekly $1,000, single (S), $100 federal withheld → $40.38', () => {
    // 52,000 − 2,500 − 5,200 federal − 1,500 = 42,800 → 110 + 5% × 39,800 = 2,100 / 52
    expect(al('weekly', 1000, 100)).toBe(40.38);
  });
  it('by hand: biweekly $1,000, married (M), 2 dependents, $20 federal withheld → $20.30', () => {
    // 26,000 − 8,325 − 520 − 3,000 − 2 × 1,000 = 12,155 → 220 + 5% × 6,155 = 527.75 / 26
    expect(al('biweekly', 1000, 20, 'married_jointly', 2)).toBe(20.3);
  });
  it('a dependent is worth $1,000 up to $50,000 of wages and $500 above; more federal withholding lowers the figure', () => {
    // 46,800 a year: 2 × 1,000 × 5% = 100 / 52 = 1.92; 52,000 a year: 2 × 500 × 5% = 50 / 52 = 0.96
    expect(roundTo(al('weekly', 900, 100, 'single', 2) - al('weekly', 900, 100))).toBe(-1.92);
    expect(roundTo(al('weekly', 1000, 100, 'single', 2) - al('weekly', 1000, 100))).toBe(-0.96);
    expect(al('weekly', 1000, 150)).toBeLessThan(al('weekly', 1000, 100));
  });
  it('without a federal figure the Pub 15-T withholding on the same wages is subtracted', () => {
    const detail = stateWithholdingDetail({
      taxYear: 2026,
      state: 'AL',
      payFrequency: 'weekly',
      wages: 1000,
      filingStatus: 'single',
      allowances: 0,
    });
    expect(detail.basis).toBe('publication');
    expect(detail.amount).toBeGreaterThan(al('weekly', 1000, 200));
    expect(detail.amount).toBeLessThan(al('weekly', 1000, 0));
  });
});

describe('North Dakota: 2026 Income Tax Withholding Rates and Instructions — its worked example on the 2026 table, and the tables by hand', () => {
  it("the booklet's example, weekly $1,800 single: 1.95% × (93,600 − 57,625) = 701.51 / 52 → $13", () => {
    // The booklet (through a transcription) prints $734.00 and $14: 1.95% × (93,600 − 55,975), the 2025 threshold.
    expect(wh('ND', 'weekly', 1800)).toBe(13);
  });
  it("the booklet's Section 1 example, a W-4 from 2019 or earlier: weekly $1,800 single, 2 allowances → $10", () => {
    // The booklet: (1,800 − 2 × 97) − 1,108 = 498 × 1.95% = 9.71 → $10. Annually: 93,600 − 10,100 − 57,625 = 25,875 × 1.95% / 52 = 9.70.
    const detail = stateWithholdingDetail({
      taxYear: 2026,
      state: 'ND',
      payFrequency: 'weekly',
      wages: 1800,
      filingStatus: 'single',
      allowances: 0,
      federalW4Allowances: 2,
    });
    expect(detail.amount).toBe(10);
    expect(detail.method).toContain('2019-or-earlier W-4');
    // Other states ignore it.
    expect(wh('ND', 'weekly', 1800)).toBe(13);
  });
  it('below the first threshold nothing is withheld: weekly $1,000, single (52,000 < 57,625)', () => {
    expect(wh('ND', 'weekly', 1000)).toBe(0);
  });
  it('weekly $2,000: single (104,000 − 57,625) × 1.95% / 52 = 17.39 → $17; head of household → 9.57 → $10', () => {
    expect([wh('ND', 'weekly', 2000), wh('ND', 'weekly', 2000, 'head_of_household')]).toEqual([17, 10]);
  });
  it('top rate: monthly $25,000 single → 3,916.09 + 2.5% × 41,550 = 4,954.84 / 12 → $413; married $20,000 → $329', () => {
    // married: 2,164.99 + 2.5% × (240,000 − 168,525) = 3,951.87 / 12 = 329.32
    expect([wh('ND', 'monthly', 25_000), wh('ND', 'monthly', 20_000, 'married_jointly')]).toEqual([413, 329]);
  });
  it('married filing separately uses the single table', () => {
    expect(wh('ND', 'monthly', 25_000, 'married_separately')).toBe(413);
  });
});

describe('Arkansas: Withholding Tax Formula Method for Tax Year 2026 (January edition, 3.9%; revised edition, 3.7%)', () => {
  const JANUARY = '2026-03-13';
  const REVISED = '2026-07-10';
  it.each([JANUARY, REVISED])(
    'worked example (pp. 3–4), pay date %s: monthly $2,127, 2 exemptions → $36.50',
    (payDate) => {
      // 25,524 − 2,470 = 23,054, looked up at 23,050 → 3.4% − 287.97 = 495.73 → 496 − 2 × 29 = 438 / 12
      expect(wh('AR', 'monthly', 2127, 'single', 0, { allowances: 2 }, payDate)).toBe(36.5);
      // The same two exemptions from the filing status: single (1) and one dependent.
      expect(wh('AR', 'monthly', 2127, 'single', 1, undefined, payDate)).toBe(36.5);
      // The example's variants: $25 extra a month on the AR4EC → $61.50; no exemption (no AR4EC) → 496 / 12 = $41.33.
      expect(wh('AR', 'monthly', 2127, 'single', 0, { allowances: 2, extraWithholding: 25 }, payDate)).toBe(61.5);
      expect(wh('AR', 'monthly', 2127, 'single', 0, { allowances: 0 }, payDate)).toBe(41.33);
    },
  );
  it('by hand: weekly $1,500, single: $48.02 under the January formula, $46.13 under the revised one', () => {
    // 78,000 − 2,470 = 75,530 → 75,550: 3.9% − 419.96 = 2,526.49 → 2,526; 3.7% − 367.16 = 2,428.19 → 2,428; less 29, / 52
    expect([
      wh('AR', 'weekly', 1500, 'single', 0, undefined, JANUARY),
      wh('AR', 'weekly', 1500, 'single', 0, undefined, REVISED),
    ]).toEqual([48.02, 46.13]);
  });
  it('by hand, the $100 bands above $94,700: monthly $8,100, married (2 exemptions) → $269.83, then $256.50', () => {
    // 97,200 − 2,470 = 94,730 → 94,750, first band: 3.9% − 399.30 = 3,295.95 → 3,296; 3.7% − 369.90 = 3,135.85 → 3,136; less 58, / 12
    expect([
      wh('AR', 'monthly', 8100, 'married_jointly', 0, undefined, JANUARY),
      wh('AR', 'monthly', 8100, 'married_jointly', 0, undefined, REVISED),
    ]).toEqual([269.83, 256.5]);
  });
  it('by hand, past the midrange: biweekly $4,500, single → $167.23, then $158.81', () => {
    // 117,000 − 2,470 = 114,530 exactly: 3.9% − 89.30 = 4,377.37 → 4,377; 3.7% − 79.90 = 4,157.71 → 4,158; less 29, / 26
    expect([
      wh('AR', 'biweekly', 4500, 'single', 0, undefined, JANUARY),
      wh('AR', 'biweekly', 4500, 'single', 0, undefined, REVISED),
    ]).toEqual([167.23, 158.81]);
  });
  it('low wages: nothing in the 0% band; the 2% band less the credit', () => {
    // 7,800 − 2,470 = 5,330 → 5,350 (0%); 10,400 − 2,470 = 7,930 → 7,950: 159 − 111.98 = 47.02 → 47 − 29 = 18 / 52
    expect([wh('AR', 'weekly', 150), wh('AR', 'weekly', 200)]).toEqual([0, 0.35]);
  });
  it('AR4EC: head of household and married filing jointly start at two exemptions, married filing separately at one', () => {
    // 2,428 − 58 = 2,370 / 52 = 45.58
    expect(wh('AR', 'weekly', 1500, 'head_of_household', 0, undefined, REVISED)).toBe(45.58);
    expect(wh('AR', 'weekly', 1500, 'married_separately', 0, undefined, REVISED)).toBe(46.13);
  });
  it("the $100 bands' last rows: the January formula's $99.30 then $89.30, the revised one's $89.90 then $79.90", () => {
    const [january, revised] = STATE_WITHHOLDING_2026.AR as ArEdition[];
    // 97,750 × 3.9% − 99.30 = 3,712.95; 97,550 × 3.7% − 89.90 = 3,519.45; 97,650 × 3.7% − 79.90 = 3,533.15
    expect(arkansasAnnualTax(january, 97_720)).toBe(3713);
    expect([arkansasAnnualTax(revised, 97_520), arkansasAnnualTax(revised, 97_620)]).toEqual([3519, 3533]);
  });
  it('the revised formula applies to pay dates from 29 May 2026', () => {
    const method = (payDate: string) =>
      stateWithholdingDetail({
        taxYear: 2026,
        state: 'AR',
        payFrequency: 'weekly',
        wages: 1500,
        filingStatus: 'single',
        allowances: 0,
        payDate,
      }).method;
    expect([method('2026-05-28'), method('2026-05-29')]).toEqual([
      expect.stringContaining('3.9%'),
      expect.stringContaining('3.7%'),
    ]);
  });
  it("the formula's own step: from $100,001 of net taxable income the exact figure replaces the band's middle, $2 a year less", () => {
    const revised = STATE_WITHHOLDING_2026.AR?.[1] as ArEdition;
    // 100,000 → 100,050: 3,701.85 − 79.90 → 3,622; 100,001 exactly: 3,700.04 − 79.90 → 3,620
    expect([arkansasAnnualTax(revised, 100_000), arkansasAnnualTax(revised, 100_001)]).toEqual([3622, 3620]);
    expect(wh('AR', 'annual', 102_471)).toBe(wh('AR', 'annual', 102_470) - 2);
  });
});

describe('Connecticut: TPG-211 2026 Withholding Calculation Rules — no worked example printed; Tables A–E by hand', () => {
  it('weekly $1,000, single (code F): 52,000, no exemption, 2,000 + 5.5% × 2,000 = 2,110, credit .10 → $36.52', () => {
    // Table C starts above 56,500 for code F; 2,110 × .90 = 1,899 / 52
    expect(wh('CT', 'weekly', 1000)).toBe(36.52);
  });
  it('weekly $1,000, married filing separately (code A): add-back $25, credit .02 → $40.24', () => {
    // (2,110 + 25) × .98 = 2,092.30 / 52
    expect(wh('CT', 'weekly', 1000, 'married_separately')).toBe(40.24);
  });
  it('biweekly $2,300, head of household (code B): 320 + 4.5% × 43,800 = 2,291, credit .10 → $79.30', () => {
    expect(wh('CT', 'biweekly', 2300, 'head_of_household')).toBe(79.3);
  });
  it('weekly $700, single: 36,400 keeps an $8,000 exemption; 200 + 4.5% × 18,400 = 1,028 × .90 → $17.79', () => {
    expect(wh('CT', 'weekly', 700)).toBe(17.79);
  });
  it('monthly $4,000, married filing jointly (code C): $24,000 exemption, 400 + 4.5% × 4,000 = 580 × .85 → $41.08', () => {
    expect(wh('CT', 'monthly', 4000, 'married_jointly')).toBe(41.08);
  });
  it('tables key on "more than": a $24,000 salary keeps the whole $12,000 exemption, $24,500 loses $1,000', () => {
    // 290 × .85 = 246.50; 13,500 → 200 + 4.5% × 3,500 = 357.50 × .85 = 303.875
    expect([
      wh('CT', 'annual', 24_000, 'married_separately'),
      wh('CT', 'annual', 24_500, 'married_separately'),
    ]).toEqual([246.5, 303.88]);
  });
  it('high salaries add the full add-back and the recapture: monthly $20,000 single → $1,214.17; $50,000 joint → $3,291.67', () => {
    // 240,000: 10,750 + 6.5% × 40,000 = 13,350 + 250 + (250 + 8 × 90) = 14,570 / 12
    // 600,000 joint: 28,000 + 6.9% × 100,000 = 34,900 + 500 + (500 + 20 × 180) = 39,500 / 12
    expect([wh('CT', 'monthly', 20_000), wh('CT', 'monthly', 50_000, 'married_jointly')]).toEqual([1214.17, 3291.67]);
  });
  it("the CT-W4's code overrides the filing status's: a joint filer whose spouse works enters code A", () => {
    // Code A's tables, as for married filing separately: (2,110 + 25) × .98 = 2,092.30 / 52
    expect(wh('CT', 'weekly', 1000, 'married_jointly', 0, { ctWithholdingCode: 'A' })).toBe(40.24);
    // Code C without the certificate: 52,000 keeps $20,000 of the exemption; 400 + 4.5% × 12,000 = 940 × .89 / 52
    expect(wh('CT', 'weekly', 1000, 'married_jointly')).toBe(16.09);
    expect(wh('CT', 'weekly', 1000, 'married_jointly', 0, { ctWithholdingCode: 'F' })).toBe(36.52);
  });
  it('code E withholds nothing but the extra amount the employee asked for', () => {
    expect(wh('CT', 'weekly', 1000, 'single', 0, { ctWithholdingCode: 'E' })).toBe(0);
    expect(wh('CT', 'weekly', 1000, 'single', 0, { ctWithholdingCode: 'E', extraWithholding: 15 })).toBe(15);
  });
  it("code D: no exemption and no credit, with code A's add-back and recapture: weekly $1,000 → $41.06", () => {
    // 2,110 + 25 = 2,135 / 52 (code A takes a .02 credit off the same: $40.24)
    expect(wh('CT', 'weekly', 1000, 'married_jointly', 0, { ctWithholdingCode: 'D' })).toBe(41.06);
    // Low pay keeps code F's exemption but not code D's: weekly $300 → 200 + 4.5% × 5,600 = 452 / 52
    expect(wh('CT', 'weekly', 300, 'single', 0, { ctWithholdingCode: 'D' })).toBe(8.69);
    expect(wh('CT', 'weekly', 300)).toBe(0.06); // code F: 600 over its $15,000 exemption × 2% × (1 − .75)
    // High pay: no exemption or credit left for code F either, so the two agree (monthly $20,000: $1,214.17).
    expect(wh('CT', 'monthly', 20_000, 'single', 0, { ctWithholdingCode: 'D' })).toBe(wh('CT', 'monthly', 20_000));
  });
  it('no CT-W4 given: a flat 6.99% of wages with no exemption (Circular CT); weekly $1,000 → $69.90', () => {
    expect(wh('CT', 'weekly', 1000, 'single', 0, { ctNoCertificate: true })).toBe(69.9);
    expect(wh('CT', 'biweekly', 1234.56, 'married_jointly', 0, { ctNoCertificate: true })).toBe(86.3);
  });
  it('CT-W4NA: the withholding on all wages apportioned to the work in Connecticut, then any extra', () => {
    // Code F weekly $1,000 = $36.52; 60% in Connecticut → $21.91 (Circular CT's way: the amount × 60%)
    expect(wh('CT', 'weekly', 1000, 'single', 0, { ctInStatePercent: 60 })).toBe(21.91);
    expect(wh('CT', 'weekly', 1000, 'single', 0, { ctInStatePercent: 60, extraWithholding: 5 })).toBe(26.91);
    expect(wh('CT', 'weekly', 1000, 'single', 0, { ctInStatePercent: 0 })).toBe(0);
  });
  it('names the code it used, or that no CT-W4 was given, and the CT-W4NA share', () => {
    const method = (certificate: StateCertificate, filingStatus: FilingStatus = 'single') =>
      stateWithholdingDetail({
        taxYear: 2026,
        state: 'CT',
        payFrequency: 'weekly',
        wages: 1000,
        filingStatus,
        allowances: 0,
        certificate,
      }).method;
    expect(method({})).toBe('Connecticut withholding calculation rules, CT-W4: code F');
    expect(method({}, 'married_jointly')).toBe('Connecticut withholding calculation rules, CT-W4: code C');
    expect(method({ ctWithholdingCode: 'D', ctInStatePercent: 60 })).toBe(
      'Connecticut withholding calculation rules, CT-W4: code D, 60% in Connecticut (CT-W4NA)',
    );
    expect(method({ ctNoCertificate: true })).toBe('No CT-W4 given: 6.99% of wages');
  });
});

describe('every state', () => {
  it('names its method and source, and says when it is only an estimate', () => {
    for (const state of STATE_CODES) {
      const detail = stateWithholdingDetail({
        taxYear: 2026,
        state,
        payFrequency: 'biweekly',
        wages: 2500,
        filingStatus: 'single',
        allowances: 0,
      });
      expect(detail.amount).toBeGreaterThanOrEqual(0);
      expect(detail.method.length).toBeGreaterThan(5);
      expect(detail.source.length).toBeGreaterThan(5);
    }
  });
  it('exempt certificates withhold only the extra amount asked for', () => {
    expect(wh('CA', 'weekly', 2000, 'single', 0, { exempt: true, extraWithholding: 5 })).toBe(5);
  });
});

function roundTo(value: number) {
  return Math.round(value * 100) / 100;
}
