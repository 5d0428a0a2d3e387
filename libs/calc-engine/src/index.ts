export { calculatePaycheck, computePaycheck, isW4Result, W4_NEEDS_TAX_ENTRY } from './paycheck.js';
export {
  normalizeInput,
  normalizeW4,
  normalizeStateCertificate,
  AZ_ELECTED_PERCENTS,
  CT_WITHHOLDING_CODES,
  PA_EIT_MAX_PERCENT,
  DEFAULT_INPUT,
} from './input.js';
export { parseQueryPrefill, prefillQueryString, type QueryPrefill } from './prefill.js';
export { shareQueryString } from './share.js';
export { planningFigures, weeksToGoal, EMERGENCY_FUND_MONTHS, BUDGET_SHARES } from './planning.js';
export { toWeekly, weeklyAmount, listWeeklyExpenses, WEEKS_PER_MONTH } from './expenses.js';
export { roundCents, formatMoney } from './money.js';
export {
  perPeriod,
  perPeriodExact,
  periodTable,
  PERIOD_KINDS,
  PERIOD_LABELS,
  PERIOD_RULE,
  PERIODS_IN_YEAR,
  type PeriodKind,
} from './periods.js';
export { formatDecimal, formatUsd, formatShortDate, formatLongUtcDate } from './en-us.js';
export {
  NUMBER_FIELDS,
  FLAG_FIELDS,
  CHOICE_FIELDS,
  W4_QUERY_FIELDS,
  EXPENSE_KEYS,
  EXPENSE_LABELS,
  EXPENSE_FREQUENCIES,
  NUMBER_RANGES,
  PERCENT_RANGE,
  rangeProblem,
  RETIREMENT_PLANS,
  RETIREMENT_PLAN_LABELS,
  retirementLabel,
  PRE_TAX_LABELS,
  SUPPLEMENTAL_METHODS,
  type PreTaxField,
  type RetirementPlan,
  type SupplementalMethod,
  type NumberRange,
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
  SupplementalCheck,
  TaxChoices,
  TaxNotes,
  W4PaycheckResult,
  W4TaxFigures,
  WeeklyExpense,
} from './types.js';
export type { LocalityChoice, StateCertificate } from './tax/withholding-types.js';

// Taxes (docs/product/taxes.md): names, lists and types only. The tables and the withholding functions are in the
// separate entry '@takehome/calc-engine/tax', so flat mode never loads them.
export { TAX_YEARS, DEFAULT_TAX_YEAR, type TaxYear } from './tax/years.js';
export { isStateCode } from './tax/codes.js';
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
