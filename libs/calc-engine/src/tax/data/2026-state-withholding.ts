/**
 * The states' own 2026 withholding methods, each edition with its publication and the date it takes
 * effect (chosen by the paycheck's pay date). States not listed here are estimated from their annual
 * income-tax brackets (./2026.ts) and say so. What each publication says, and what is still
 * unverified, is in docs/product/taxes.md.
 */
import type { StateCode } from '../types.js';
import type { StateWithholdingEdition } from '../withholding-types.js';
import { CA_METHOD_B_2026, NJ_RATE_TABLES, NY_EXACT_2026 } from './2026-state-tables.js';

const ALL = <T>(value: T) => ({
  single: value,
  married_jointly: value,
  married_separately: value,
  head_of_household: value,
});

export const STATE_WITHHOLDING_2026: Readonly<Partial<Record<StateCode, readonly StateWithholdingEdition[]>>> = {
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
};
