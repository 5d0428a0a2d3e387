export { calculatePaycheck, computePaycheck } from './paycheck.js';
export { normalizeInput, normalizeW4, DEFAULT_INPUT } from './input.js';
export { parseQueryPrefill, prefillQueryString, type QueryPrefill } from './prefill.js';
export { planningFigures, weeksToGoal } from './planning.js';
export { toWeekly, weeklyAmount, listWeeklyExpenses } from './expenses.js';
export { roundCents, formatMoney } from './money.js';
export {
  NUMBER_FIELDS,
  FLAG_FIELDS,
  CHOICE_FIELDS,
  W4_QUERY_FIELDS,
  EXPENSE_KEYS,
  EXPENSE_LABELS,
  EXPENSE_FREQUENCIES,
  type NumberField,
  type FlagField,
  type ChoiceField,
  type W4QueryField,
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
  TaxChoices,
  TaxNotes,
  W4PaycheckResult,
  W4TaxFigures,
  WeeklyExpense,
} from './types.js';

// Taxes (D11): tables by year and the withholding functions.
export { federalWithholding, type FederalWithholdingRequest } from './tax/federal.js';
export { ficaTaxes, type FicaRequest, type FicaTaxes } from './tax/fica.js';
export { overtimeDeduction, type OvertimeDeductionRequest } from './tax/overtime.js';
export { stateWithholding, isStateCode, type StateWithholdingRequest } from './tax/state.js';
export { TAX_YEARS, DEFAULT_TAX_YEAR, taxYearData } from './tax/registry.js';
export {
  TAX_MODES,
  TAX_MODE_LABELS,
  FILING_STATUSES,
  FILING_STATUS_LABELS,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  PAY_PERIODS_PER_YEAR,
  STATE_CODES,
  STATES,
  W4_FORM_YEARS,
  type TaxMode,
  type FilingStatus,
  type PayFrequency,
  type StateCode,
  type W4,
  type W4Form2019,
  type W4Form2020,
  type W4FormYear,
  type PaycheckW4,
  type PercentageRow,
  type StateBracket,
  type StateTaxKind,
  type StateTaxTable,
  type TaxYearData,
} from './tax/types.js';

/** True for a W-4 mode result, whose tax lines and notes are then all present. */
export { isW4Result } from './paycheck.js';
