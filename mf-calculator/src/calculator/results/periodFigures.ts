import { perPeriod, type PaycheckInput, type PaycheckResult, type PeriodKind } from '@takehome/calc-engine';

/** One headline figure of the week, named for what it is (docs/product/compare.md). */
export interface PeriodRow {
  key: string;
  label: string;
  weekly: number;
}

/** Taxes withheld in the week: every tax line, and the extra withholding asked for. */
export const weeklyTaxes = (input: PaycheckInput, result: PaycheckResult) => result.taxAmount + input.extraWithholding;

/** What else comes out of the check: 401(k), health, HSA/FSA, dues and the other deductions that are not taxes. */
export const weeklyOtherDeductions = (input: PaycheckInput, result: PaycheckResult) =>
  result.totalDeductions - weeklyTaxes(input, result) + result.unionDuesAmount;

/** The money lines of the period view, weekly (docs/product/pay-periods.md). */
export function periodRows(input: PaycheckInput, result: PaycheckResult): PeriodRow[] {
  return [
    { key: 'grossPay', label: 'Gross pay', weekly: result.grossPay },
    { key: 'taxes', label: 'Taxes', weekly: weeklyTaxes(input, result) },
    { key: 'otherDeductions', label: 'Other deductions', weekly: weeklyOtherDeductions(input, result) },
    { key: 'netPay', label: 'Net pay', weekly: result.netPay },
    { key: 'leftOver', label: 'Left over', weekly: result.leftOver },
    ...(input.isUnion ? [{ key: 'totalPackage', label: 'Total package', weekly: result.totalPackage }] : []),
  ];
}

/** A weekly amount in one period, by the one rule. */
export const inPeriod = (weekly: number, period: PeriodKind) => perPeriod(weekly)[period];
