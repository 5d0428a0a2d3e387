/** Complete, clean calculator inputs from whatever a form, query string or request body holds. */
import { asRecord, toAmount, toDaysWorked, toFlag } from './coerce.js';
import { toFrequency } from './expenses.js';
import {
  EXPENSE_KEYS,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  type ExpenseKey,
  type FlagField,
  type NumberField,
} from './fields.js';
import type { Expense, PaycheckInput, PaycheckInputDraft } from './types.js';

/** Every other number defaults to 0 (D2). */
const NUMBER_DEFAULTS: Partial<Record<NumberField, number>> = { hourlyRate: 25, regularHours: 40 };

/** Every other flag defaults to false (D2). */
const FLAGS_ON_BY_DEFAULT: readonly FlagField[] = ['retirement401kIsPercent', 'unionDuesIsPercent'];

function readNumber(field: NumberField, value: unknown): number {
  if (field === 'daysWorked') return toDaysWorked(value);
  return value === undefined ? (NUMBER_DEFAULTS[field] ?? 0) : toAmount(value);
}

function readExpense(value: unknown): Expense {
  const entry = asRecord(value);
  return { amount: toAmount(entry.amount), frequency: toFrequency(entry.frequency) };
}

/**
 * Fills in defaults and cleans every value: a missing field takes its default, while an empty,
 * junk, NaN, Infinity or negative number counts as 0 (D2).
 */
export function normalizeInput(draft?: PaycheckInputDraft | null): PaycheckInput {
  const source = asRecord(draft);
  const expenseSource = asRecord(source.expenses);
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, readNumber(field, source[field])]));
  const flags = Object.fromEntries(
    FLAG_FIELDS.map((field) => [field, toFlag(source[field], FLAGS_ON_BY_DEFAULT.includes(field))]),
  );
  const expenses = Object.fromEntries(EXPENSE_KEYS.map((key) => [key, readExpense(expenseSource[key])]));
  return {
    ...(numbers as Record<NumberField, number>),
    ...(flags as Record<FlagField, boolean>),
    expenses: expenses as Record<ExpenseKey, Expense>,
  };
}

/** The blank calculator: frozen, so take a copy with normalizeInput() before editing. */
export const DEFAULT_INPUT: Readonly<PaycheckInput> = deepFreeze(normalizeInput());

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value))
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  return Object.freeze(value);
}
