import type { StateWithholdingEdition } from './withholding-types.js';

/** Names and shapes shared by the tax tables, the withholding functions and the calculator's W-4 mode. */

/** 'flat' is the calculation's one combined rate (the default); 'w4' is W-4 mode's "From my W-4 and state". */
export const TAX_MODES = ['flat', 'w4'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

export const TAX_MODE_LABELS: Readonly<Record<TaxMode, string>> = Object.freeze({
  flat: 'Quick estimate (one rate)',
  w4: 'From my W-4 and state',
});

/** Form W-4 Step 1(c). A qualifying surviving spouse uses married_jointly. */
export const FILING_STATUSES = ['single', 'married_jointly', 'married_separately', 'head_of_household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const FILING_STATUS_LABELS: Readonly<Record<FilingStatus, string>> = Object.freeze({
  single: 'Single',
  married_jointly: 'Married filing jointly (or qualifying surviving spouse)',
  married_separately: 'Married filing separately',
  head_of_household: 'Head of household',
});

/** How often the employee is paid (Pub 15-T Worksheet 1A, Table 3). */
export const PAY_FREQUENCIES = [
  'daily',
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const PAY_FREQUENCY_LABELS: Readonly<Record<PayFrequency, string>> = Object.freeze({
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannual: 'Twice a year',
  annual: 'Once a year',
});

/** Pay periods per year, Pub 15-T Worksheet 1A Table 3. */
export const PAY_PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = Object.freeze({
  daily: 260,
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1,
});

/**
 * A Form W-4 from 2020 or later. Money is in dollars: `dependentsCredit` (Step 3), `otherIncome`
 * (Step 4(a)) and `deductions` (Step 4(b)) are annual; `extraWithholding` (Step 4(c)) is per pay period.
 */
export interface W4Form2020 {
  formYear?: 2020;
  /** Step 2(c): the "two jobs" checkbox. */
  multipleJobs: boolean;
  dependentsCredit: number;
  otherIncome: number;
  deductions: number;
  extraWithholding: number;
}

/** A Form W-4 from 2019 or earlier: withholding allowances (Pub 15-T Worksheet 1A lines 1j–1l). */
export interface W4Form2019 {
  formYear: 2019;
  allowances: number;
  /** Line 6 of the old form, per pay period. Optional; 0 when absent. */
  extraWithholding?: number;
}

/** Either Form W-4: tell them apart with `w4.formYear === 2019`. */
export type W4 = W4Form2020 | W4Form2019;

/**
 * The W-4 as the calculator holds it. Step 4(c) / line 6 extra withholding is NOT here: in the
 * calculator it is the calculation's own `extraWithholding` input (per week), which stays a separate deduction line.
 */
export type PaycheckW4 =
  | { formYear: 2020; multipleJobs: boolean; dependentsCredit: number; otherIncome: number; deductions: number }
  | { formYear: 2019; allowances: number };

export const W4_FORM_YEARS = [2020, 2019] as const;
export type W4FormYear = (typeof W4_FORM_YEARS)[number];

/** The 50 states and DC, by USPS code. */
export const STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore
export type StateCode = (typeof STATE_CODES)[number];

/** For a select: every state and DC with its name, alphabetical by name. */
export const STATES: readonly { code: StateCode; name: string }[] = Object.freeze(
  (
    [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
      ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
      ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
      ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
      ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
      ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
      ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
      ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
      ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
      ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
    ] as const
  ).map(([code, name]) => Object.freeze({ code, name })),
); // prettier-ignore

// ---- Tax-year data (one file per year under ./data, registered in ./registry.ts) ----

/** One row of an annual percentage table: wages of at least `atLeast` pay `base` plus `rate` × (wages − atLeast). */
export interface PercentageRow {
  atLeast: number;
  base: number;
  rate: number;
}

/** One bracket of a state income-tax schedule: `rate` on taxable income from `over` up to the next bracket. */
export interface StateBracket {
  over: number;
  rate: number;
}

export type StateTaxKind = 'none' | 'flat' | 'graduated';

export interface StateTaxTable {
  code: StateCode;
  name: string;
  kind: StateTaxKind;
  /** Income-tax brackets by filing status (empty for 'none'; one bracket at 0 for a simple flat tax). */
  brackets: Readonly<Record<FilingStatus, readonly StateBracket[]>>;
  /** Annual standard deduction by filing status (0 where the state has none). */
  standardDeduction: Readonly<Record<FilingStatus, number>>;
  /** Annual personal exemption(s) for the filer(s), by filing status (0 where none or where a credit is used instead). */
  personalExemption: Readonly<Record<FilingStatus, number>>;
  /** Annual value of each additional allowance / dependent exemption claimed on the state certificate. */
  allowanceValue: number;
  /** Annual personal tax credit(s) by filing status, taken off the tax (CA, AR, DE, IA, NE, OR). */
  personalCredit: Readonly<Record<FilingStatus, number>>;
  /** Annual tax credit per additional allowance / dependent, where the state gives a credit instead of a deduction. */
  allowanceCredit: number;
  /**
   * A credit that phases out with income (Utah's taxpayer credit): `amount` by filing status, reduced
   * by `phaseOutRate` × (taxable income − `phaseOutStart`), never below 0.
   */
  phasedCredit?: {
    amount: Readonly<Record<FilingStatus, number>>;
    phaseOutStart: Readonly<Record<FilingStatus, number>>;
    phaseOutRate: number;
  };
  /** Whether 401(k)/403(b) deferrals stay in state wages (true for PA). */
  retirementDeferralsTaxable?: boolean;
  /**
   * True when the state's withholding formula differs from its income-tax schedule, so the figure is
   * "estimated from 2026 state income-tax brackets".
   */
  withholdingEstimated: boolean;
  /** Short human note shown in "how this was computed" (local taxes, elected rates, …). */
  note?: string;
  /** Where the figures come from. */
  source: string;
}

/** Everything one tax year needs. A new year is a new file under ./data plus one line in ./registry.ts. */
export interface TaxYearData {
  taxYear: number;
  federal: {
    source: string;
    /** Worksheet 1A annual percentage tables. MFS uses the single table. */
    standard: Readonly<Record<FilingStatus, readonly PercentageRow[]>>;
    step2Checked: Readonly<Record<FilingStatus, readonly PercentageRow[]>>;
    /** Worksheet 1A line 1g: subtracted when the Step 2 box is not checked. */
    line1g: Readonly<Record<FilingStatus, number>>;
    /** Worksheet 1A line 1k: value of one allowance on a 2019-or-earlier W-4. */
    allowanceValuePre2020: number;
    /** The year's income-tax brackets (Rev. Proc.), for marginal-rate figures. */
    standardDeduction: Readonly<Record<FilingStatus, number>>;
  };
  fica: {
    source: string;
    socialSecurityRate: number;
    socialSecurityWageBase: number;
    medicareRate: number;
    additionalMedicareRate: number;
    /** Employer withholds Additional Medicare on wages over this in the calendar year, whatever the filing status. */
    additionalMedicareThreshold: number;
  };
  /** The yearly cap on an employee's elective deferrals (402(g): traditional and Roth together), before catch-up. */
  electiveDeferralLimit: number;
  /** One line naming that limit and where it comes from. */
  electiveDeferralSource: string;
  /** One line naming the §225 rule and figures, for "how this was computed". */
  overtimeDeductionSource: string;
  /** IRC §225 qualified overtime deduction (OBBBA), or null for a year it does not apply. */
  overtimeDeduction: {
    cap: { default: number; joint: number };
    phaseOutStart: { default: number; joint: number };
    /** Reduction per dollar of MAGI over the start (0.1 = $100 per $1,000). */
    phaseOutRate: number;
  } | null;
  states: Readonly<Record<StateCode, StateTaxTable>>;
  /** Each state's own withholding method, by edition; a state absent here is estimated from `states`. */
  stateWithholding: Readonly<Partial<Record<StateCode, readonly StateWithholdingEdition[]>>>;
}
