import { FILING_STATUS_LABELS, PRE_TAX_LABELS, retirementLabel, type PreTaxField } from '@takehome/calc-engine';
import type { SavedCalculationDto } from '@takehome/contracts';
import { isW4Figures, type W4Figures } from '../../calculator/results/resultLines';
import { BONUS_CHECK_LINES, BONUS_CHECK_TITLE } from '../../calculator/results/w4Lines';
import { figuresOf } from '../../shared/savedFigures';

export type ExportFormat = 'pdf' | 'csv' | 'excel';

export const EXPORT_FORMATS: ReadonlyArray<{ value: ExportFormat; label: string; extension: string }> = [
  { value: 'pdf', label: 'PDF', extension: 'pdf' },
  { value: 'csv', label: 'CSV', extension: 'csv' },
  { value: 'excel', label: 'Excel', extension: 'xlsx' },
];

export interface ExportColumn {
  header: string;
  kind: 'text' | 'date' | 'hours' | 'money' | 'percent';
  value: (calculation: SavedCalculationDto) => string | number;
}

/** A W-4 mode figure, or '' for a quick-estimate save (which has one combined rate, not tax lines). */
const w4Figure = (pick: (result: W4Figures) => number) => (c: SavedCalculationDto) => {
  const { result } = figuresOf(c);
  return isW4Figures(result) ? pick(result) : '';
};

/**
 * The columns every export format shares, in order; W-4 mode's tax columns come after the flat ones, so those keep
 * their places.
 */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Name', kind: 'text', value: (c) => c.name },
  { header: 'Date', kind: 'date', value: (c) => c.calculationDate.slice(0, 10) },
  { header: 'Hourly Rate', kind: 'money', value: (c) => figuresOf(c).input.hourlyRate },
  { header: 'Regular Hours', kind: 'hours', value: (c) => figuresOf(c).input.regularHours },
  { header: 'Overtime Hours', kind: 'hours', value: (c) => figuresOf(c).input.overtimeHours },
  { header: 'Double Time Hours', kind: 'hours', value: (c) => figuresOf(c).input.doubleTimeHours },
  { header: 'Gross Pay', kind: 'money', value: (c) => figuresOf(c).result.grossPay },
  { header: 'Union Benefits', kind: 'money', value: (c) => figuresOf(c).result.unionBenefitsTotal },
  { header: 'Total Deductions', kind: 'money', value: (c) => figuresOf(c).result.totalDeductions },
  { header: 'Union Dues', kind: 'money', value: (c) => figuresOf(c).result.unionDuesAmount },
  { header: 'Net Pay', kind: 'money', value: (c) => figuresOf(c).result.netPay },
  { header: 'Total Expenses', kind: 'money', value: (c) => figuresOf(c).result.totalExpenses },
  { header: 'Net After Expenses', kind: 'money', value: (c) => figuresOf(c).result.netAfterExpenses },
  {
    header: 'Taxes',
    kind: 'text',
    value: (c) => (isW4Figures(figuresOf(c).result) ? 'From W-4 and state' : 'Quick estimate (one rate)'),
  },
  {
    header: 'Filing Status',
    kind: 'text',
    value: (c) => {
      const { input, result } = figuresOf(c);
      return isW4Figures(result) ? FILING_STATUS_LABELS[input.filingStatus] : '';
    },
  },
  {
    header: 'State',
    kind: 'text',
    value: (c) => {
      const { input, result } = figuresOf(c);
      return isW4Figures(result) ? input.state : '';
    },
  },
  { header: 'Total Taxes', kind: 'money', value: (c) => figuresOf(c).result.taxAmount },
  { header: 'Federal Income Tax', kind: 'money', value: w4Figure((r) => r.federalIncomeTax) },
  { header: 'Social Security', kind: 'money', value: w4Figure((r) => r.socialSecurity) },
  { header: 'Medicare', kind: 'money', value: w4Figure((r) => r.medicare) },
  { header: 'Additional Medicare', kind: 'money', value: w4Figure((r) => r.additionalMedicare) },
  { header: 'State Income Tax', kind: 'money', value: w4Figure((r) => r.stateIncomeTax) },
  { header: 'Marginal Rate %', kind: 'percent', value: w4Figure((r) => r.marginalRate) },
  { header: 'Effective Rate %', kind: 'percent', value: w4Figure((r) => r.effectiveRate) },
  { header: 'Yearly Overtime Deduction', kind: 'money', value: w4Figure((r) => r.overtimeDeductionAnnual) },
  // With Total Taxes, the deductions one by one: together they make Total Deductions.
  { header: 'Extra Withholding', kind: 'money', value: (c) => figuresOf(c).input.extraWithholding },
  { header: '401(k)', kind: 'money', value: (c) => figuresOf(c).result.retirement401kAmount },
  { header: 'Medical Insurance', kind: 'money', value: (c) => figuresOf(c).input.medicalInsurance },
  { header: 'HSA/FSA', kind: 'money', value: (c) => figuresOf(c).input.hsaFsa },
  { header: 'Vacation/Holiday Fund', kind: 'money', value: (c) => figuresOf(c).result.unionVacationFundAmount ?? 0 },
];

/** A W-4 mode save's figures, or null for a quick-estimate one. */
function w4Of(calculation: SavedCalculationDto): W4Figures | null {
  const { result } = figuresOf(calculation);
  return isW4Figures(result) ? result : null;
}

/** The named lines of a W-4 save's taxes, summed by name (a save from before they existed has none). */
function namedAmounts(lines: readonly { name: string; amount: number }[] | undefined): Map<string, number> {
  const byName = new Map<string, number>();
  for (const line of lines ?? []) byName.set(line.name, (byName.get(line.name) ?? 0) + line.amount);
  return byName;
}

/** One money column per name in `pick`'s lines over the selection, first seen first; blank where a save has none. */
function namedColumns(
  calculations: readonly SavedCalculationDto[],
  pick: (result: W4Figures) => readonly { name: string; amount: number }[] | undefined,
): ExportColumn[] {
  const names = new Set(
    calculations.flatMap((c) => {
      const result = w4Of(c);
      return result ? [...namedAmounts(pick(result)).keys()] : [];
    }),
  );
  return [...names].map((name) => ({
    header: name,
    kind: 'money',
    value: (c) => {
      const result = w4Of(c);
      return (result && namedAmounts(pick(result)).get(name)) ?? '';
    },
  }));
}

/** Whether a W-4 save uses the retirement or pre-tax choices beyond a traditional 401(k). */
function usesPreTaxChoices(calculation: SavedCalculationDto): boolean {
  const { input } = figuresOf(calculation);
  return (
    w4Of(calculation) !== null &&
    (Boolean(input.retirementRoth) ||
      (input.retirementPlan ?? '401k') !== '401k' ||
      (Object.keys(PRE_TAX_LABELS) as PreTaxField[]).some((field) => (input[field] ?? 0) > 0))
  );
}

/** The pre-tax columns, each only when a W-4 save of the selection uses it: the plan's name and the benefits. */
function preTaxColumns(calculations: readonly SavedCalculationDto[]): ExportColumn[] {
  const w4 = calculations.filter(usesPreTaxChoices);
  if (w4.length === 0) return [];
  const planColumn: ExportColumn = {
    header: 'Retirement Plan',
    kind: 'text',
    value: (c) => {
      const { input } = figuresOf(c);
      return w4Of(c) ? retirementLabel(input.retirementPlan ?? '401k', Boolean(input.retirementRoth)) : '';
    },
  };
  const benefits = (Object.keys(PRE_TAX_LABELS) as PreTaxField[])
    .filter((field) => w4.some((c) => (figuresOf(c).input[field] ?? 0) > 0))
    .map((field): ExportColumn => ({
      header: PRE_TAX_LABELS[field],
      kind: 'money',
      value: (c) => (w4Of(c) ? (figuresOf(c).input[field] ?? 0) : ''),
    }));
  return [planColumn, ...benefits];
}

/** The bonus check's lines, 'Bonus Check: Federal Income Tax', when a save of the selection has one. */
function bonusColumns(calculations: readonly SavedCalculationDto[]): ExportColumn[] {
  if (!calculations.some((c) => w4Of(c)?.supplementalCheck)) return [];
  return BONUS_CHECK_LINES.map((line) => ({
    header: `${BONUS_CHECK_TITLE}: ${line.label}`,
    kind: 'money',
    value: (c) => {
      const check = w4Of(c)?.supplementalCheck;
      return check ? line.amount(check) : '';
    },
  }));
}

/**
 * The columns of this selection: the shared ones, then (only when a save of the selection has them) each state
 * program, each local tax, the pre-tax choices and the bonus check, named as the results name them
 * (docs/product/taxes.md). A selection without them has exactly the shared columns.
 */
export function exportColumns(calculations: readonly SavedCalculationDto[]): readonly ExportColumn[] {
  return [
    ...EXPORT_COLUMNS,
    ...namedColumns(calculations, (result) => result.taxNotes.contributionLines),
    ...namedColumns(calculations, (result) => result.taxNotes.localLines),
    ...preTaxColumns(calculations),
    ...bonusColumns(calculations),
  ];
}

/** One row of plain values per calculation (numbers stay numbers for CSV and Excel), in `columns`' order. */
export function exportRows(
  calculations: readonly SavedCalculationDto[],
  columns: readonly ExportColumn[] = exportColumns(calculations),
): Array<Array<string | number>> {
  return calculations.map((calculation) => columns.map((column) => column.value(calculation)));
}

/** docs/product/journeys.md export preview: the selection's totals. */
export function exportTotals(calculations: readonly SavedCalculationDto[]) {
  const sum = (pick: (c: SavedCalculationDto) => number) => calculations.reduce((total, c) => total + pick(c), 0);
  return {
    grossPay: sum((c) => c.results.grossPay),
    totalDeductions: sum((c) => c.results.totalDeductions),
    netPay: sum((c) => c.results.netPay),
    totalExpenses: sum((c) => c.results.totalExpenses),
    netAfterExpenses: sum((c) => figuresOf(c).result.netAfterExpenses),
  };
}
