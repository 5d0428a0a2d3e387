import { roundCents } from '@takehome/calc-engine';
import type {
  CalculationPageDto,
  CalculationsSinceDto,
  MonthCalculationRowDto,
  MonthlySummaryDto,
  SavedCalculationDto,
} from '@takehome/contracts';
import type { Calculation } from './calculation.entity.js';
import type { MonthTotals } from './calculations.repository.js';

export function toSavedCalculationDto(row: Calculation): SavedCalculationDto {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    calculationDate: row.calculationDate.toISOString(),
    inputs: row.inputs,
    results: row.results,
    weeklyExpenses: row.weeklyExpenses,
  };
}

export function toMonthCalculationRowDto(row: Calculation): MonthCalculationRowDto {
  return {
    id: row.id,
    name: row.name,
    calculationDate: row.calculationDate.toISOString(),
    netPay: row.netPay,
    leftOver: row.leftOver,
  };
}

/** The 'This Month' card: no row (no calculation) is all zeros; figures rounded to cents. */
export function toMonthlySummaryDto(totals: MonthTotals | undefined): MonthlySummaryDto {
  return {
    totalCalculations: Number(totals?.count ?? 0),
    totalNetPay: roundCents(Number(totals?.netPay ?? 0)),
    averageGrossPay: roundCents(Number(totals?.grossPay ?? 0)),
    totalLeftOver: roundCents(Number(totals?.leftOver ?? 0)),
  };
}

export function toCalculationPageDto(
  rows: Calculation[],
  total: number,
  { page, pageSize }: { page: number; pageSize: number },
): CalculationPageDto {
  return { items: rows.map(toSavedCalculationDto), page, pageSize, total };
}

export function toCalculationsSinceDto(rows: Calculation[]): CalculationsSinceDto {
  return { items: rows.map(toSavedCalculationDto) };
}
