/** The weekly paycheck rules of D2. */
import { listWeeklyExpenses, totalWeeklyExpenses } from './expenses.js';
import { normalizeInput } from './input.js';
import { roundCents } from './money.js';
import { planningFigures } from './planning.js';
import { computeW4Paycheck } from './tax/w4-paycheck.js';
import type {
  PaycheckFigures,
  PaycheckInput,
  PaycheckInputDraft,
  PaycheckResult,
  W4PaycheckResult,
  W4TaxFigures,
} from './types.js';

const OVERTIME_MULTIPLIER = 1.5;
const DOUBLE_TIME_MULTIPLIER = 2;

/**
 * All figures, unrounded: rounding happens once, on output. Flat mode gives exactly D2's figures;
 * W-4 mode (D11) adds the W4TaxFigures.
 */
export function computePaycheck(input: PaycheckInput): PaycheckFigures | (PaycheckFigures & W4TaxFigures) {
  return input.taxMode === 'w4' ? computeW4Paycheck(input).figures : computeFlatPaycheck(input);
}

/** D2 exactly. */
function computeFlatPaycheck(input: PaycheckInput): PaycheckFigures {
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

function roundFigures<T extends object>(figures: T): T {
  const rounded: Record<string, number> = {};
  for (const [key, value] of Object.entries(figures)) rounded[key] = roundCents(value as number);
  return rounded as T;
}

/**
 * One weekly paycheck from raw calculator inputs, every figure rounded to cents. Without `taxMode`
 * or with `taxMode: 'flat'` it is D2 exactly (one combined rate). With `taxMode: 'w4'` (D11) taxes
 * come from the W-4 (IRS Pub 15-T Worksheet 1A), FICA with `ytdWages`, and the `state`'s income tax,
 * and the result also carries `taxMode: 'w4'`, the W4TaxFigures and `taxNotes`. Figures are per
 * week in both modes; `payFrequency` only picks the withholding period.
 */
export function calculatePaycheck(draft?: PaycheckInputDraft | null): PaycheckResult {
  const input = normalizeInput(draft);
  if (input.taxMode === 'w4') {
    const { figures, notes } = computeW4Paycheck(input);
    return {
      ...roundFigures(figures),
      planning: planningFigures(figures.netPay, figures.unionBenefitsTotal),
      weeklyExpenses: listWeeklyExpenses(input.expenses),
      taxMode: 'w4',
      taxNotes: notes,
    };
  }
  const figures = computeFlatPaycheck(input);
  return {
    ...roundFigures(figures),
    planning: planningFigures(figures.netPay, figures.unionBenefitsTotal),
    weeklyExpenses: listWeeklyExpenses(input.expenses),
  };
}

/** True for a W-4 mode result: its federal, FICA and state lines, rates and notes are then all present. */
export function isW4Result(result: PaycheckResult): result is W4PaycheckResult {
  return result.taxMode === 'w4';
}
