import {
  calculatePaycheck,
  EXPENSE_LABELS,
  PRE_TAX_LABELS,
  retirementLabel,
  toWeekly,
  type PaycheckFigures,
  type PaycheckInput,
  type PaycheckResult,
  type PreTaxField,
  type SupplementalCheck,
  type TaxNotes,
  type W4TaxFigures,
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
    ...when((result.unionVacationFundAmount ?? 0) > 0, {
      label: 'Vacation/Holiday Fund',
      detail: `${formatMoney(input.unionVacationFundPerHour)}/h × ${formatNumber(result.totalHours)} h · taxed, then set aside`,
      amount: result.unionVacationFundAmount ?? 0,
    }),
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
  // The benefits are the same sum in both tax modes; flat mode's engine is the one already loaded.
  const alone = { ...input, taxMode: 'flat' as const, isUnion: true, healthWelfare: 0, annuity: 0, pension: 0 };
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
  const w4 = result.taxMode === 'w4';
  return [
    {
      label: 'Taxes',
      detail: w4
        ? 'Every tax line above (federal, FICA, state, local and state programs)'
        : input.combinedTaxRate > 0
          ? `${formatNumber(input.combinedTaxRate)}% of ${formatMoney(result.taxableIncome)} taxable`
          : 'No tax rate entered: nothing taken for tax',
      amount: result.taxAmount,
      minus: true,
    },
    ...when(input.extraWithholding > 0, {
      label: w4 ? 'Extra Withholding (W-4 Step 4(c))' : 'Extra Withholding',
      amount: input.extraWithholding,
      minus: true,
    }),
    ...when(result.retirement401kAmount > 0, {
      // W-4 mode names the plan, and Roth when it is (docs/product/taxes.md, pre-tax choices); a save from before
      // the plan was asked is a 401(k).
      label: w4 ? retirementLabel(input.retirementPlan ?? '401k', Boolean(input.retirementRoth)) : '401(k)',
      detail: input.retirement401kIsPercent ? `${formatNumber(input.retirement401k)}% of taxable gross` : undefined,
      amount: result.retirement401kAmount,
      minus: true,
    }),
    ...when(input.medicalInsurance > 0, { label: 'Medical Insurance', amount: input.medicalInsurance, minus: true }),
    ...when(input.hsaFsa > 0, { label: 'HSA/FSA', amount: input.hsaFsa, minus: true }),
    // W-4 mode's other pre-tax benefits; quick-estimate mode ignores them.
    ...(w4 ? preTaxAmounts(input) : []).map(({ label, amount }) => ({ label, amount, minus: true })),
    ...when((result.unionVacationFundAmount ?? 0) > 0, {
      label: 'Vacation/Holiday Fund',
      detail: 'Set aside after tax',
      amount: result.unionVacationFundAmount ?? 0,
      minus: true,
    }),
    { label: 'Total Deductions', amount: result.totalDeductions, minus: true, total: true },
    // Dues come off after the total, and only when there are some: a member paying none sees no $0.00 line.
    ...when(input.isUnion && result.unionDuesAmount > 0, {
      label: 'Union Dues',
      detail: w4
        ? duesDetail(input)
        : input.unionDuesIsPercent
          ? `${formatNumber(input.unionDues)}% of taxable gross, after deductions`
          : 'After deductions',
      amount: result.unionDuesAmount,
      minus: true,
    }),
  ];
}

/**
 * W-4 mode's pre-tax benefits beyond 401(k), medical insurance and HSA/FSA that are in use, each under its engine
 * name; a save from before these inputs has none.
 */
export function preTaxAmounts(input: Partial<Pick<PaycheckInput, PreTaxField>>): { label: string; amount: number }[] {
  return (Object.keys(PRE_TAX_LABELS) as PreTaxField[]).flatMap((field) => {
    const amount = input[field] ?? 0;
    return amount > 0 ? [{ label: PRE_TAX_LABELS[field], amount }] : [];
  });
}

/** W-4 mode dues: the percent or weekly amount, plus work dues per hour, all after tax. */
function duesDetail(input: PaycheckInput): string {
  const parts = [
    input.unionDuesIsPercent
      ? `${formatNumber(input.unionDues)}% of gross wages`
      : `${formatMoney(input.unionDues)} a week`,
    ...(input.unionWorkDuesPerHour > 0 ? [`work dues ${formatMoney(input.unionWorkDuesPerHour)}/h`] : []),
  ];
  return `${parts.join(' + ')}, after tax`;
}

/** A W-4 mode result's figures (docs/product/taxes.md), present whenever `taxMode` is 'w4'. */
export type W4Figures = PaycheckFigures &
  W4TaxFigures & { taxMode: 'w4'; taxNotes: TaxNotes; supplementalCheck?: SupplementalCheck };

/** True for a W-4 mode result, a fresh one or one read back from a save. */
export function isW4Figures(result: PaycheckFigures & { taxMode?: string }): result is W4Figures {
  return result.taxMode === 'w4';
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
