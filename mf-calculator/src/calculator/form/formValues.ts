import {
  DEFAULT_INPUT,
  EXPENSE_KEYS,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  normalizeInput,
  type ExpenseFrequency,
  type ExpenseKey,
  type FilingStatus,
  type FlagField,
  type NumberField,
  type PayFrequency,
  type PaycheckInput,
  type RetirementPlan,
  type StateCertificate,
  type StateCode,
  type SupplementalMethod,
  type TaxMode,
} from '@takehome/calc-engine';

export interface ExpenseValue {
  amount: string;
  frequency: ExpenseFrequency;
}

/** Which Form W-4 the worker has: 2020 or later (steps), or 2019 or earlier (allowances). */
export type W4FormChoice = '2020' | '2019';

/**
 * The tax choices of docs/product/taxes.md as the form holds them. The W-4 is kept flat, under the names of its
 * prefill parameters (w4FormYear, w4MultipleJobs, …), and nested into `w4` only for the engine.
 */
export interface TaxFormValues {
  taxMode: TaxMode;
  taxYear: number;
  filingStatus: FilingStatus;
  /** '' until the worker picks one: no state tax is figured then. */
  state: StateCode | '';
  payFrequency: PayFrequency;
  w4FormYear: W4FormChoice;
  w4MultipleJobs: boolean;
  w4DependentsCredit: string;
  w4OtherIncome: string;
  w4Deductions: string;
  w4Allowances: string;
  /** 'YYYY-MM-DD' or '' (the year's latest withholding tables). */
  payDate: string;
  /** Local-tax codes ('NY-NEW_YORK_CITY') or '' for none. */
  homeLocality: string;
  workLocality: string;
  /** The state withholding certificate's own fields; the engine cleans them. */
  stateCertificate: StateCertificate;
  retirementPlan: RetirementPlan;
  supplementalMethod: SupplementalMethod;
}

/** What the form holds: numbers as typed (so a field can be empty while editing), flags, the expenses and the tax choices. */
export type FormValues = { [K in NumberField]: string } & { [K in FlagField]: boolean } & {
  expenses: Record<ExpenseKey, ExpenseValue>;
} & TaxFormValues;

/** A zero default shows as an empty field with a 0 placeholder. */
const shown = (value: number) => (value === 0 ? '' : String(value));

function taxValuesOf(input: PaycheckInput): TaxFormValues {
  const { w4 } = input;
  return {
    taxMode: input.taxMode,
    taxYear: input.taxYear,
    filingStatus: input.filingStatus,
    state: input.state,
    payFrequency: input.payFrequency,
    w4FormYear: w4.formYear === 2019 ? '2019' : '2020',
    w4MultipleJobs: w4.formYear === 2019 ? false : w4.multipleJobs,
    w4DependentsCredit: w4.formYear === 2019 ? '' : shown(w4.dependentsCredit),
    w4OtherIncome: w4.formYear === 2019 ? '' : shown(w4.otherIncome),
    w4Deductions: w4.formYear === 2019 ? '' : shown(w4.deductions),
    w4Allowances: w4.formYear === 2019 ? shown(w4.allowances) : '',
    payDate: input.payDate,
    homeLocality: input.homeLocality,
    workLocality: input.workLocality,
    stateCertificate: input.stateCertificate,
    retirementPlan: input.retirementPlan,
    supplementalMethod: input.supplementalMethod,
  };
}

function valuesOf(input: PaycheckInput, showZero: (field: NumberField) => boolean): FormValues {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, showZero(field) ? String(input[field]) : shown(input[field])]),
  );
  const flags = Object.fromEntries(FLAG_FIELDS.map((field) => [field, input[field]]));
  const expenses = Object.fromEntries(
    EXPENSE_KEYS.map((key) => [
      key,
      { amount: shown(input.expenses[key].amount), frequency: input.expenses[key].frequency },
    ]),
  );
  return { ...numbers, ...flags, expenses, ...taxValuesOf(input) } as FormValues;
}

/**
 * The blank calculator of docs/product/calculation.md: $25/h, 40 h, 5 days, 401(k) and dues in percent, taxes as one
 * rate.
 */
export const DEFAULT_VALUES: FormValues = valuesOf(DEFAULT_INPUT, () => false);

/** The form filled from a query-string prefill; a field the link names keeps its value, even 0. */
export function valuesFromPrefill(prefill: Partial<PaycheckInput>): FormValues {
  return valuesOf({ ...normalizeInput(), ...prefill }, (field) => field in prefill);
}

/** The W-4 the engine reads, from the form's flat W-4 fields. */
function w4Of(values: FormValues) {
  return values.w4FormYear === '2019'
    ? { formYear: 2019, allowances: values.w4Allowances }
    : {
        formYear: 2020,
        multipleJobs: values.w4MultipleJobs,
        dependentsCredit: values.w4DependentsCredit,
        otherIncome: values.w4OtherIncome,
        deductions: values.w4Deductions,
      };
}

/**
 * The clean inputs of docs/product/calculation.md and docs/product/taxes.md: an empty or junk field counts as 0, a
 * missing one takes its default.
 */
export function inputOf(values: FormValues): PaycheckInput {
  return normalizeInput({ ...values, w4: w4Of(values) });
}
