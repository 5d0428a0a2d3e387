/** The weekly paycheck rules (docs/product/calculation.md). */
import { listWeeklyExpenses, totalWeeklyExpenses } from './expenses.js';
import { normalizeInput } from './input.js';
import { roundCents } from './money.js';
import { planningFigures } from './planning.js';
import type { PaycheckFigures, PaycheckInput, PaycheckInputDraft, PaycheckResult, W4PaycheckResult } from './types.js';

const OVERTIME_MULTIPLIER = 1.5;
const DOUBLE_TIME_MULTIPLIER = 2;

/**
 * The week's pay before any tax, the same in both tax modes (docs/product/calculation.md): hours, premiums, per diem,
 * union funds.
 */
export function weeklyPay(input: PaycheckInput) {
  const rate = input.hourlyRate;
  const regularPay = rate * input.regularHours;
  const overtimePay = rate * OVERTIME_MULTIPLIER * input.overtimeHours;
  const doubleTimePay = rate * DOUBLE_TIME_MULTIPLIER * input.doubleTimeHours;
  const totalHours = input.regularHours + input.overtimeHours + input.doubleTimeHours;
  const perDiemTotal = input.perDiem * input.daysWorked;

  // A benefit is either dollars per hour or a percent of the hourly rate.
  const perHour = (amount: number, isPercent: boolean) => (isPercent ? (rate * amount) / 100 : amount);
  const unionBenefitsTotal = input.isUnion
    ? (perHour(input.healthWelfare, input.healthWelfareIsPercent) +
        perHour(input.annuity, input.annuityIsPercent) +
        perHour(input.pension, input.pensionIsPercent)) *
      totalHours
    : 0;
  const wages = regularPay + overtimePay + doubleTimePay + input.taxableTravelPay;
  return { regularPay, overtimePay, doubleTimePay, totalHours, perDiemTotal, unionBenefitsTotal, wages };
}

/**
 * All figures of docs/product/calculation.md (flat mode), unrounded: rounding happens once, on output. W-4 mode lives
 * in ./tax.
 */
export function computePaycheck(input: PaycheckInput): PaycheckFigures {
  const { regularPay, overtimePay, doubleTimePay, totalHours, perDiemTotal, unionBenefitsTotal, wages } =
    weeklyPay(input);

  // Per diem is cash but untaxed; union benefits are taxed but paid to the funds, not to the worker.
  const grossPay = wages + perDiemTotal;
  const taxableGrossPay = wages + unionBenefitsTotal;
  const overtimePayExcluded = input.noTaxOnOvertime ? overtimePay + doubleTimePay : 0;
  const taxableIncome = taxableGrossPay - overtimePayExcluded;
  const taxAmount = (taxableIncome * input.combinedTaxRate) / 100;

  const retirement401kAmount = input.retirement401kIsPercent
    ? (taxableGrossPay * input.retirement401k) / 100
    : input.retirement401k;
  const totalDeductions =
    taxAmount + input.extraWithholding + retirement401kAmount + input.medicalInsurance + input.hsaFsa;
  const unionDuesAmount = input.isUnion
    ? input.unionDuesIsPercent
      ? (taxableGrossPay * input.unionDues) / 100
      : input.unionDues
    : 0;
  const netPay = grossPay - totalDeductions - unionDuesAmount;

  const totalExpenses = totalWeeklyExpenses(input.expenses);
  const leftOver = netPay - totalExpenses;
  const totalPackage = netPay + unionBenefitsTotal;

  return {
    regularPay,
    overtimePay,
    doubleTimePay,
    totalHours,
    perDiemTotal,
    grossPay,
    taxableGrossPay,
    unionBenefitsTotal,
    overtimePayExcluded,
    taxableIncome,
    taxAmount,
    retirement401kAmount,
    totalDeductions,
    unionDuesAmount,
    netPay,
    totalExpenses,
    leftOver,
    netAfterExpenses: leftOver,
    totalPackage,
    effectiveHourlyRate: totalHours > 0 ? totalPackage / totalHours : 0,
    taxSavedOnOvertime: (overtimePayExcluded * input.combinedTaxRate) / 100,
  };
}

/** Rounds every figure of a flat record of numbers to cents. */
export function roundFigures<T extends object>(figures: T): T {
  const rounded: Record<string, number> = {};
  for (const [key, value] of Object.entries(figures)) rounded[key] = roundCents(value as number);
  return rounded as T;
}

/** Thrown by the main entry's calculatePaycheck for a W-4 mode input: that mode lives in `@takehome/calc-engine/tax`. */
export const W4_NEEDS_TAX_ENTRY =
  "calculatePaycheck: taxMode 'w4' needs the tax tables; import calculatePaycheck from '@takehome/calc-engine/tax'";

/** The flat-mode result (docs/product/calculation.md) for a clean input. */
export function flatPaycheck(input: PaycheckInput): PaycheckResult {
  const figures = computePaycheck(input);
  return {
    ...roundFigures(figures),
    planning: planningFigures(figures.netPay, figures.unionBenefitsTotal),
    weeklyExpenses: listWeeklyExpenses(input.expenses),
  };
}

/**
 * One weekly paycheck from raw calculator inputs in flat mode (no `taxMode`, or `taxMode: 'flat'`):
 * every figure of docs/product/calculation.md, rounded to cents, exactly as before W-4 mode existed. This entry carries
 * no
 * tax tables, so it throws for `taxMode: 'w4'`; use `calculatePaycheck` from `@takehome/calc-engine/tax`,
 * which handles both modes.
 */
export function calculatePaycheck(draft?: PaycheckInputDraft | null): PaycheckResult {
  const input = normalizeInput(draft);
  if (input.taxMode === 'w4') throw new Error(W4_NEEDS_TAX_ENTRY);
  return flatPaycheck(input);
}

/** True for a W-4 mode result: its federal, FICA and state lines, rates and notes are then all present. */
export function isW4Result(result: PaycheckResult): result is W4PaycheckResult {
  return result.taxMode === 'w4';
}
