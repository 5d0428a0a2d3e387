/** The weekly paycheck rules of D2. */
import { listWeeklyExpenses, totalWeeklyExpenses } from './expenses.js';
import { normalizeInput } from './input.js';
import { roundCents } from './money.js';
import { planningFigures } from './planning.js';
import type { PaycheckFigures, PaycheckInput, PaycheckInputDraft, PaycheckResult } from './types.js';

const OVERTIME_MULTIPLIER = 1.5;
const DOUBLE_TIME_MULTIPLIER = 2;

/** All D2 figures, unrounded: rounding happens once, on output. */
export function computePaycheck(input: PaycheckInput): PaycheckFigures {
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

function roundFigures(figures: PaycheckFigures): PaycheckFigures {
  const rounded = { ...figures };
  for (const key of Object.keys(rounded) as (keyof PaycheckFigures)[])
    rounded[key] = roundCents(rounded[key]);
  return rounded;
}

/** One weekly paycheck from raw calculator inputs: every figure of D2, rounded to cents. */
export function calculatePaycheck(draft?: PaycheckInputDraft | null): PaycheckResult {
  const input = normalizeInput(draft);
  const figures = computePaycheck(input);
  return {
    ...roundFigures(figures),
    planning: planningFigures(figures.netPay, figures.unionBenefitsTotal),
    weeklyExpenses: listWeeklyExpenses(input.expenses),
  };
}
