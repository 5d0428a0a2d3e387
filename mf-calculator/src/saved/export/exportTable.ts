import { FILING_STATUS_LABELS } from '@takehome/calc-engine';
import type { SavedCalculationDto } from '@takehome/contracts';
import { isW4Figures, type W4Figures } from '../../calculator/results/resultLines';
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

/** One row of plain values per calculation (numbers stay numbers for CSV and Excel). */
export function exportRows(calculations: readonly SavedCalculationDto[]): Array<Array<string | number>> {
  return calculations.map((calculation) => EXPORT_COLUMNS.map((column) => column.value(calculation)));
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
