/** Weekly expenses: each entered at its own frequency, compared with pay per week. */
import { EXPENSE_FREQUENCIES, EXPENSE_KEYS, type ExpenseFrequency, type ExpenseKey } from './fields.js';
import type { Expense, WeeklyExpense } from './types.js';

/** Average weeks in a month, the figure the product has always used (docs/product/copy.md). */
export const WEEKS_PER_MONTH = 4.33;
const DAYS_PER_WEEK = 7;

/** An unknown frequency counts as weekly, the form's default. */
export function toFrequency(value: unknown): ExpenseFrequency {
  return EXPENSE_FREQUENCIES.find((frequency) => frequency === value) ?? 'weekly';
}

/** The weekly cost of an amount paid daily, weekly or monthly. */
export function toWeekly(amount: number, frequency: ExpenseFrequency): number {
  switch (frequency) {
    case 'daily':
      return amount * DAYS_PER_WEEK;
    case 'monthly':
      return amount / WEEKS_PER_MONTH;
    default:
      return amount;
  }
}

/** The weekly cost of one expense, whether from the input or from a saved weeklyExpenses list. */
export function weeklyAmount(expense: Expense): number {
  return toWeekly(expense.amount, expense.frequency);
}

/** The expenses the user actually entered, as saved with a calculation. */
export function listWeeklyExpenses(expenses: Record<ExpenseKey, Expense>): WeeklyExpense[] {
  return EXPENSE_KEYS.filter((key) => expenses[key].amount > 0).map((category) => ({
    category,
    amount: expenses[category].amount,
    frequency: expenses[category].frequency,
  }));
}

export function totalWeeklyExpenses(expenses: Record<ExpenseKey, Expense>): number {
  return EXPENSE_KEYS.reduce((total, key) => total + weeklyAmount(expenses[key]), 0);
}
