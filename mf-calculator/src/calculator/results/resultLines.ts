import {
  calculatePaycheck,
  EXPENSE_LABELS,
  toWeekly,
  type PaycheckInput,
  type PaycheckResult,
} from '@takehome/calc-engine';
import { formatMoney } from '@takehome/web-kit';
import type { BreakdownLine } from '../../shared/Breakdown';
import { formatNumber } from '../../shared/format';

const FREQUENCY_WORDS = { daily: 'a day', weekly: 'a week', monthly: 'a month' } as const;
const hoursAt = (hours: number, rate: number) => `${formatNumber(hours)} h × ${formatMoney(rate)}`;
const when = (condition: boolean, line: BreakdownLine): BreakdownLine[] => (condition ? [line] : []);

export function grossLines(input: PaycheckInput, result: PaycheckResult): BreakdownLine[] {
  const rate = input.hourlyRate;
  return [
    { label: 'Regular Pay', detail: hoursAt(input.regularHours, rate), amount: result.regularPay },
    ...when(input.overtimeHours > 0, {
      label: 'Overtime Pay',
      detail: hoursAt(input.overtimeHours, rate * 1.5),
      amount: result.overtimePay,
    }),
    ...when(input.doubleTimeHours > 0, {
      label: 'Double Time Pay',
      detail: hoursAt(input.doubleTimeHours, rate * 2),
      amount: result.doubleTimePay,
    }),
    ...when(input.taxableTravelPay > 0, { label: 'Taxable Travel Pay', amount: input.taxableTravelPay }),
    ...when(result.perDiemTotal > 0, {
      label: 'Per Diem',
      detail: `${formatMoney(input.perDiem)} × ${input.daysWorked} days · not taxed`,
      amount: result.perDiemTotal,
    }),
    { label: 'Gross Pay', amount: result.grossPay, total: true },
  ];
}

const BENEFITS = [
  ['healthWelfare', 'Health & Welfare'],
  ['annuity', 'Annuity'],
  ['pension', 'Pension'],
] as const;

/** Each benefit's weekly value, computed by the engine with the other two set to zero. */
export function unionBenefitLines(input: PaycheckInput, result: PaycheckResult): BreakdownLine[] {
  const alone = { ...input, isUnion: true, healthWelfare: 0, annuity: 0, pension: 0 };
  return [
    ...BENEFITS.map(([field, label]) => ({
      label,
      detail: input[`${field}IsPercent`]
        ? `${formatNumber(input[field])}% of rate × ${formatNumber(result.totalHours)} h`
        : `${formatMoney(input[field])}/h × ${formatNumber(result.totalHours)} h`,
      amount: calculatePaycheck({ ...alone, [field]: input[field] }).unionBenefitsTotal,
    })),
    { label: 'Total Union Benefits', amount: result.unionBenefitsTotal, total: true },
  ];
}

export function deductionLines(input: PaycheckInput, result: PaycheckResult): BreakdownLine[] {
  return [
    {
      label: 'Taxes',
      detail: `${formatNumber(input.combinedTaxRate)}% of ${formatMoney(result.taxableIncome)} taxable`,
      amount: result.taxAmount,
      minus: true,
    },
    ...when(input.extraWithholding > 0, { label: 'Extra Withholding', amount: input.extraWithholding, minus: true }),
    ...when(result.retirement401kAmount > 0, {
      label: '401(k)',
      detail: input.retirement401kIsPercent ? `${formatNumber(input.retirement401k)}% of taxable gross` : undefined,
      amount: result.retirement401kAmount,
      minus: true,
    }),
    ...when(input.medicalInsurance > 0, { label: 'Medical Insurance', amount: input.medicalInsurance, minus: true }),
    ...when(input.hsaFsa > 0, { label: 'HSA/FSA', amount: input.hsaFsa, minus: true }),
    { label: 'Total Deductions', amount: result.totalDeductions, minus: true, total: true },
    ...when(input.isUnion, {
      label: 'Union Dues',
      detail: input.unionDuesIsPercent
        ? `${formatNumber(input.unionDues)}% of taxable gross, after deductions`
        : 'After deductions',
      amount: result.unionDuesAmount,
      minus: true,
    }),
  ];
}

export function noTaxOnOvertimeLines(result: PaycheckResult): BreakdownLine[] {
  return [
    { label: 'Taxable Gross Pay', amount: result.taxableGrossPay },
    { label: 'Overtime Pay Excluded', amount: result.overtimePayExcluded, minus: true },
    { label: 'Taxable Income', amount: result.taxableIncome, total: true },
    { label: 'Tax Saved on Overtime', amount: result.taxSavedOnOvertime, total: true },
  ];
}

export function expenseLines(result: PaycheckResult): BreakdownLine[] {
  return [
    ...result.weeklyExpenses.map((expense) => ({
      label: EXPENSE_LABELS[expense.category],
      detail:
        expense.frequency === 'weekly'
          ? undefined
          : `${formatMoney(expense.amount)} ${FREQUENCY_WORDS[expense.frequency]}`,
      amount: toWeekly(expense.amount, expense.frequency),
      minus: true,
    })),
    { label: 'Total Expenses', amount: result.totalExpenses, minus: true, total: true },
  ];
}
