import type { ExpenseFrequency, ExpenseKey, FlagField, NumberField } from './fields.js';

export interface Expense {
  amount: number;
  frequency: ExpenseFrequency;
}

/** A complete, clean set of calculator inputs: every number finite and >= 0. */
export type PaycheckInput = { [K in NumberField]: number } & { [K in FlagField]: boolean } & {
  expenses: Record<ExpenseKey, Expense>;
};

/** Inputs as they arrive from a form, a query string or a request body: anything may be missing or junk. */
export type PaycheckInputDraft = { [K in NumberField]?: unknown } & { [K in FlagField]?: unknown } & {
  expenses?: unknown;
};

/** The weekly figures of D2, in dollars (hours for totalHours). */
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

export interface PaycheckResult extends PaycheckFigures {
  planning: PlanningFigures;
  weeklyExpenses: WeeklyExpense[];
}
