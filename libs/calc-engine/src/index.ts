export { calculatePaycheck } from './paycheck.js';
export { normalizeInput, DEFAULT_INPUT } from './input.js';
export { parseQueryPrefill, type QueryPrefill } from './prefill.js';
export { planningFigures, weeksToGoal } from './planning.js';
export { toWeekly, weeklyAmount, listWeeklyExpenses } from './expenses.js';
export { roundCents, formatMoney } from './money.js';
export {
  NUMBER_FIELDS,
  FLAG_FIELDS,
  EXPENSE_KEYS,
  EXPENSE_LABELS,
  EXPENSE_FREQUENCIES,
  type NumberField,
  type FlagField,
  type ExpenseKey,
  type ExpenseFrequency,
} from './fields.js';
export type {
  Expense,
  PaycheckInput,
  PaycheckInputDraft,
  PaycheckFigures,
  PaycheckResult,
  PlanningFigures,
  WeeklyExpense,
} from './types.js';
