/**
 * Shapes of the states' own withholding methods (data in ./data/<year>-state-*.ts, formulas in
 * ./state-withholding.ts). Money is in dollars; rates are fractions (4.95% = 0.0495).
 */
import type { FilingStatus, PayFrequency } from './types.js';

/** A value for each pay period the calculator offers. */
export type ByPeriod<T> = Readonly<Record<PayFrequency, T>>;
/** Rows [threshold, tax at the threshold, rate on the excess]; the first row's threshold is 0. */
export type TaxRows = readonly (readonly [number, number, number])[];

/**
 * Fields of a state withholding certificate that change the figure. Every field is optional: without
 * it the state's default is derived from the filing status and `allowances` (the filer, plus the
 * spouse when married filing jointly, plus `allowances` dependents or extra allowances).
 */
export interface StateCertificate {
  /** The certificate says "exempt": nothing is withheld (extra withholding still is). */
  exempt?: boolean;
  /** Extra withholding the employee asked for, per pay period. */
  extraWithholding?: number;
  /**
   * The total number of allowances / exemptions on the state certificate, overriding the count
   * derived from the filing status. California: DE 4 line 1a (regular allowances).
   */
  allowances?: number;
  /** California DE 4 line 1b: additional allowances for estimated deductions. */
  estimatedDeductionAllowances?: number;
  /** New Jersey NJ-W4 line 3: the rate table the employee chose from the wage chart. */
  njRateTable?: 'A' | 'B' | 'C' | 'D' | 'E';
  /** Arizona Form A-4: the elected percentage of gross wages (0.5 … 3.5); 2.0 when none was filed. */
  azElectedPercent?: number;
  /** Colorado DR 0004 line 2: the annual allowance the employee figured (replaces the default). */
  coAnnualAllowance?: number;
  /** Connecticut CT-W4 line 1: the withholding code (D: the highest, with no exemption or credit; E: none withheld). */
  ctWithholdingCode?: CtCertificateCode;
  /** Connecticut: the employee gave no CT-W4, so a flat 6.99% is withheld with no exemption. */
  ctNoCertificate?: boolean;
  /**
   * Connecticut CT-W4NA: a nonresident working partly in Connecticut for the employer; the percent of
   * the work done in Connecticut (the withholding on all wages is apportioned by it).
   */
  ctInStatePercent?: number;
  /** Georgia G-4 line 3 marital status letter. */
  gaMaritalStatus?: 'A' | 'B' | 'C' | 'D' | 'E';
  /** Illinois IL-W-4 line 2: additional allowances (65 or older, legally blind). */
  ilAdditionalAllowances?: number;
  /** Massachusetts M-4: head of household (the default follows the filing status). */
  maHeadOfHousehold?: boolean;
  /** Massachusetts M-4: blind employee and/or blind spouse (0, 1 or 2). */
  maBlind?: number;
  /** Indiana WH-4 line 8: adopted dependent exemptions ($3,000 each). */
  inAdoptedDependents?: number;
  /**
   * A dollar total the certificate states instead of a count: Mississippi 89-350's exemption
   * claimed, Iowa IA W-4's total allowance.
   */
  exemptionAmount?: number;
  /**
   * Pennsylvania's Residency Certification Form (local earned income tax), in percent: the total
   * resident rate of the employee's home (municipality and school district), and the non-resident
   * rate of the work place. Each replaces the chosen locality's rate; the employer withholds the higher.
   */
  paResidentEitPercent?: number;
  paNonresidentEitPercent?: number;
  /** Utah and other W-4 states: the federal W-4 filing status is the certificate. */
}

export interface StateWithholdingRequest {
  taxYear: number;
  state: import('./types.js').StateCode;
  payFrequency: PayFrequency;
  /** This period's state taxable wages. */
  wages: number;
  filingStatus: FilingStatus;
  /** Dependents or extra allowances beyond the filer and spouse (the calculator's "state allowances"). */
  allowances: number;
  /** ISO date of the paycheck; picks the edition in force. Default: the last edition of the tax year. */
  payDate?: string;
  /**
   * This period's federal income tax withheld, for Oregon and Alabama (which subtract it). Default: Pub 15-T
   * on the same wages with a blank 2020+ W-4.
   */
  federalWithholding?: number;
  /**
   * Allowances on a federal W-4 from 2019 or earlier, for a state that withholds from the federal
   * form itself (North Dakota: $5,050 each); undefined for a 2020-or-later W-4.
   */
  federalW4Allowances?: number;
  certificate?: StateCertificate;
}

/** How good the figure is, named in "how this was computed". */
export type WithholdingBasis =
  /** The state's own withholding method; its printed worked examples reproduce in the tests. */
  | 'publication'
  /** The state's own withholding method, transcribed; the state prints no worked example. */
  | 'publication-no-example'
  /** Estimated from the state's annual income-tax brackets (its own method is not encoded yet). */
  | 'estimate';

export interface StateWithholdingResult {
  /** Withholding for the period, in dollars to the cent (whole dollars where the state says so). */
  amount: number;
  /** 'California DE 44 Method B (2026)', … */
  method: string;
  /** The publication and edition used, with its effective date. */
  source: string;
  /** ISO date the edition took effect. */
  effectiveFrom: string;
  basis: WithholdingBasis;
  /** 1 where the state withholds whole dollars (North Carolina, Utah), else 0.01. */
  unit: number;
}

/** A method edition: in force from `effectiveFrom` (by pay date) until the next edition. */
export interface EditionBase {
  effectiveFrom: string;
  /** Short method name shown to the user. */
  method: string;
  /** Publication, revision and page, for "how this was computed" and docs/product/taxes.md. */
  source: string;
  basis: Exclude<WithholdingBasis, 'estimate'>;
  /** The publication's own number of paydays a year for daily pay, where it is not 260 (MN: 360). */
  dailyPeriods?: number;
}

/**
 * The common family: the period's wages less per-period deductions, times a flat rate (IL, IN, MI,
 * NC, GA, KY, PA, AZ). Deductions are annual amounts divided by the periods and rounded to the cent
 * the way the state's own tables print them.
 */
export interface FlatEdition extends EditionBase {
  family: 'flat';
  rate: number;
  /** Annual standard deduction by filing status (none where absent). */
  standardDeduction?: Readonly<Record<FilingStatus, number>>;
  /**
   * Annual amounts per allowance, by the certificate line they count: 'filers' (the filer, and the
   * spouse when married filing jointly), 'allowances' (the request's dependents or extra
   * allowances), 'filersAndAllowances' (one line holding both), or a certificate field. A
   * certificate's `allowances` replaces the count of the first group.
   */
  groups?: readonly {
    count: 'filers' | 'allowances' | 'filersAndAllowances' | 'ilAdditionalAllowances' | 'inAdoptedDependents';
    annual: number;
  }[];
  /**
   * How the per-period deduction is rounded to the cent, as the state's tables print it: each
   * allowance ('unit', then times the count), each group ('group'), or the sum ('total').
   */
  rounding: 'unit' | 'group' | 'total';
  /** Figure the tax on annualised wages and divide (KY, CO) instead of per period. */
  annualize: boolean;
  /** Round the withholding to whole dollars (NC). */
  wholeDollars?: boolean;
  /** Arizona: the rate is the employee's elected percentage; `rate` is the default. */
  elected?: boolean;
  /** Colorado: the certificate's annual allowance replaces the standard deduction. */
  certificateAllowanceReplacesDeduction?: boolean;
  /**
   * Iowa: an annual allowance in dollars taken off the tax, per period; `perAllowance` for each of
   * the filer(s) and `allowances`, unless the certificate states the dollar total.
   */
  taxCredit?: { perAllowance: number };
}

/**
 * Annualised wages, less deductions, through a bracket schedule, less credits, de-annualised (VA,
 * MN, WI, SC, MO, OK, MS, NE, MT, ND, ME, DE, HI, DC, MD, ID, WV), or the same schedule printed per
 * period (`periodTables`: NM, RI, VT, KS).
 */
export interface BracketEdition extends EditionBase {
  family: 'brackets';
  /** Schedules by name; `schedule` maps the filing status to one. */
  schedules: Readonly<Record<string, TaxRows>>;
  schedule: Readonly<Record<FilingStatus, string>>;
  standardDeduction: Readonly<Record<FilingStatus, number>>;
  /** Annual personal exemption by filing status, on top of the per-allowance amounts (MS). */
  personalExemption?: Readonly<Record<FilingStatus, number>>;
  /** A standard deduction that shrinks above `start` by `rate` per dollar, not below 0 (WI, ME). */
  phasedDeduction?: {
    amount: Readonly<Record<FilingStatus, number>>;
    start: Readonly<Record<FilingStatus, number>>;
    rate: Readonly<Record<FilingStatus, number>>;
    wholeDollars?: boolean;
  };
  /** A deduction of `rate` × wages up to `cap`, only when an allowance is claimed (SC). */
  percentDeduction?: { rate: number; cap: number; requiresAllowance: boolean };
  perAllowance: number;
  allowancesIncludeFiler: boolean;
  /**
   * A state that withholds from the federal W-4 (ND): the annual amount per allowance of a W-4 from
   * 2019 or earlier, and the method's name then.
   */
  federalW4Allowance?: { amount: number; method: string };
  /** Above these annual wages no allowance is given (RI). */
  allowanceWageCeiling?: number;
  /** Kansas K-4: a base allowance once one (single) or two (married) allowances are claimed. */
  kansasAllowance?: { single: number; married: number };
  /** Annual tax credit per allowance (taken off the tax: DE). */
  creditPerAllowance?: number;
  /** Round the annual tax to whole dollars before dividing (ME; Virginia's worked example). */
  annualWholeDollars?: boolean;
  /** Round the period's withholding to whole dollars (MO, OK, MS, MT, ND, ME, ID, WV). */
  wholeDollars?: boolean;
  /**
   * The state prints per-period tables built from the annual schedule: thresholds in whole dollars
   * and each row's tax either the annual figure divided ('scaled', NM) or re-added from the rounded
   * thresholds ('cumulative', RI, VT, KS); allowances are per period, rounded to the cent.
   */
  periodTables?: 'scaled' | 'cumulative';
}

export interface CaMethodB {
  lowIncomeExemption: ByPeriod<readonly number[]>;
  standardDeduction: ByPeriod<readonly number[]>;
  estimatedDeduction: ByPeriod<readonly number[]>;
  exemptionCredit: ByPeriod<readonly number[]>;
  rates: ByPeriod<Readonly<Record<'single' | 'married' | 'head_household', TaxRows>>>;
}
export interface CaEdition extends EditionBase {
  family: 'ca-method-b';
  tables: CaMethodB;
}

/** New York's periods with printed tables; others annualise through the annual table. */
export type NyPeriod = 'daily' | 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';
export interface NyExact {
  deduction: Readonly<Record<NyPeriod, readonly [number, number]>>;
  exemption: Readonly<Record<NyPeriod, number>>;
  tables: Readonly<Record<NyPeriod, Readonly<Record<'single' | 'married', TaxRows>>>>;
  methodIIIThreshold: Readonly<Record<'single' | 'married', number>>;
  methodIII: Readonly<Record<'single' | 'married', readonly (readonly [number, number])[]>>;
}
export interface NycExact {
  deduction: Readonly<Record<NyPeriod, readonly [number, number]>>;
  exemption: Readonly<Record<NyPeriod, number>>;
  tables: Readonly<Record<NyPeriod, TaxRows>>;
}
export interface YonkersRules {
  residentSurcharge: number;
  nonresidentRate: number;
  nonresidentBands: Readonly<Record<NyPeriod, readonly (readonly [number, number | null])[]>>;
}
export interface NyEdition extends EditionBase {
  family: 'ny-exact';
  tables: NyExact;
}

export interface NjRateTables {
  allowance: ByPeriod<number>;
  tables: Readonly<Record<'A' | 'B' | 'C' | 'D' | 'E', ByPeriod<TaxRows>>>;
}
export interface NjEdition extends EditionBase {
  family: 'nj-rate-tables';
  tables: NjRateTables;
}

/** Utah Publication 14: rate on wages less a base allowance that phases out; each line in whole dollars. */
export interface UtEdition extends EditionBase {
  family: 'ut-pub14';
  rate: number;
  phaseOutRate: number;
  /** [base allowance, threshold] per period, single and married. */
  schedules: ByPeriod<Readonly<Record<'single' | 'married', readonly [number, number]>>>;
}

/** Georgia's percentage method: per-period standard deduction by G-4 letter and allowance value. */
export interface GaEdition extends EditionBase {
  family: 'ga-percentage';
  rate: number;
  /** Per period: [married filing jointly one income, single-sized deduction, allowance]. */
  table: ByPeriod<readonly [number, number, number]>;
}

/** Ohio's optional computer formula: annualised wages less $650 per exemption, three bands. */
export interface OhEdition extends EditionBase {
  family: 'oh-formula';
  exemption: number;
  bands: TaxRows;
}

/** Massachusetts Circular M percentage method. */
export interface MaEdition extends EditionBase {
  family: 'ma-circular-m';
  rate: number;
  surtaxRate: number;
  surtaxThreshold: number;
  /** Annual cap on the Social Security / Medicare deduction. */
  ficaDeductionCap: number;
  ficaRate: number;
  /** Exemption factor per period: per exemption and base (0 exemptions → no deduction). */
  exemption: ByPeriod<readonly [number, number]>;
  headOfHousehold: ByPeriod<number>;
  blind: ByPeriod<number>;
  /** No withholding below these wages when an exemption is claimed. */
  floor: ByPeriod<number>;
}

/**
 * Oregon 150-206-436: annual wages less the federal tax withheld (capped, phased out at high wages)
 * and a standard deduction, through the low-wage or high-wage tables, less $263 an allowance; every
 * product in whole dollars.
 */
export interface OrEdition extends EditionBase {
  family: 'or-formula';
  standardDeduction: { narrow: number; wide: number };
  credit: number;
  /** Below these annual wages the low-wage tables apply. */
  highWagesFrom: number;
  /** [annual wages at least, largest federal subtraction] for single and married. */
  federalCap: { single: readonly (readonly [number, number])[]; married: readonly (readonly [number, number])[] };
  /** Above these annual wages no allowance credit is given. */
  allowanceCeiling: { single: number; married: number };
  tables: {
    low: { narrow: TaxRows; wide: TaxRows };
    high: { narrow: TaxRows; wide: TaxRows };
  };
}

/**
 * Alabama's withholding formula: annual wages less a standard deduction that steps down as wages
 * rise, the federal income tax withheld, the A-4 personal exemption and a per-dependent amount
 * that depends on the wages, through the single or married rates.
 */
export interface AlEdition extends EditionBase {
  family: 'al-formula';
  /**
   * Standard deduction by filing status: `max` up to `start` of annual wages (rounded to the
   * dollar), then `step` less for each `per` or part of it above `start`, never below `min`.
   */
  standardDeduction: Readonly<
    Record<FilingStatus, { max: number; start: number; step: number; per: number; min: number }>
  >;
  /** A-4 personal exemption: S and MS for single and married filing separately, M and H for joint and head of family. */
  personalExemption: Readonly<Record<FilingStatus, number>>;
  /** [annual wages up to (inclusive; null for no limit), amount per dependent]. */
  dependent: readonly (readonly [number | null, number])[];
  schedules: Readonly<Record<'single' | 'married', TaxRows>>;
}

/**
 * Arkansas's withholding formula: annualised wages less the standard deduction give the net
 * taxable income, figured at the middle of its $100 band below `midrangeBelow`; that income times
 * its row's rate, less the row's adjustment, is rounded to whole dollars, then $29 is taken off for
 * each AR4EC exemption and the rest is divided over the periods.
 */
export interface ArEdition extends EditionBase {
  family: 'ar-formula';
  standardDeduction: number;
  /** Net taxable income below this is looked up at the middle ($50) of its $100 band. */
  midrangeBelow: number;
  /** Rows [net taxable income from, rate, amount subtracted]; the last row the income reaches applies. */
  rows: readonly (readonly [number, number, number])[];
  /** Annual credit per AR4EC exemption. */
  creditPerExemption: number;
}

/**
 * A step amount of Connecticut's TPG-211 tables: `amount` for each `per` of annual salary, or part
 * of it, above `start`, up to `max`.
 */
export interface CtStep {
  start: number;
  per: number;
  amount: number;
  max: number;
}

/** The five tables of one CT-W4 withholding code (TPG-211 Tables A–E). */
export interface CtCodeTables {
  /** Table A: the personal exemption, `amount` up to `start` of annual salary, less `per` for each `per` or part above it. */
  exemption: { amount: number; start: number; per: number };
  /** Table B: the initial tax on salary less the exemption. */
  rates: TaxRows;
  /** Table C: the 2% rate's phase-out, added back. */
  addBack: CtStep;
  /** Table D: the recapture amounts, added together. */
  recapture: readonly CtStep[];
  /** Table E: [annual salary more than, personal tax credit as a fraction of the tax]; the last row passed applies. */
  credit: readonly (readonly [number, number])[];
}

/**
 * Connecticut's withholding calculation rules (TPG-211): annual salary less the exemption through
 * the rate table, plus the phase-out add-back and the recapture, less the personal tax credit
 * (a fraction of that tax), divided over the periods. Everything keys on the CT-W4 withholding code:
 * the certificate's, or the one the filing status stands for.
 */
export interface CtEdition extends EditionBase {
  family: 'ct-tpg211';
  /** Withheld from the wages of an employee who gave no CT-W4, with no exemption (Circular CT). */
  noCertificateRate: number;
  /** The CT-W4 code each filing status stands for. */
  code: Readonly<Record<FilingStatus, CtCode>>;
  codes: Readonly<Record<CtCode, CtCodeTables>>;
}
/** CT-W4 withholding codes with tables of their own. */
export type CtCode = 'A' | 'B' | 'C' | 'D' | 'F';
/** The codes an employee may enter on the CT-W4 here: those with tables, and E (nothing withheld). */
export type CtCertificateCode = CtCode | 'E';

export type StateWithholdingEdition =
  | AlEdition
  | ArEdition
  | CtEdition
  | FlatEdition
  | BracketEdition
  | CaEdition
  | NyEdition
  | NjEdition
  | UtEdition
  | GaEdition
  | OhEdition
  | MaEdition
  | OrEdition;

/** A locality as the form lists it; a Pennsylvania earned income tax also gives its listed rates (null: not listed). */
export interface LocalityChoice {
  code: string;
  name: string;
  /** False where the figures are not yet checked against the locality's own publication. */
  verified: boolean;
  eit?: { resident: number | null; nonresident: number | null };
}
