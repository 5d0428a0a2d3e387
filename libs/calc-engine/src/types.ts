import type { ExpenseFrequency, ExpenseKey, FlagField, NumberField } from './fields.js';
import type { FilingStatus, PayFrequency, PaycheckW4, StateCode, StateTaxKind, TaxMode } from './tax/types.js';
import type { StateCertificate, WithholdingBasis } from './tax/withholding-types.js';

export interface Expense {
  amount: number;
  frequency: ExpenseFrequency;
}

/** The tax choices of docs/product/taxes.md (W-4 mode); flat mode ignores all but `taxMode`. */
// A type alias, not an interface, so PaycheckInput stays assignable to Record<string, unknown>.
export type TaxChoices = {
  /** 'flat' (default): the calculation's combined rate. 'w4': Pub 15-T, FICA and state tax. */
  taxMode: TaxMode;
  /** A year in TAX_YEARS (default: the newest, 2026). */
  taxYear: number;
  /** Default 'single'. */
  filingStatus: FilingStatus;
  /** Two-letter code, or '' when not chosen yet (no state tax is then figured). Default ''. */
  state: StateCode | '';
  /** How often the worker is paid: selects the withholding period. Default 'weekly'. */
  payFrequency: PayFrequency;
  /** The employee's Form W-4 (Step 4(c) extra withholding is the calculation's `extraWithholding`). */
  w4: PaycheckW4;
  /** ISO date of the paycheck ('YYYY-MM-DD'), picking the withholding tables in force; '' = the year's latest. */
  payDate: string;
  /** The state withholding certificate's own fields, where they matter ({} = the state's defaults). */
  stateCertificate: StateCertificate;
  /** Where the worker lives and works, as local-tax codes ('NY-NEW_YORK_CITY'); '' = no local tax. */
  homeLocality: string;
  workLocality: string;
  /** The retirement plan type ('401k' default). */
  retirementPlan: import('./fields.js').RetirementPlan;
  /** Federal withholding on `supplementalPay`: 'flat' (22%, default) or 'aggregate'. */
  supplementalMethod: import('./fields.js').SupplementalMethod;
};

/** A complete, clean set of calculator inputs: every number finite and >= 0. */
export type PaycheckInput = { [K in NumberField]: number } & { [K in FlagField]: boolean } & {
  expenses: Record<ExpenseKey, Expense>;
} & TaxChoices;

/** Inputs as they arrive from a form, a query string or a request body: anything may be missing or junk. */
export type PaycheckInputDraft = { [K in NumberField]?: unknown } & { [K in FlagField]?: unknown } & {
  expenses?: unknown;
} & { [K in keyof TaxChoices]?: unknown };

/** The weekly figures of docs/product/calculation.md, in dollars (hours for totalHours). */
export interface PaycheckFigures {
  regularPay: number;
  overtimePay: number;
  doubleTimePay: number;
  totalHours: number;
  perDiemTotal: number;
  grossPay: number;
  taxableGrossPay: number;
  unionBenefitsTotal: number;
  overtimePayExcluded: number;
  taxableIncome: number;
  taxAmount: number;
  retirement401kAmount: number;
  totalDeductions: number;
  unionDuesAmount: number;
  netPay: number;
  totalExpenses: number;
  leftOver: number;
  netAfterExpenses: number;
  totalPackage: number;
  effectiveHourlyRate: number;
  taxSavedOnOvertime: number;
}

/** The Financial Planning Tools figures derived from weekly net pay. */
export interface PlanningFigures {
  annualNet: number;
  monthlyNet: number;
  emergencyFundTarget: number;
  houseDownPaymentTarget: number;
  budget50_30_20: { needs: number; wants: number; savings: number };
  yearlyUnionBenefitsValue: number;
}

/** One entered expense as saved with a calculation: the amount as entered, at its own frequency. */
export interface WeeklyExpense {
  category: ExpenseKey;
  amount: number;
  frequency: ExpenseFrequency;
}

/**
 * The extra weekly figures of W-4 mode (docs/product/taxes.md), in dollars rounded to cents; rates in percent
 * (22.5 means 22.5%), rounded to two decimals.
 */
export interface W4TaxFigures {
  /** Pub 15-T Worksheet 1A for the week (without Step 4(c): that is `extraWithholding`). */
  federalIncomeTax: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  stateIncomeTax: number;
  /** Local income taxes for the week (city, county, school district, district): the sum of `taxNotes.localLines`. */
  localIncomeTax: number;
  /** The state's disability, family leave and employee unemployment contributions for the week (`taxNotes.contributionLines`). */
  stateContributions: number;
  /** Wages subject to federal income tax withholding: taxableGrossPay − 401(k) − medical − HSA/FSA. */
  incomeTaxWages: number;
  /** Social Security / Medicare wages: taxableGrossPay − medical − HSA/FSA. */
  ficaWages: number;
  /** Wages the state tax is figured on. */
  stateWages: number;
  /** Union vacation/holiday fund: taxable wages, then deducted after tax (part of totalDeductions). */
  unionVacationFundAmount: number;
  /** §225 qualified overtime premium this week: 0.5 × hourlyRate × FLSA overtime hours. */
  qualifiedOvertimePremium: number;
  /** Estimated annual §225 deduction (premium × 52, capped and phased out). */
  overtimeDeductionAnnual: number;
  /** Federal income tax that deduction saves in the year, at the federal marginal rate. */
  overtimeDeductionTaxSaved: number;
  /** Percent: federal + Social Security + Medicare + state on the next dollar of wages. */
  marginalRate: number;
  /** Percent: the federal income tax part of marginalRate. */
  federalMarginalRate: number;
  /** Percent: the state part of marginalRate. */
  stateMarginalRate: number;
  /** Percent: taxAmount / taxableGrossPay. */
  effectiveRate: number;
}

/** Where W-4 mode's figures come from, for "how this was computed". */
export interface TaxNotes {
  taxYear: number;
  payFrequency: PayFrequency;
  /** 'IRS Pub 15-T 2026, Worksheet 1A'. */
  federalSource: string;
  ficaSource: string;
  /** E.g. 'California 2026 income-tax brackets (…)', 'Texas has no state income tax on wages', or 'No state chosen'. */
  stateSource: string;
  /** The chosen state's kind of income tax, or null when no state is chosen. */
  stateKind: StateTaxKind | null;
  /** True when the state's own withholding method is not encoded and the figure is estimated from its brackets. */
  stateEstimated: boolean;
  /** The state method used ('California Method B (exact calculation)', …), or null when no state is chosen. */
  stateMethod: string | null;
  /** 'publication' (worked examples reproduce), 'publication-no-example' or 'estimate'; null when no state. */
  stateBasis: WithholdingBasis | null;
  /** 'estimated from 2026 state income-tax brackets' when stateEstimated, else null: show it next to the state line. */
  stateEstimateText: string | null;
  /** State caveats (local taxes, elected rates), or null. */
  stateNote: string | null;
  /** One line per state program the employee pays into (CA SDI, NJ TDI/FLI, NY PFL/DBL, …), weekly. */
  contributionLines: { name: string; amount: number; source: string; verified: boolean }[];
  /** One line per local jurisdiction, weekly amounts in cents (empty when no locality is chosen). */
  localLines: { jurisdiction: string; name: string; amount: number; source: string; verified: boolean }[];
  overtimeSource: string;
  /** Whether the §225 estimate was added to W-4 Step 4(b) for the federal figure. */
  overtimeAppliedToW4: boolean;
}

/** W-4 mode: the separate check for `supplementalPay` (a bonus or commission), in dollars to the cent. */
export interface SupplementalCheck {
  gross: number;
  federalIncomeTax: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  stateIncomeTax: number;
  localIncomeTax: number;
  net: number;
  /** 'Pub 15 §7 optional flat rate (22%)', … and the state's supplemental rule. */
  federalMethod: string;
  stateMethod: string;
}

export interface PaycheckResult extends PaycheckFigures, Partial<W4TaxFigures> {
  planning: PlanningFigures;
  weeklyExpenses: WeeklyExpense[];
  /** 'w4' in W-4 mode; absent in flat mode, whose result is exactly the flat calculation's. */
  taxMode?: 'w4';
  /** W-4 mode only. */
  taxNotes?: TaxNotes;
  /** W-4 mode only, when `supplementalPay` is entered. */
  supplementalCheck?: SupplementalCheck;
}

/** A W-4 mode result: every W4TaxFigures field and the notes are present. */
export type W4PaycheckResult = PaycheckResult & W4TaxFigures & { taxMode: 'w4'; taxNotes: TaxNotes };
