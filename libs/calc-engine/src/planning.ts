/** Financial Planning Tools: projections of weekly net pay (docs/product/calculation.md). */
import { toAmount } from './coerce.js';
import { WEEKS_PER_MONTH } from './expenses.js';
import { roundCents } from './money.js';
import type { PlanningFigures } from './types.js';

const WEEKS_PER_YEAR = 52;
/** Months of net pay an emergency fund should hold. */
export const EMERGENCY_FUND_MONTHS = 4;
/** The 50/30/20 rule: shares of net pay for needs, wants and savings. */
export const BUDGET_SHARES = { needs: 0.5, wants: 0.3, savings: 0.2 } as const;
/** Years of net pay a house down payment is taken to need. */
const DOWN_PAYMENT_YEARS = 2;

/** Planning figures from unrounded weekly net pay and union benefits, rounded to cents at the end. */
export function planningFigures(netPay: number, unionBenefitsTotal: number): PlanningFigures {
  return {
    annualNet: roundCents(netPay * WEEKS_PER_YEAR),
    monthlyNet: roundCents(netPay * WEEKS_PER_MONTH),
    emergencyFundTarget: roundCents(netPay * WEEKS_PER_MONTH * EMERGENCY_FUND_MONTHS),
    houseDownPaymentTarget: roundCents(netPay * WEEKS_PER_YEAR * DOWN_PAYMENT_YEARS),
    budget50_30_20: {
      needs: roundCents(netPay * BUDGET_SHARES.needs),
      wants: roundCents(netPay * BUDGET_SHARES.wants),
      savings: roundCents(netPay * BUDGET_SHARES.savings),
    },
    yearlyUnionBenefitsValue: roundCents(unionBenefitsTotal * WEEKS_PER_YEAR),
  };
}

/**
 * Weeks of left-over money needed to save `goal` (unrounded, e.g. 12.5); null when nothing is
 * left over each week, because the goal is then never reached.
 */
export function weeksToGoal(goal: number | string, leftOver: number): number | null {
  if (!(leftOver > 0)) return null;
  const weeks = toAmount(goal) / leftOver;
  return Number.isFinite(weeks) ? weeks : null;
}
