import type { SavedCalculationDto } from '@takehome/contracts';
import { figuresOf } from '../../shared/savedFigures';

export type ExportFormat = 'pdf' | 'csv' | 'excel';

export const EXPORT_FORMATS: ReadonlyArray<{ value: ExportFormat; label: string; extension: string }> = [
  { value: 'pdf', label: 'PDF', extension: 'pdf' },
  { value: 'csv', label: 'CSV', extension: 'csv' },
  { value: 'excel', label: 'Excel', extension: 'xlsx' },
];

export interface ExportColumn {
  header: string;
  kind: 'text' | 'date' | 'hours' | 'money';
  value: (calculation: SavedCalculationDto) => string | number;
}

/** The columns every export format shares, in order. */
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
];

/** One row of plain values per calculation (numbers stay numbers for CSV and Excel). */
export function exportRows(calculations: readonly SavedCalculationDto[]): Array<Array<string | number>> {
  return calculations.map((calculation) => EXPORT_COLUMNS.map((column) => column.value(calculation)));
}

/** SPEC §3 export preview: the selection's totals. */
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
