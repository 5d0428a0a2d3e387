/** Complete, clean calculator inputs from whatever a form, query string or request body holds. */
import { asRecord, toAmount, toDaysWorked, toFlag } from './coerce.js';
import { toFrequency } from './expenses.js';
import {
  EXPENSE_KEYS,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  RETIREMENT_PLANS,
  SUPPLEMENTAL_METHODS,
  type FlagField,
  type NumberField,
  type RetirementPlan,
  type SupplementalMethod,
} from './fields.js';
import { DEFAULT_TAX_YEAR, TAX_YEARS } from './tax/years.js';
import {
  FILING_STATUSES,
  PAY_FREQUENCIES,
  STATE_CODES,
  TAX_MODES,
  type FilingStatus,
  type PayFrequency,
  type PaycheckW4,
  type StateCode,
  type TaxMode,
} from './tax/types.js';
import type { CtCertificateCode, StateCertificate } from './tax/withholding-types.js';
import type { Expense, PaycheckInput, PaycheckInputDraft, TaxChoices } from './types.js';

/** Every other number defaults to 0 (docs/product/calculation.md). */
const NUMBER_DEFAULTS: Partial<Record<NumberField, number>> = { hourlyRate: 25, regularHours: 40 };

/** Every other flag defaults to false (docs/product/calculation.md). */
const FLAGS_ON_BY_DEFAULT: readonly FlagField[] = [
  'retirement401kIsPercent',
  'unionDuesIsPercent',
  'overtimeQualifies',
];

function readNumber(field: NumberField, value: unknown): number {
  if (field === 'daysWorked') return toDaysWorked(value);
  return value === undefined ? (NUMBER_DEFAULTS[field] ?? 0) : toAmount(value);
}

function readExpense(value: unknown): Expense {
  const entry = asRecord(value);
  return { amount: toAmount(entry.amount), frequency: toFrequency(entry.frequency) };
}

/** One of `allowed`, matched exactly (numbers also as their text); anything else gives the fallback. */
function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((option) => option === value || String(option) === value) ?? fallback;
}

/** Text choices are also read case-insensitively where that is unambiguous ('tx' → 'TX'). */
function readState(value: unknown): StateCode | '' {
  return oneOf<StateCode | ''>(STATE_CODES, typeof value === 'string' ? value.trim().toUpperCase() : value, '');
}

/** A whole count (allowances): cleaned like any number, then cut to an integer. */
const toCount = (value: unknown) => Math.trunc(toAmount(value));

/**
 * The W-4: `formYear` 2019 (or '2019') means the old form with allowances; anything else is the
 * 2020+ form. A draft's `w4.extraWithholding` is not kept here: see `extraWithholding`.
 */
export function normalizeW4(value: unknown): PaycheckW4 {
  const w4 = asRecord(value);
  if (w4.formYear === 2019 || w4.formYear === '2019') return { formYear: 2019, allowances: toCount(w4.allowances) };
  return {
    formYear: 2020,
    multipleJobs: toFlag(w4.multipleJobs, false),
    dependentsCredit: toAmount(w4.dependentsCredit),
    otherIncome: toAmount(w4.otherIncome),
    deductions: toAmount(w4.deductions),
  };
}

/** An ISO calendar date ('2026-07-15'), or '' for anything else. */
export function readPayDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return '';
  const text = value.trim();
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : '';
}

/** A local-tax code ('NY-NEW_YORK_CITY'), upper-cased; '' for none or anything malformed. */
export function readLocality(value: unknown): string {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}-[A-Z0-9_]{2,40}$/.test(text) && !text.endsWith('-NONE') ? text : '';
}

const CERTIFICATE_COUNTS = [
  'allowances',
  'estimatedDeductionAllowances',
  'ilAdditionalAllowances',
  'maBlind',
  'inAdoptedDependents',
] as const;
const CERTIFICATE_AMOUNTS = ['extraWithholding', 'coAnnualAllowance'] as const;
/** Arizona Form A-4's choices, in percent. */
export const AZ_ELECTED_PERCENTS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5] as const;
/** The highest local earned income tax rate the form takes, in percent. */
export const PA_EIT_MAX_PERCENT = 10;
/** The CT-W4 withholding codes (docs/product/taxes.md). */
export const CT_WITHHOLDING_CODES = ['A', 'B', 'C', 'D', 'E', 'F'] as const satisfies readonly CtCertificateCode[];

/**
 * The state certificate's fields (StateCertificate), cleaned: unknown keys and junk are dropped, so
 * an absent field keeps the state's default. Counts are whole numbers; letters are upper-cased.
 */
export function normalizeStateCertificate(value: unknown): StateCertificate {
  const source = asRecord(value);
  const clean: Record<string, unknown> = {};
  for (const key of ['exempt', 'maHeadOfHousehold', 'ctNoCertificate'] as const)
    if (source[key] !== undefined && source[key] !== null && source[key] !== '')
      clean[key] = toFlag(source[key], false);
  for (const key of CERTIFICATE_COUNTS)
    if (source[key] !== undefined && source[key] !== null && source[key] !== '') clean[key] = toCount(source[key]);
  for (const key of CERTIFICATE_AMOUNTS)
    if (source[key] !== undefined && source[key] !== null && source[key] !== '') clean[key] = toAmount(source[key]);
  const percent = Number(source.azElectedPercent);
  if (
    source.azElectedPercent !== undefined &&
    source.azElectedPercent !== '' &&
    (AZ_ELECTED_PERCENTS as readonly number[]).includes(percent)
  )
    clean.azElectedPercent = percent;
  // CT-W4NA: a percent of the work, 0 to 100.
  if (source.ctInStatePercent !== undefined && source.ctInStatePercent !== null && source.ctInStatePercent !== '')
    clean.ctInStatePercent = Math.min(100, toAmount(source.ctInStatePercent));
  // Pennsylvania's local earned income tax rates, in percent (the highest in the state is under 4%).
  for (const key of ['paResidentEitPercent', 'paNonresidentEitPercent'] as const)
    if (source[key] !== undefined && source[key] !== null && source[key] !== '')
      clean[key] = Math.min(PA_EIT_MAX_PERCENT, toAmount(source[key]));
  for (const [key, letters] of [
    ['njRateTable', 'ABCDE'],
    ['gaMaritalStatus', 'ABCDE'],
    ['ctWithholdingCode', CT_WITHHOLDING_CODES.join('')],
  ] as const) {
    const letter = typeof source[key] === 'string' ? source[key].trim().toUpperCase() : '';
    if (letter.length === 1 && letters.includes(letter)) clean[key] = letter;
  }
  if (typeof clean.maBlind === 'number') clean.maBlind = Math.min(2, clean.maBlind);
  return clean;
}

function readChoices(source: Record<string, unknown>): TaxChoices {
  return {
    taxMode: oneOf<TaxMode>(TAX_MODES, source.taxMode, 'flat'),
    taxYear: oneOf<number>(TAX_YEARS, source.taxYear, DEFAULT_TAX_YEAR),
    filingStatus: oneOf<FilingStatus>(FILING_STATUSES, source.filingStatus, 'single'),
    state: readState(source.state),
    payFrequency: oneOf<PayFrequency>(PAY_FREQUENCIES, source.payFrequency, 'weekly'),
    w4: normalizeW4(source.w4),
    payDate: readPayDate(source.payDate),
    stateCertificate: normalizeStateCertificate(source.stateCertificate),
    homeLocality: readLocality(source.homeLocality),
    workLocality: readLocality(source.workLocality),
    retirementPlan: oneOf<RetirementPlan>(RETIREMENT_PLANS, source.retirementPlan, '401k'),
    supplementalMethod: oneOf<SupplementalMethod>(SUPPLEMENTAL_METHODS, source.supplementalMethod, 'flat'),
  };
}

/**
 * Fills in defaults and cleans every value: a missing field takes its default, while an empty,
 * junk, NaN, Infinity or negative number counts as 0 (docs/product/calculation.md).
 */
export function normalizeInput(draft?: PaycheckInputDraft | null): PaycheckInput {
  const source = asRecord(draft);
  const expenseSource = asRecord(source.expenses);
  // Filled field by field into one object, in the fields' order (every save runs this: built from
  // Object.fromEntries and spreads costs svc-calc measurably on every save).
  const input: Record<string, unknown> = {};
  for (const field of NUMBER_FIELDS) input[field] = readNumber(field, source[field]);
  // W-4 Step 4(c) is the calculation's extraWithholding: a draft that put it inside w4 (only) still counts.
  if (source.extraWithholding === undefined) input.extraWithholding = toAmount(asRecord(source.w4).extraWithholding);
  input.stateAllowances = Math.trunc(input.stateAllowances as number);
  for (const field of FLAG_FIELDS) input[field] = toFlag(source[field], FLAGS_ON_BY_DEFAULT.includes(field));
  const expenses: Record<string, Expense> = {};
  for (const key of EXPENSE_KEYS) expenses[key] = readExpense(expenseSource[key]);
  input.expenses = expenses;
  return Object.assign(input, readChoices(source)) as unknown as PaycheckInput;
}

/** The blank calculator: frozen, so take a copy with normalizeInput() before editing. */
export const DEFAULT_INPUT: Readonly<PaycheckInput> = deepFreeze(normalizeInput());

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) deepFreeze(child);
  return Object.freeze(value);
}
