import {
  DEFAULT_INPUT,
  EXPENSE_KEYS,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  normalizeInput,
  type ExpenseFrequency,
  type ExpenseKey,
  type FlagField,
  type NumberField,
  type PaycheckInput,
} from '@takehome/calc-engine';

export interface ExpenseValue {
  amount: string;
  frequency: ExpenseFrequency;
}

/** What the form holds: numbers as typed (so a field can be empty while editing), flags, and the expenses. */
export type FormValues = { [K in NumberField]: string } & { [K in FlagField]: boolean } & {
  expenses: Record<ExpenseKey, ExpenseValue>;
};

/** A zero default shows as an empty field with a 0 placeholder. */
const shown = (value: number) => (value === 0 ? '' : String(value));

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
  return { ...numbers, ...flags, expenses } as FormValues;
}

/** The blank calculator of D2: $25/h, 40 h, 5 days, 401(k) and dues in percent. */
export const DEFAULT_VALUES: FormValues = valuesOf(DEFAULT_INPUT, () => false);

/** The form filled from a query-string prefill; a field the link names keeps its value, even 0. */
export function valuesFromPrefill(prefill: Partial<PaycheckInput>): FormValues {
  return valuesOf({ ...normalizeInput(), ...prefill }, (field) => field in prefill);
}

/** The clean inputs of D2: an empty or junk field counts as 0, a missing one takes its default. */
export function inputOf(values: FormValues): PaycheckInput {
  return normalizeInput(values);
}
