/**
 * The states' own 2026 withholding methods, each edition with its publication and the date it takes
 * effect (chosen by the paycheck's pay date). States not listed here are estimated from their annual
 * income-tax brackets (./2026.ts) and say so. What each publication says, and what is still
 * unverified, is in docs/product/taxes.md.
 */
import type { StateCode } from '../types.js';
import type { BracketEdition, CtCodeTables, StateWithholdingEdition, TaxRows } from '../withholding-types.js';
import { CA_METHOD_B_2026, NJ_RATE_TABLES, NY_EXACT_2026 } from './2026-state-tables.js';

const ALL = <T>(value: T) => ({
  single: value,
  married_jointly: value,
  married_separately: value,
  head_of_household: value,
});
/** Married filing jointly on its own schedule, every other status on the single one. */
const JOINT = {
  single: 'single',
  married_jointly: 'married',
  married_separately: 'single',
  head_of_household: 'single',
} as const;
const BY_STATUS = {
  single: 'single',
  married_jointly: 'married',
  married_separately: 'single',
  head_of_household: 'hoh',
} as const;

/**
 * Arkansas's bridge above $94,700 of net taxable income: a row a $100 band from `from`, the
 * adjustment $10 smaller each band, then the top row from `top` with its own adjustment. The
 * formula prints every band; they are generated here from its first and last.
 */
function arkansasRows(
  rate: number,
  below: readonly (readonly [number, number, number])[],
  first: number,
  top: number,
  topAdjustment: number,
) {
  const bridge: (readonly [number, number, number])[] = [];
  for (let from = 94_701, adjustment = first; from < top; from += 100, adjustment -= 10)
    bridge.push([from, rate, Math.round(adjustment * 100) / 100]);
  return [...below, ...bridge, [top, rate, topAdjustment] as const];
}
const AR_LOWER_ROWS = [
  [0, 0, 0],
  [5_600, 0.02, 111.98],
  [11_200, 0.03, 223.97],
  [16_000, 0.034, 287.97],
] as const;

/** Connecticut TPG-211 tables shared by codes A and F (the single and married-separately schedules). */
const CT_SINGLE_RATES = [
  [0, 0, 0.02],
  [10_000, 200, 0.045],
  [50_000, 2_000, 0.055],
  [100_000, 4_750, 0.06],
  [200_000, 10_750, 0.065],
  [250_000, 14_000, 0.069],
  [500_000, 31_250, 0.0699],
] as const;
const CT_SINGLE_RECAPTURE = [
  { start: 105_000, per: 5_000, amount: 25, max: 250 },
  { start: 200_000, per: 5_000, amount: 90, max: 2_700 },
  { start: 500_000, per: 5_000, amount: 50, max: 450 },
] as const;
// Table E steps its fraction by .05, then .01, between plateaus of .75, .35, .15 and .10, down to none.
const CT_CODES: Readonly<Record<'A' | 'B' | 'C' | 'D' | 'F', CtCodeTables>> = {
  // A: married filing separately, or jointly with a working spouse.
  A: {
    exemption: { amount: 12_000, start: 24_000, per: 1_000 },
    rates: CT_SINGLE_RATES,
    addBack: { start: 50_250, per: 2_500, amount: 25, max: 250 },
    recapture: CT_SINGLE_RECAPTURE,
    credit: [
      [12_000, 0.75],
      [15_000, 0.7],
      [15_500, 0.65],
      [16_000, 0.6],
      [16_500, 0.55],
      [17_000, 0.5],
      [17_500, 0.45],
      [18_000, 0.4],
      [18_500, 0.35],
      [20_000, 0.3],
      [20_500, 0.25],
      [21_000, 0.2],
      [21_500, 0.15],
      [25_000, 0.14],
      [25_500, 0.13],
      [26_000, 0.12],
      [26_500, 0.11],
      [27_000, 0.1],
      [48_000, 0.09],
      [48_500, 0.08],
      [49_000, 0.07],
      [49_500, 0.06],
      [50_000, 0.05],
      [50_500, 0.04],
      [51_000, 0.03],
      [51_500, 0.02],
      [52_000, 0.01],
      [52_500, 0],
    ],
  },
  // B: head of household.
  B: {
    exemption: { amount: 19_000, start: 38_000, per: 1_000 },
    rates: [
      [0, 0, 0.02],
      [16_000, 320, 0.045],
      [80_000, 3_200, 0.055],
      [160_000, 7_600, 0.06],
      [320_000, 17_200, 0.065],
      [400_000, 22_400, 0.069],
      [800_000, 50_000, 0.0699],
    ],
    addBack: { start: 78_500, per: 4_000, amount: 40, max: 400 },
    recapture: [
      { start: 168_000, per: 8_000, amount: 40, max: 400 },
      { start: 320_000, per: 8_000, amount: 140, max: 4_200 },
      { start: 800_000, per: 8_000, amount: 80, max: 720 },
    ],
    credit: [
      [19_000, 0.75],
      [24_000, 0.7],
      [24_500, 0.65],
      [25_000, 0.6],
      [25_500, 0.55],
      [26_000, 0.5],
      [26_500, 0.45],
      [27_000, 0.4],
      [27_500, 0.35],
      [34_000, 0.3],
      [34_500, 0.25],
      [35_000, 0.2],
      [35_500, 0.15],
      [44_000, 0.14],
      [44_500, 0.13],
      [45_000, 0.12],
      [45_500, 0.11],
      [46_000, 0.1],
      [74_000, 0.09],
      [74_500, 0.08],
      [75_000, 0.07],
      [75_500, 0.06],
      [76_000, 0.05],
      [76_500, 0.04],
      [77_000, 0.03],
      [77_500, 0.02],
      [78_000, 0.01],
      [78_500, 0],
    ],
  },
  // C: married filing jointly, the spouse not working.
  C: {
    exemption: { amount: 24_000, start: 48_000, per: 1_000 },
    rates: [
      [0, 0, 0.02],
      [20_000, 400, 0.045],
      [100_000, 4_000, 0.055],
      [200_000, 9_500, 0.06],
      [400_000, 21_500, 0.065],
      [500_000, 28_000, 0.069],
      [1_000_000, 62_500, 0.0699],
    ],
    addBack: { start: 100_500, per: 5_000, amount: 50, max: 500 },
    recapture: [
      { start: 210_000, per: 10_000, amount: 50, max: 500 },
      { start: 400_000, per: 10_000, amount: 180, max: 5_400 },
      { start: 1_000_000, per: 10_000, amount: 100, max: 900 },
    ],
    credit: [
      [24_000, 0.75],
      [30_000, 0.7],
      [30_500, 0.65],
      [31_000, 0.6],
      [31_500, 0.55],
      [32_000, 0.5],
      [32_500, 0.45],
      [33_000, 0.4],
      [33_500, 0.35],
      [40_000, 0.3],
      [40_500, 0.25],
      [41_000, 0.2],
      [41_500, 0.15],
      [50_000, 0.14],
      [50_500, 0.13],
      [51_000, 0.12],
      [51_500, 0.11],
      [52_000, 0.1],
      [96_000, 0.09],
      [96_500, 0.08],
      [97_000, 0.07],
      [97_500, 0.06],
      [98_000, 0.05],
      [98_500, 0.04],
      [99_000, 0.03],
      [99_500, 0.02],
      [100_000, 0.01],
      [100_500, 0],
    ],
  },
  // D: the highest withholding: no Table A exemption and no Table E credit; Table B is the single
  // schedule (A, D or F), Tables C and D are code A's ("A or D"; "A, D, or F").
  D: {
    exemption: { amount: 0, start: 0, per: 1 },
    rates: CT_SINGLE_RATES,
    addBack: { start: 50_250, per: 2_500, amount: 25, max: 250 },
    recapture: CT_SINGLE_RECAPTURE,
    credit: [],
  },
  // F: single.
  F: {
    exemption: { amount: 15_000, start: 30_000, per: 1_000 },
    rates: CT_SINGLE_RATES,
    addBack: { start: 56_500, per: 5_000, amount: 25, max: 250 },
    recapture: CT_SINGLE_RECAPTURE,
    credit: [
      [15_000, 0.75],
      [18_800, 0.7],
      [19_300, 0.65],
      [19_800, 0.6],
      [20_300, 0.55],
      [20_800, 0.5],
      [21_300, 0.45],
      [21_800, 0.4],
      [22_300, 0.35],
      [25_000, 0.3],
      [25_500, 0.25],
      [26_000, 0.2],
      [26_500, 0.15],
      [31_300, 0.14],
      [31_800, 0.13],
      [32_300, 0.12],
      [32_800, 0.11],
      [33_300, 0.1],
      [60_000, 0.09],
      [60_500, 0.08],
      [61_000, 0.07],
      [61_500, 0.06],
      [62_000, 0.05],
      [62_500, 0.04],
      [63_000, 0.03],
      [63_500, 0.02],
      [64_000, 0.01],
      [64_500, 0],
    ],
  },
};

/** Maine's brackets, and its withholding deduction, phased out over $75,000 ($150,000 joint) from $102,250 ($204,550). */
const MAINE_SINGLE: TaxRows = [
  [0, 0, 0.058],
  [27400, 1589, 0.0675],
  [64850, 4117, 0.0715],
];
const MAINE_MARRIED: TaxRows = [
  [0, 0, 0.058],
  [54850, 3181, 0.0675],
  [129750, 8237, 0.0715],
];
const maineDeduction = (single: number, married: number) => ({
  amount: { single, married_jointly: married, married_separately: single, head_of_household: single },
  start: { single: 102250, married_jointly: 204550, married_separately: 102250, head_of_household: 102250 },
  rate: {
    single: single / 75000,
    married_jointly: married / 150000,
    married_separately: single / 75000,
    head_of_household: single / 75000,
  },
  wholeDollars: true,
});
const MAINE_DECEMBER_2025: BracketEdition = {
  family: 'brackets',
  effectiveFrom: '2026-01-01',
  method: 'Maine percentage method (whole dollars)',
  source:
    'Maine Revenue Services, 2026 Withholding Tables for Individual Income Tax (revised December 2025), Examples 1–3',
  basis: 'publication',
  schedules: { single: MAINE_SINGLE, married: MAINE_MARRIED },
  schedule: JOINT,
  standardDeduction: ALL(0),
  phasedDeduction: maineDeduction(12450, 27750),
  perAllowance: 5300,
  allowancesIncludeFiler: true,
  annualWholeDollars: true,
  wholeDollars: true,
};

/** An Idaho edition: 5.3% over the single or married threshold, less its child tax credit allowances (ID W-4). */
const idaho = (
  effectiveFrom: string,
  source: string,
  basis: BracketEdition['basis'],
  figures: { single: number; married: number; childAllowance: number },
): BracketEdition => ({
  family: 'brackets',
  effectiveFrom,
  method: 'Idaho percentage method (5.3% over the period threshold, whole dollars)',
  source,
  basis,
  schedules: {
    single: [
      [0, 0, 0],
      [figures.single, 0, 0.053],
    ],
    married: [
      [0, 0, 0],
      [figures.married, 0, 0.053],
    ],
  },
  schedule: JOINT,
  standardDeduction: ALL(0),
  perAllowance: figures.childAllowance,
  allowancesIncludeFiler: false,
  wholeDollars: true,
  periodTables: 'scaled',
});

export const STATE_WITHHOLDING_2026: Readonly<Partial<Record<StateCode, readonly StateWithholdingEdition[]>>> = {
  AL: [
    {
      family: 'al-formula',
      effectiveFrom: '2026-01-01',
      method: 'Alabama withholding formula (federal withholding and a stepped standard deduction subtracted)',
      source:
        'Alabama DOR, Withholding Tax Tables and Instructions for Employers and Withholding Agents: formula, schedule of standard deduction amounts and dependent amounts in force from 1 Jan 2023 (Ala. Admin. Code r. 810-3-71-.02); its worked example (M, 2 dependents, $850 a week: $29.59) reproduces',
      basis: 'publication',
      // Schedule of standard deduction amounts: e.g. joint $8,500 to $25,999, then $175 less per $500 or part, down to $5,000 at $35,500.
      standardDeduction: {
        single: { max: 3000, start: 25999, step: 25, per: 500, min: 2500 },
        married_jointly: { max: 8500, start: 25999, step: 175, per: 500, min: 5000 },
        married_separately: { max: 4250, start: 12999, step: 88, per: 250, min: 2500 },
        head_of_household: { max: 5200, start: 25999, step: 135, per: 500, min: 2500 },
      },
      // A-4: S or MS $1,500; M or H $3,000, read from the filing status (the A-4's "0", no exemption, is not offered).
      personalExemption: { single: 1500, married_jointly: 3000, married_separately: 1500, head_of_household: 3000 },
      dependent: [
        [50000, 1000],
        [100000, 500],
        [null, 300],
      ],
      schedules: {
        single: [
          [0, 0, 0.02],
          [500, 10, 0.04],
          [3000, 110, 0.05],
        ],
        married: [
          [0, 0, 0.02],
          [1000, 20, 0.04],
          [6000, 220, 0.05],
        ],
      },
    },
  ],
  AR: [
    {
      family: 'ar-formula',
      effectiveFrom: '2026-01-01',
      method: 'Arkansas withholding formula (top rate 3.9%, $29 per AR4EC exemption)',
      source:
        'Arkansas DFA, Withholding Tax Formula Method, effective 1 Jan 2026 (Tax Year 2026, $2,470 standard deduction), Steps 1–6 and the worked example pp. 3–4',
      basis: 'publication',
      standardDeduction: 2_470,
      midrangeBelow: 100_001,
      // 3.9% less $419.96 to $94,700, then $399.30 less $10 a band to $99.30, and $89.30 from $97,801.
      rows: arkansasRows(0.039, [...AR_LOWER_ROWS, [26_400, 0.039, 419.96]], 399.3, 97_801, 89.3),
      creditPerExemption: 29,
    },
    {
      // The 2026 First Extraordinary Session (HB 1001 / SB 1, approved 6 May 2026) cut the top rate to
      // 3.7% for all of 2026. DFA reissued the formula, still dated 1 January; it was posted on 29 May,
      // and like the 2024 cut it applies from then (docs/product/taxes.md).
      family: 'ar-formula',
      effectiveFrom: '2026-05-29',
      method: 'Arkansas withholding formula (top rate 3.7%, $29 per AR4EC exemption)',
      source:
        'Arkansas DFA, Withholding Tax Formula Method for Tax Year 2026, revised for the 3.7% top rate (dated effective 1 Jan 2026, posted 29 May 2026), Steps 1–6 and the worked example pp. 3–4',
      basis: 'publication',
      standardDeduction: 2_470,
      midrangeBelow: 100_001,
      // 3.7% less $367.16 to $94,700, then $369.90 less $10 a band to $89.90, and $79.90 from $97,601.
      rows: arkansasRows(0.037, [...AR_LOWER_ROWS, [26_400, 0.037, 367.16]], 369.9, 97_601, 79.9),
      creditPerExemption: 29,
    },
  ],
  CT: [
    {
      family: 'ct-tpg211',
      effectiveFrom: '2026-01-01',
      method: 'Connecticut withholding calculation rules, CT-W4',
      source:
        'Connecticut DRS, TPG-211 2026 Withholding Calculation Rules (Rev. 12/25), Tables A–E, effective 1 Jan 2026; Circular CT, IP 2026(1): 6.99% without a CT-W4; Form CT-W4NA apportionment',
      basis: 'publication-no-example',
      // A CT-W4 code on the certificate (ctWithholdingCode) overrides this.
      code: { single: 'F', married_jointly: 'C', married_separately: 'A', head_of_household: 'B' },
      noCertificateRate: 0.0699,
      codes: CT_CODES,
    },
  ],
  CA: [
    {
      family: 'ca-method-b',
      effectiveFrom: '2026-01-01',
      method: 'California Method B (exact calculation)',
      source: 'EDD, California Withholding Schedules for 2026, Method B, Tables 1–4 and 5–28 (effective 1 Jan 2026)',
      basis: 'publication',
      tables: CA_METHOD_B_2026,
    },
  ],
  NY: [
    {
      family: 'ny-exact',
      effectiveFrom: '2026-01-01',
      method: 'New York exact calculation method (Method II; Method III above the top-rate threshold)',
      source: 'NYS-50-T-NYS (1/26), New York State Withholding Tax Tables and Methods (effective 1 Jan 2026)',
      basis: 'publication',
      tables: NY_EXACT_2026,
    },
  ],
  NJ: [
    {
      family: 'nj-rate-tables',
      effectiveFrom: '2026-01-01',
      method: 'New Jersey percentage method, rate tables A–E',
      source:
        'NJ-WT (September 2025), New Jersey Income Tax Withholding Instructions, rate tables for wages paid on and after 1 Oct 2020',
      basis: 'publication',
      tables: NJ_RATE_TABLES,
    },
  ],
  GA: [
    {
      family: 'ga-percentage',
      effectiveFrom: '2026-01-01',
      method: 'Georgia percentage method (5.19%)',
      source: "Georgia DOR, Employer's Withholding Tax Guide 2026 (revised December 2025), Tables E and F",
      basis: 'publication',
      rate: 0.0519,
      // [married filing jointly, one income; every other status; each allowance]
      table: {
        daily: [65.75, 32.88, 10.96],
        weekly: [461.54, 230.77, 76.92],
        biweekly: [923.08, 461.54, 153.85],
        semimonthly: [1000, 500, 166.67],
        monthly: [2000, 1000, 333.33],
        quarterly: [6000, 3000, 1000],
        semiannual: [12000, 6000, 2000],
        annual: [24000, 12000, 4000],
      },
    },
    {
      // HB 463 cut the rate to 4.99% (retroactive to 1 January for the return); employers switch on 11 May.
      family: 'ga-percentage',
      effectiveFrom: '2026-05-11',
      method: 'Georgia percentage method (4.99%)',
      source: "Georgia DOR, Employer's Withholding Tax Guide 2026 (revised June 2026, HB 463), Tables E and F",
      basis: 'publication',
      rate: 0.0499,
      table: {
        daily: [82.19, 41.1, 13.7],
        weekly: [576.92, 288.46, 96.15],
        biweekly: [1153.85, 576.92, 192.31],
        semimonthly: [1250, 625, 208.33],
        monthly: [2500, 1250, 416.67],
        quarterly: [7500, 3750, 1250],
        semiannual: [15000, 7500, 2500],
        annual: [30000, 15000, 5000],
      },
    },
  ],
  NC: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'North Carolina percentage method (4.09%, whole dollars)',
      source: 'NC-30 (2026), Income Tax Withholding Tables and Instructions for Employers, formula tables pp. 17–19',
      basis: 'publication',
      // 3.99% income tax rate plus 0.1%, as NC-30 prints it.
      rate: 0.0409,
      standardDeduction: { single: 12750, married_jointly: 12750, married_separately: 12750, head_of_household: 19125 },
      groups: [{ count: 'allowances', annual: 2500 }],
      rounding: 'unit',
      annualize: false,
      wholeDollars: true,
    },
  ],
  KY: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Kentucky withholding formula (3.5% after the $3,360 standard deduction)',
      source: '42A003 (TCF)(10-2025), 2026 Kentucky Withholding Tax Formula',
      basis: 'publication',
      rate: 0.035,
      standardDeduction: ALL(3360),
      rounding: 'total',
      annualize: true,
    },
  ],
  UT: [
    {
      family: 'ut-pub14',
      effectiveFrom: '2026-01-01',
      method: 'Utah Publication 14 formula (4.5%)',
      source: 'Utah Publication 14, Withholding Tax Guide (Rev. 4/25), Schedules 1–8, in force until 31 May 2026',
      basis: 'publication',
      rate: 0.045,
      phaseOutRate: 0.013,
      // [base allowance, threshold] for single and married
      schedules: {
        weekly: { single: [9, 175], married: [17, 350] },
        biweekly: { single: [17, 350], married: [35, 701] },
        semimonthly: { single: [19, 379], married: [38, 759] },
        monthly: { single: [38, 759], married: [75, 1518] },
        quarterly: { single: [113, 2277], married: [225, 4553] },
        semiannual: { single: [225, 4554], married: [450, 9107] },
        annual: { single: [450, 9107], married: [900, 18213] },
        daily: { single: [2, 35], married: [3, 70] },
      },
    },
    {
      family: 'ut-pub14',
      effectiveFrom: '2026-06-01',
      method: 'Utah Publication 14 formula (4.45%)',
      source: 'Utah Publication 14, Withholding Tax Guide (Rev. 4/26), Schedules 1–8, pay periods from 1 Jun 2026',
      basis: 'publication',
      rate: 0.0445,
      phaseOutRate: 0.013,
      schedules: {
        weekly: { single: [9, 180], married: [19, 360] },
        biweekly: { single: [19, 360], married: [37, 719] },
        semimonthly: { single: [20, 390], married: [40, 779] },
        monthly: { single: [40, 779], married: [81, 1558] },
        quarterly: { single: [121, 2337], married: [243, 4674] },
        semiannual: { single: [243, 4674], married: [485, 9348] },
        annual: { single: [485, 9348], married: [970, 18696] },
        daily: { single: [2, 36], married: [4, 72] },
      },
    },
  ],
  IL: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Illinois automated payroll method (4.95% after IL-W-4 allowances)',
      source: 'Booklet IL-700-T (R-12/25), 2026 Illinois Withholding Tax Tables, automated payroll method p. 4',
      basis: 'publication',
      rate: 0.0495,
      groups: [
        { count: 'filersAndAllowances', annual: 2925 },
        { count: 'ilAdditionalAllowances', annual: 1000 },
      ],
      rounding: 'total',
      annualize: false,
    },
  ],
  MI: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Michigan percentage method (4.25% after $5,900 per exemption)',
      source: 'Michigan Form 446 (Rev. 02-26), 2026 Michigan Income Tax Withholding Guide',
      basis: 'publication-no-example',
      rate: 0.0425,
      groups: [{ count: 'filersAndAllowances', annual: 5900 }],
      rounding: 'unit',
      annualize: false,
    },
  ],
  OH: [
    {
      family: 'oh-formula',
      effectiveFrom: '2025-10-01',
      method: 'Ohio optional computer formula (1.775% / 2.99% / 3.64%)',
      source:
        'Ohio Department of Taxation, Employer Withholding: Optional Computer Formula (Rev. 09/25), effective 1 Oct 2025',
      basis: 'publication-no-example',
      exemption: 650,
      bands: [
        [0, 0, 0.01775],
        [26050, 462.39, 0.0299],
        [100000, 2673.5, 0.0364],
      ],
    },
    {
      family: 'oh-formula',
      effectiveFrom: '2026-08-01',
      method: 'Ohio optional computer formula (1.60% / 2.99% / 3.40%)',
      source:
        'Ohio Department of Taxation, Employer Withholding: Optional Computer Formula (Rev. 07/26, HB 96), effective 1 Aug 2026',
      basis: 'publication-no-example',
      exemption: 650,
      bands: [
        [0, 0, 0.016],
        [26050, 416.8, 0.0299],
        [100000, 2627.91, 0.034],
      ],
    },
  ],
  CO: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Colorado DR 1098 formula (4.40% after the DR 0004 allowance)',
      source: 'Colorado DR 1098 (2026), Colorado Income Tax Withholding Worksheet for Employers',
      basis: 'publication-no-example',
      rate: 0.044,
      // Used when the employee filed no DR 0004; its line 2 replaces it.
      standardDeduction: { single: 5500, married_jointly: 11000, married_separately: 5500, head_of_household: 5500 },
      rounding: 'total',
      annualize: true,
      certificateAllowanceReplacesDeduction: true,
    },
  ],
  AZ: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Arizona Form A-4: the elected percentage of gross wages',
      source: 'Arizona Form A-4 (2026): elected 0.5%–3.5%; 2.0% when no A-4 is filed',
      basis: 'publication-no-example',
      rate: 0.02,
      elected: true,
      rounding: 'total',
      annualize: false,
    },
  ],
  VA: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Virginia formula method ($8,750 deduction, $930 per exemption)',
      source: 'Virginia Income Tax Withholding Guide for Employers (Rev. 05/25), formula method p. 21',
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0.02],
          [3000, 60, 0.03],
          [5000, 120, 0.05],
          [17000, 720, 0.0575],
        ],
      },
      schedule: ALL('all'),
      // One amount for every filing status, married included.
      standardDeduction: ALL(8750),
      perAllowance: 930,
      allowancesIncludeFiler: true,
      // The guide's worked example carries the annual tax in whole dollars ($2,628), then divides.
      annualWholeDollars: true,
    },
  ],
  MA: [
    {
      family: 'ma-circular-m',
      effectiveFrom: '2026-01-01',
      method: 'Massachusetts Circular M percentage method',
      source: 'Massachusetts DOR, Circular M (Rev. 12/25), percentage method p. 12',
      basis: 'publication',
      rate: 0.05,
      surtaxRate: 0.09,
      surtaxThreshold: 1107750,
      ficaDeductionCap: 2000,
      ficaRate: 0.0765,
      // [per exemption, base]: n ≥ 1 exemptions deduct n × per + base; quarterly/semiannual from the annual figures
      exemption: {
        daily: [3, 9],
        weekly: [19, 66],
        biweekly: [38, 131],
        semimonthly: [42, 141],
        monthly: [83, 284],
        quarterly: [250, 850],
        semiannual: [500, 1700],
        annual: [1000, 3400],
      },
      headOfHousehold: {
        daily: 0.33,
        weekly: 2.31,
        biweekly: 4.62,
        semimonthly: 5,
        monthly: 10,
        quarterly: 30,
        semiannual: 60,
        annual: 120,
      },
      blind: {
        daily: 0.3,
        weekly: 2.12,
        biweekly: 4.23,
        semimonthly: 4.58,
        monthly: 9.17,
        quarterly: 27.5,
        semiannual: 55,
        annual: 110,
      },
      floor: {
        daily: 22,
        weekly: 154,
        biweekly: 308,
        semimonthly: 333,
        monthly: 667,
        quarterly: 2000,
        semiannual: 4000,
        annual: 8000,
      },
    },
  ],
  PA: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Pennsylvania flat 3.07% of compensation, no exemptions',
      source: 'Pennsylvania REV-415, Employer Withholding Information Guide: 3.07% of compensation',
      basis: 'publication',
      rate: 0.0307,
      rounding: 'total',
      annualize: false,
    },
  ],
  IN: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Indiana state withholding (2.95% after WH-4 exemptions); county tax separately',
      source: 'Indiana DOR Departmental Notice #1 (R46 / 01-26), effective 1 Jan 2026, Tables A–C',
      basis: 'publication',
      rate: 0.0295,
      groups: [
        { count: 'filers', annual: 1000 },
        { count: 'allowances', annual: 1500 },
        { count: 'inAdoptedDependents', annual: 3000 },
      ],
      rounding: 'group',
      annualize: false,
    },
  ],
  // ---- The other states with an encoded method. Their publications print fewer examples; each
  // test names what it reproduces (a worked example, a printed table cell, or the formula by hand).
  MN: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Minnesota computer formula ($5,300 per allowance)',
      source: 'Minnesota 2026 Withholding Tax Instructions and Tables, computer formula p. 34',
      basis: 'publication-no-example',
      // Step 2: "multiply step 1 by 360 if you pay by the day".
      dailyPeriods: 360,
      schedules: {
        single: [
          [0, 0, 0],
          [4700, 0, 0.0535],
          [38010, 1782.09, 0.068],
          [114130, 6958.25, 0.0785],
          [207850, 14315.27, 0.0985],
        ],
        married: [
          [0, 0, 0],
          [14700, 0, 0.0535],
          [63400, 2605.45, 0.068],
          [208180, 12450.49, 0.0785],
          [352630, 23789.82, 0.0985],
        ],
      },
      schedule: JOINT,
      standardDeduction: ALL(0),
      perAllowance: 5300,
      allowancesIncludeFiler: true,
    },
  ],
  WI: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Wisconsin alternate (formula) method',
      source: 'Wisconsin Publication W-166 (1/26), Withholding Tax Guide, formula and Examples 1–3 pp. 25–26',
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0.0354],
          [12760, 451.7, 0.0465],
          [25520, 1045.04, 0.053],
          [280950, 14582.83, 0.0765],
        ],
      },
      schedule: ALL('all'),
      standardDeduction: ALL(0),
      phasedDeduction: {
        amount: { single: 6702, married_jointly: 9461, married_separately: 6702, head_of_household: 6702 },
        start: { single: 17780, married_jointly: 25727, married_separately: 17780, head_of_household: 17780 },
        rate: { single: 0.12, married_jointly: 0.2, married_separately: 0.12, head_of_household: 0.12 },
      },
      perAllowance: 400,
      allowancesIncludeFiler: true,
    },
  ],
  SC: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'South Carolina formula (WH-1603F)',
      source: 'South Carolina WH-1603F (Rev. 11/4/25), Formula for Computing South Carolina 2026 Withholding Tax',
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0],
          [3640, 0, 0.03],
          [18230, 437.7, 0.06],
        ],
      },
      schedule: ALL('all'),
      standardDeduction: ALL(0),
      // 10% of wages up to $7,500, and only when an allowance is claimed.
      percentDeduction: { rate: 0.1, cap: 7500, requiresAllowance: true },
      perAllowance: 5000,
      allowancesIncludeFiler: true,
    },
  ],
  MO: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Missouri withholding formula (whole dollars)',
      source: 'Missouri DOR, 2026 Withholding Tax Formula',
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0],
          [1348, 0, 0.02],
          [2696, 27, 0.025],
          [4044, 61, 0.03],
          [5392, 101, 0.035],
          [6740, 148, 0.04],
          [8088, 202, 0.045],
          [9436, 263, 0.047],
        ],
      },
      schedule: ALL('all'),
      // Married jointly is taken as "spouse does not work", like the federal joint table.
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      perAllowance: 0,
      allowancesIncludeFiler: false,
      wholeDollars: true,
    },
  ],
  ND: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'North Dakota percentage of wages method, 2020-or-later W-4 (whole dollars)',
      source:
        'North Dakota Office of State Tax Commissioner, 2026 Income Tax Withholding Rates and Instructions for Wages Paid in North Dakota, annual percentage method tables',
      basis: 'publication-no-example',
      // Each row's base is 1.95% of the band below it (200,825 × 1.95% = 3,916.09; 111,025 × 1.95% = 2,164.99;
      // 211,200 × 1.95% = 4,118.40). Married filing separately uses the single table, as on the federal W-4.
      schedules: {
        single: [
          [0, 0, 0],
          [57625, 0, 0.0195],
          [258450, 3916.09, 0.025],
        ],
        married: [
          [0, 0, 0],
          [57500, 0, 0.0195],
          [168525, 2164.99, 0.025],
        ],
        hoh: [
          [0, 0, 0],
          [78475, 0, 0.0195],
          [289675, 4118.4, 0.025],
        ],
      },
      schedule: BY_STATUS,
      standardDeduction: ALL(0),
      perAllowance: 0,
      allowancesIncludeFiler: false,
      // North Dakota withholds from the federal W-4; one from 2019 or earlier gives $5,050 an allowance.
      federalW4Allowance: {
        amount: 5050,
        method: 'North Dakota percentage of wages method, 2019-or-earlier W-4 ($5,050 per allowance; whole dollars)',
      },
      wholeDollars: true,
    },
  ],
  OK: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Oklahoma percentage method (whole dollars)',
      source: 'Oklahoma Packet OW-2 (Revised 11-2025), Income Tax Withholding Tables, Table 7 (annual)',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0],
          [10100, 0, 0.025],
          [11250, 28.75, 0.035],
          [13550, 109.25, 0.045],
        ],
        married: [
          [0, 0, 0],
          [20200, 0, 0.025],
          [22500, 57.5, 0.035],
          [27100, 218.5, 0.045],
        ],
      },
      schedule: JOINT,
      standardDeduction: ALL(0),
      perAllowance: 1000,
      allowancesIncludeFiler: true,
      wholeDollars: true,
    },
  ],
  MS: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Mississippi computer payroll formula (4% over $10,000, whole dollars)',
      source:
        'Mississippi DOR, Computer Payroll Accounting flowchart (rev. 8/13/25) and 2026 weekly Tables A and C; Form 89-350',
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0],
          [10000, 0, 0.04],
        ],
      },
      schedule: ALL('all'),
      standardDeduction: { single: 2300, married_jointly: 4600, married_separately: 2300, head_of_household: 3400 },
      personalExemption: { single: 6000, married_jointly: 12000, married_separately: 6000, head_of_household: 9500 },
      perAllowance: 1500,
      allowancesIncludeFiler: false,
      wholeDollars: true,
    },
  ],
  LA: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Louisiana formula (3.09% after the L-4 standard deduction)',
      source: 'Louisiana R-1306 (1/26), Withholding Tables and Instructions, Formulas and Examples 1–2',
      basis: 'publication',
      rate: 0.0309,
      standardDeduction: { single: 12875, married_jointly: 25750, married_separately: 12875, head_of_household: 25750 },
      rounding: 'total',
      annualize: false,
    },
  ],
  IA: [
    {
      family: 'flat',
      effectiveFrom: '2026-01-01',
      method: 'Iowa withholding formula (3.80%, IA W-4 allowance taken off the tax)',
      source:
        'Iowa Withholding Formula for wages paid beginning 1 January 2026 (released November 2025), Examples 1–10',
      basis: 'publication',
      rate: 0.038,
      // Column A (other, or joint with an earning spouse), B (head of household), C (joint, spouse without income).
      standardDeduction: { single: 13000, married_jointly: 26000, married_separately: 13000, head_of_household: 19500 },
      rounding: 'total',
      annualize: false,
      taxCredit: { perAllowance: 40 },
    },
  ],
  NE: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Nebraska percentage method ($2,440 per allowance)',
      source:
        'Nebraska Circular EN (Rev. 11-2025), wages paid on or after 1 January 2026, Table 7 and the weekly wage-bracket table',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0],
          [3430, 0, 0.0226],
          [6710, 74.13, 0.0322],
          [21810, 560.35, 0.0421],
          [31610, 972.93, 0.0435],
          [40130, 1343.55, 0.0448],
          [75370, 2922.3, 0.046],
        ],
        married: [
          [0, 0, 0],
          [8190, 0, 0.0226],
          [13010, 108.93, 0.0322],
          [32400, 733.29, 0.0421],
          [50400, 1491.09, 0.0435],
          [62530, 2018.75, 0.0448],
          [82920, 2932.22, 0.046],
        ],
      },
      schedule: JOINT,
      standardDeduction: ALL(0),
      perAllowance: 2440,
      allowancesIncludeFiler: true,
    },
  ],
  MT: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Montana withholding formula (whole dollars)',
      source: 'Montana 2026 Employer and Information Agent Guide, withholding formula and examples',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0],
          [16100, 0, 0.047],
          [63600, 2233, 0.0565],
        ],
        married: [
          [0, 0, 0],
          [32200, 0, 0.047],
          [127200, 4465, 0.0565],
        ],
        hoh: [
          [0, 0, 0],
          [24150, 0, 0.047],
          [95400, 3349, 0.0565],
        ],
      },
      schedule: BY_STATUS,
      standardDeduction: ALL(0),
      perAllowance: 0,
      allowancesIncludeFiler: false,
      wholeDollars: true,
    },
  ],
  ME: [
    MAINE_DECEMBER_2025,
    {
      ...MAINE_DECEMBER_2025,
      effectiveFrom: '2026-09-01',
      method: 'Maine percentage method, August 2026 revision (whole dollars)',
      source:
        'Maine Revenue Services, 2026 Withholding Tables and Instructions revised August 2026 (Maine Tax Alert, August 2026): the withholding standard deduction $12,850 / $28,550 and the 2% surcharge of Part DDDD of L.D. 2212 above $1,000,000 / $1,500,000; from pay dates of 1 September, Examples 1–3; its figures come from payroll transcriptions and are not yet confirmed',
      schedules: {
        // The 2% surcharge: 7.15% + 2% above $1,000,000 (4,117 + 7.15% × 935,150) and $1,500,000 joint.
        single: [...MAINE_SINGLE, [1_000_000, 70980.225, 0.0915]],
        married: [...MAINE_MARRIED, [1_500_000, 106209.875, 0.0915]],
      },
      phasedDeduction: maineDeduction(12850, 28550),
    },
  ],
  DE: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Delaware percentage method ($110 credit per allowance)',
      source: "Delaware Division of Revenue, Employer's Guide, Section 17 tax computation table and examples",
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0],
          [2000, 0, 0.022],
          [5000, 66, 0.039],
          [10000, 261, 0.048],
          [20000, 741, 0.052],
          [25000, 1001, 0.0555],
          [60000, 2943.5, 0.066],
        ],
      },
      schedule: ALL('all'),
      standardDeduction: { single: 3250, married_jointly: 6500, married_separately: 3250, head_of_household: 3250 },
      perAllowance: 0,
      creditPerAllowance: 110,
      allowancesIncludeFiler: true,
    },
  ],
  DC: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'District of Columbia percentage method ($4,300 per allowance)',
      source: 'DC FR-230 percentage method with OTR Tax Notice 2022-08 (current rates, the federal $4,300 allowance)',
      basis: 'publication-no-example',
      // FR-230's daily tables divide the annual figures by 365 (its 2018 daily allowance: $4,150 / 365 = $11.37).
      dailyPeriods: 365,
      schedules: {
        all: [
          [0, 0, 0.04],
          [10000, 400, 0.06],
          [40000, 2200, 0.065],
          [60000, 3500, 0.085],
          [250000, 19650, 0.0925],
          [500000, 42775, 0.0975],
          [1000000, 91525, 0.1075],
        ],
      },
      schedule: ALL('all'),
      standardDeduction: ALL(0),
      perAllowance: 4300,
      allowancesIncludeFiler: true,
    },
  ],
  MD: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Maryland percentage method, state part (the county part is a local line)',
      source: 'Maryland Employer Withholding Guide (revised December 2025) and Withholding Tax Facts 2026',
      basis: 'publication-no-example',
      schedules: {
        single: [
          [0, 0, 0.0475],
          [100000, 4750, 0.05],
          [125000, 6000, 0.0525],
          [150000, 7312.5, 0.055],
          [250000, 12812.5, 0.0575],
          [500000, 27187.5, 0.0625],
          [1000000, 58437.5, 0.065],
        ],
        joint: [
          [0, 0, 0.0475],
          [150000, 7125, 0.05],
          [175000, 8375, 0.0525],
          [225000, 11000, 0.055],
          [300000, 15125, 0.0575],
          [600000, 32375, 0.0625],
          [1200000, 69875, 0.065],
        ],
      },
      schedule: {
        single: 'single',
        married_jointly: 'joint',
        married_separately: 'single',
        head_of_household: 'joint',
      },
      standardDeduction: ALL(3400),
      perAllowance: 3200,
      allowancesIncludeFiler: true,
    },
  ],
  ID: [
    idaho(
      '2026-01-01',
      "Idaho State Tax Commission, Income Tax Withholding Tables of 2025 ($15,000 / $30,000, $3,868 per child tax credit allowance), in use until the 23 July 2026 revision (the Commission's release of 31 July 2026: no need to adjust withholding back to the beginning of the year); figures from payroll transcriptions",
      'publication-no-example',
      { single: 15000, married: 30000, childAllowance: 3868 },
    ),
    // The child tax credit allowance is $0 after its sunset.
    idaho(
      '2026-07-23',
      'Idaho State Tax Commission, Income Tax Withholding Tables (EPB00006), revised 23 July 2026; Computing Withholding example',
      'publication',
      { single: 16100, married: 32200, childAllowance: 0 },
    ),
  ],
  NM: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'New Mexico percentage method tables',
      source:
        'New Mexico FYI-104 (Rev. 11/2025), New Mexico Withholding Tax, effective 1 January 2026, Tables 1–8 and worked example',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0],
          [8050, 0, 0.015],
          [13550, 82.5, 0.032],
          [20550, 306.5, 0.032],
          [24550, 434.5, 0.043],
          [33550, 821.5, 0.043],
          [41550, 1165.5, 0.047],
          [58550, 1964.5, 0.047],
          [74550, 2716.5, 0.049],
          [218050, 9748, 0.059],
        ],
        married: [
          [0, 0, 0],
          [16100, 0, 0.015],
          [24100, 120, 0.032],
          [32100, 376, 0.032],
          [41100, 664, 0.043],
          [57100, 1352, 0.043],
          [66100, 1739, 0.047],
          [102100, 3431, 0.047],
          [116100, 4089, 0.049],
          [331100, 14624, 0.059],
        ],
        hoh: [
          [0, 0, 0],
          [12075, 0, 0.015],
          [20075, 120, 0.032],
          [28075, 376, 0.032],
          [37075, 664, 0.043],
          [53075, 1352, 0.043],
          [62075, 1739, 0.047],
          [98075, 3431, 0.047],
          [112075, 4089, 0.049],
          [327075, 14624, 0.059],
        ],
      },
      schedule: BY_STATUS,
      standardDeduction: ALL(0),
      perAllowance: 0,
      allowancesIncludeFiler: false,
      periodTables: 'scaled',
    },
  ],
  RI: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Rhode Island percentage method ($1,000 per exemption)',
      source:
        "Rhode Island Division of Taxation, 2026 Employer's Income Tax Withholding Tables, percentage method and example",
      basis: 'publication',
      schedules: {
        all: [
          [0, 0, 0.0375],
          [82050, 3076.88, 0.0475],
          [186450, 8035.88, 0.0599],
        ],
      },
      schedule: ALL('all'),
      standardDeduction: ALL(0),
      perAllowance: 1000,
      allowancesIncludeFiler: true,
      allowanceWageCeiling: 290800,
      periodTables: 'cumulative',
    },
  ],
  VT: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Vermont percentage method ($5,400 per allowance)',
      source:
        'Vermont GB-1210 (2026), Income Tax Withholding Instructions, Tables and Charts, percentage method and example',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0],
          [3925, 0, 0.0335],
          [54675, 1700.13, 0.066],
          [126775, 6458.73, 0.076],
          [260225, 16600.93, 0.0875],
        ],
        married: [
          [0, 0, 0],
          [11775, 0, 0.0335],
          [96475, 2837.45, 0.066],
          [216525, 10760.75, 0.076],
          [323825, 18915.55, 0.0875],
        ],
      },
      schedule: JOINT,
      standardDeduction: ALL(0),
      perAllowance: 5400,
      allowancesIncludeFiler: true,
      periodTables: 'cumulative',
    },
  ],
  KS: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Kansas percentage method (K-4 allowances)',
      source: 'Kansas KW-100 (2026), Withholding Tax Guide, percentage method tables and example',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0],
          [3605, 0, 0.052],
          [26605, 1196, 0.0558],
        ],
        married: [
          [0, 0, 0],
          [8240, 0, 0.052],
          [54240, 2392, 0.0558],
        ],
      },
      schedule: JOINT,
      standardDeduction: ALL(0),
      kansasAllowance: { single: 9160, married: 18320 },
      perAllowance: 2320,
      allowancesIncludeFiler: true,
      periodTables: 'cumulative',
    },
  ],
  WV: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'West Virginia percentage method, two-earner schedule (whole dollars)',
      source: 'West Virginia IT-100.2A (March 2026), Withholding Tables, percentage method',
      basis: 'publication-no-example',
      schedules: {
        two: [
          [0, 0, 0.0211],
          [7500, 158.25, 0.0281],
          [18750, 474.38, 0.0316],
          [30000, 829.88, 0.0422],
          [45000, 1462.88, 0.0458],
        ],
      },
      // Without an IT-104 election of the one-earner schedule, every status uses the two-earner one.
      schedule: ALL('two'),
      standardDeduction: ALL(0),
      perAllowance: 2000,
      allowancesIncludeFiler: true,
      wholeDollars: true,
    },
  ],
  HI: [
    {
      family: 'brackets',
      effectiveFrom: '2026-01-01',
      method: 'Hawaii percentage method ($1,144 per allowance)',
      source: 'Hawaii Booklet A (Rev. 2025), Employer’s Tax Guide, percentage method and example',
      basis: 'publication',
      schedules: {
        single: [
          [0, 0, 0.014],
          [9600, 134, 0.032],
          [14400, 288, 0.055],
          [19200, 552, 0.064],
          [24000, 859, 0.068],
          [36000, 1675, 0.072],
          [48000, 2539, 0.076],
          [125000, 8391, 0.079],
        ],
        married: [
          [0, 0, 0.014],
          [19200, 269, 0.032],
          [28800, 576, 0.055],
          [38400, 1104, 0.064],
          [48000, 1718, 0.068],
          [72000, 3350, 0.072],
          [96000, 5078, 0.076],
          [250000, 16782, 0.079],
        ],
      },
      schedule: JOINT,
      // The booklet's lump-sum standard deduction, $4,350 for every status (as summaries of it give it; taxes.md).
      standardDeduction: ALL(4350),
      perAllowance: 1144,
      allowancesIncludeFiler: true,
    },
  ],
  OR: [
    {
      family: 'or-formula',
      effectiveFrom: '2026-01-01',
      method: 'Oregon withholding formula (federal tax subtracted, whole dollars)',
      source: 'Oregon Department of Revenue, 150-206-436 (Rev. 12-31-25), 2026 Withholding Tax Formulas, Examples 1–4',
      basis: 'publication',
      standardDeduction: { narrow: 2910, wide: 5820 },
      credit: 263,
      highWagesFrom: 50000,
      federalCap: {
        single: [
          [0, 8750],
          [125000, 7000],
          [130000, 5250],
          [135000, 3500],
          [140000, 1750],
          [145000, 0],
        ],
        married: [
          [0, 8750],
          [250000, 7000],
          [260000, 5250],
          [270000, 3500],
          [280000, 1750],
          [290000, 0],
        ],
      },
      allowanceCeiling: { single: 100000, married: 200000 },
      tables: {
        low: {
          narrow: [
            [0, 263, 0.0475],
            [4550, 479, 0.0675],
            [11400, 941, 0.0875],
          ],
          wide: [
            [0, 263, 0.0475],
            [9100, 695, 0.0675],
            [22800, 1620, 0.0875],
          ],
        },
        high: {
          narrow: [
            [0, 0, 0.0875],
            [11400, 678, 0.0875],
            [125000, 10618, 0.099],
          ],
          wide: [
            [0, 0, 0.0875],
            [22800, 1357, 0.0875],
            [250000, 21237, 0.099],
          ],
        },
      },
    },
  ],
};
