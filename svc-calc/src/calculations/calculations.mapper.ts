import type { MonthCalculationRowDto, SavedCalculationDto } from '@takehome/contracts';
import type { Calculation } from './calculation.entity.js';

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
