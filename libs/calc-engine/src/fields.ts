/** The names the calculator form, its query string and its saved payloads share. */
import { MAX_INPUT } from './coerce.js';
import { formatDecimal } from './en-us.js';

/** Numeric inputs, in the order of the calculator's query parameters (docs/product/paths.md). */
export const NUMBER_FIELDS = [
  'hourlyRate',
  'regularHours',
  'overtimeHours',
  'doubleTimeHours',
  'taxableTravelPay',
  'perDiem',
  'daysWorked',
  'healthWelfare',
  'annuity',
  'pension',
  'combinedTaxRate',
  'extraWithholding',
  'retirement401k',
  'medicalInsurance',
  'hsaFsa',
  'unionDues',
  // W-4 mode (docs/product/taxes.md) only; flat mode ignores them.
  'ytdWages',
  'unionVacationFundPerHour',
  'unionWorkDuesPerHour',
  'stateAllowances',
  // A bonus or commission paid on its own check; pre-tax benefits beyond the 401(k) and §125 lines (weekly).
  'supplementalPay',
  // Bonuses and commissions already paid this year (Pub 15 §7: 37% past $1 million).
  'ytdSupplementalPay',
  'hsa',
  'dependentCareFsa',
  'commuterBenefits',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** Yes/no inputs, set in the query string by the text 'true'. */
export const FLAG_FIELDS = [
  'isUnion',
  'healthWelfareIsPercent',
  'annuityIsPercent',
  'pensionIsPercent',
  'retirement401kIsPercent',
  'unionDuesIsPercent',
  'noTaxOnOvertime',
  // W-4 mode (docs/product/taxes.md) only; flat mode ignores them.
  'overtimeQualifies',
  'applyOvertimeToW4',
  // The retirement contribution is Roth (after tax) rather than traditional.
  'retirementRoth',
  // The employer also withholds the home city's tax, after its credit for the work city's (Ohio, Michigan).
  'withholdHomeCity',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** The eleven weekly expenses, in form order. */
export const EXPENSE_KEYS = [
  'rentMortgage',
  'utilities',
  'fuel',
  'carPayment',
  'carInsurance',
  'groceries',
  'diningOut',
  'personalCare',
  'subscriptions',
  'tools',
  'misc',
] as const;
export type ExpenseKey = (typeof EXPENSE_KEYS)[number];

export const EXPENSE_LABELS: Readonly<Record<ExpenseKey, string>> = Object.freeze({
  rentMortgage: 'Rent/Mortgage',
  utilities: 'Utilities',
  fuel: 'Fuel',
  carPayment: 'Car Payment',
  carInsurance: 'Car Insurance',
  groceries: 'Groceries',
  diningOut: 'Dining Out',
  personalCare: 'Personal Care',
  subscriptions: 'Subscriptions',
  tools: 'Tools',
  misc: 'Misc',
});

/** How often an expense amount is paid (the form's D/W/M choice). */
export const EXPENSE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ExpenseFrequency = (typeof EXPENSE_FREQUENCIES)[number];

/**
 * W-4 mode inputs that are neither numbers nor flags (docs/product/taxes.md): each one's allowed values are exported
 * beside it (TAX_MODES, TAX_YEARS, FILING_STATUSES, STATE_CODES plus '' for "not chosen", PAY_FREQUENCIES).
 * `payDate` is an ISO date or '' (the tax year's latest withholding tables); `homeLocality` and
 * `workLocality` are local-tax codes such as 'NY-NEW_YORK_CITY', or '' for none; `retirementPlan`
 * is RETIREMENT_PLANS and `supplementalMethod` SUPPLEMENTAL_METHODS.
 */
export const CHOICE_FIELDS = [
  'taxMode',
  'taxYear',
  'filingStatus',
  'state',
  'payFrequency',
  'payDate',
  'homeLocality',
  'workLocality',
  'retirementPlan',
  'supplementalMethod',
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** The kind of plan the retirement contribution goes to (New Jersey taxes 403(b) and 457 deferrals, not 401(k)). */
export const RETIREMENT_PLANS = ['401k', '403b', '457'] as const;
export type RetirementPlan = (typeof RETIREMENT_PLANS)[number];

/** Each plan's name, as the form, the result lines and the exports write it. */
export const RETIREMENT_PLAN_LABELS: Readonly<Record<RetirementPlan, string>> = Object.freeze({
  '401k': '401(k)',
  '403b': '403(b)',
  '457': '457(b)',
});

/** The retirement contribution's line name in W-4 mode: the plan, "Roth" in front when it is Roth ('Roth 403(b)'). */
export function retirementLabel(plan: RetirementPlan, roth: boolean): string {
  return `${roth ? 'Roth ' : ''}${RETIREMENT_PLAN_LABELS[plan]}`;
}

/** W-4 mode's pre-tax benefits beyond 401(k), medical insurance and HSA/FSA, by input: their line names. */
export const PRE_TAX_LABELS: Readonly<Record<'hsa' | 'dependentCareFsa' | 'commuterBenefits', string>> = Object.freeze({
  hsa: 'HSA',
  dependentCareFsa: 'Dependent Care FSA',
  commuterBenefits: 'Commuter Benefits',
});
export type PreTaxField = keyof typeof PRE_TAX_LABELS;

/** Pub 15 §7: how federal tax is withheld from a bonus paid on its own check. */
export const SUPPLEMENTAL_METHODS = ['flat', 'aggregate'] as const;
export type SupplementalMethod = (typeof SUPPLEMENTAL_METHODS)[number];

/**
 * The W-4 as flat query-string parameters (a prefill link cannot nest): `w4FormYear` is 2020 or 2019;
 * the rest map onto `input.w4`.
 */
export const W4_QUERY_FIELDS = {
  w4FormYear: 'formYear',
  w4MultipleJobs: 'multipleJobs',
  w4DependentsCredit: 'dependentsCredit',
  w4OtherIncome: 'otherIncome',
  w4Deductions: 'deductions',
  w4Allowances: 'allowances',
} as const;
export type W4QueryField = keyof typeof W4_QUERY_FIELDS;

/** What a number input accepts: from `min` to `max` (MAX_INPUT when absent), whole numbers only if `whole`. */
export interface NumberRange {
  min: number;
  max?: number;
  whole?: boolean;
}

/** A percent of something (the tax rate, a percent-mode 401(k), dues or benefit). */
export const PERCENT_RANGE: Readonly<NumberRange> = Object.freeze({ min: 0, max: 100 });

const AMOUNT_RANGE: Readonly<NumberRange> = Object.freeze({ min: 0 });

/**
 * The allowed values of each number input (docs/product/calculator-inputs.md, docs/product/calculation.md). The engine
 * still reads anything (junk and
 * negatives as 0, days held to 1..7); the form shows these ranges next to a field instead of letting
 * the engine quietly use another number.
 */
export const NUMBER_RANGES: Readonly<Record<NumberField, Readonly<NumberRange>>> = Object.freeze({
  ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, AMOUNT_RANGE])) as Record<NumberField, NumberRange>),
  daysWorked: Object.freeze({ min: 1, max: 7, whole: true }),
  combinedTaxRate: PERCENT_RANGE,
  stateAllowances: Object.freeze({ min: 0, whole: true }),
});

const shownNumber = formatDecimal;

/**
 * What is wrong with a typed number, as the sentence shown under its field (the allowed range), or
 * null when it is fine. Empty text is fine (it counts as 0, docs/product/calculator-inputs.md), and so is text that is
 * not a
 * number at all (a browser's number input hands over '' for it).
 */
export function rangeProblem(text: string, { min, max = MAX_INPUT, whole = false }: NumberRange): string | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return null;
  const inRange = value >= min && value <= max && (!whole || Number.isInteger(value));
  if (inRange) return null;
  const kind = whole ? 'a whole number' : 'a number';
  if (max >= MAX_INPUT)
    return value > max ? `Enter ${kind} up to ${shownNumber(max)}` : `Enter ${kind} of ${shownNumber(min)} or more`;
  return `Enter ${kind} from ${shownNumber(min)} to ${shownNumber(max)}`;
}
