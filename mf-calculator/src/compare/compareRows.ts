import { perPeriod, type PaycheckInput, type PaycheckResult, type PeriodKind } from '@takehome/calc-engine';
import { weeklyOtherDeductions, weeklyTaxes } from '../calculator/results/periodFigures';

/**
 * docs/product/compare.md: the rows of the comparison, each named for what it is. `better` says which way a difference
 * to the first scenario is good news (more net pay is; more tax is not); `rate` rows are per hour, the same in every
 * period.
 */
export interface CompareRow {
  key: string;
  label: string;
  group: 'headline' | 'pay' | 'taxes' | 'deductions';
  better: 'higher' | 'lower';
  rate?: boolean;
  /** The weekly amount, or null when the row does not apply to this scenario (shown as a dash). */
  weekly: (input: PaycheckInput, result: PaycheckResult) => number | null;
}

const w4 = (result: PaycheckResult) => result.taxMode === 'w4';
const w4Line = (pick: (r: PaycheckResult) => number | undefined) => (_: PaycheckInput, r: PaycheckResult) =>
  w4(r) ? (pick(r) ?? 0) : null;

export const COMPARE_ROWS: readonly CompareRow[] = [
  { key: 'netPay', label: 'Net Pay (take-home)', group: 'headline', better: 'higher', weekly: (_, r) => r.netPay },
  {
    key: 'leftOver',
    label: 'Left Over (after your expenses)',
    group: 'headline',
    better: 'higher',
    weekly: (_, r) => r.leftOver,
  },
  {
    key: 'totalPackage',
    label: 'Total Package (net pay + union benefits)',
    group: 'headline',
    better: 'higher',
    weekly: (_, r) => r.totalPackage,
  },
  {
    key: 'netPerHour',
    label: 'Take-Home per Hour (net pay ÷ hours)',
    group: 'headline',
    better: 'higher',
    rate: true,
    weekly: (_, r) => (r.totalHours > 0 ? r.netPay / r.totalHours : 0),
  },
  {
    key: 'packagePerHour',
    label: 'Package per Hour (total package ÷ hours)',
    group: 'headline',
    better: 'higher',
    rate: true,
    weekly: (_, r) => r.effectiveHourlyRate,
  },
  { key: 'grossPay', label: 'Gross Pay', group: 'pay', better: 'higher', weekly: (_, r) => r.grossPay },
  {
    key: 'unionBenefits',
    label: 'Union Benefits (paid by the employer)',
    group: 'pay',
    better: 'higher',
    weekly: (_, r) => r.unionBenefitsTotal + (r.unionVacationFundAmount ?? 0),
  },
  {
    key: 'combinedTax',
    label: 'Tax at the Combined Rate',
    group: 'taxes',
    better: 'lower',
    weekly: (_, r) => (w4(r) ? null : r.taxAmount),
  },
  {
    key: 'federal',
    label: 'Federal Income Tax',
    group: 'taxes',
    better: 'lower',
    weekly: w4Line((r) => r.federalIncomeTax),
  },
  {
    key: 'socialSecurity',
    label: 'Social Security',
    group: 'taxes',
    better: 'lower',
    weekly: w4Line((r) => r.socialSecurity),
  },
  {
    key: 'medicare',
    label: 'Medicare',
    group: 'taxes',
    better: 'lower',
    weekly: w4Line((r) => (r.medicare ?? 0) + (r.additionalMedicare ?? 0)),
  },
  { key: 'state', label: 'State Income Tax', group: 'taxes', better: 'lower', weekly: w4Line((r) => r.stateIncomeTax) },
  { key: 'local', label: 'Local Income Tax', group: 'taxes', better: 'lower', weekly: w4Line((r) => r.localIncomeTax) },
  {
    key: 'statePrograms',
    label: 'State Disability and Leave',
    group: 'taxes',
    better: 'lower',
    weekly: w4Line((r) => r.stateContributions),
  },
  {
    key: 'extraWithholding',
    label: 'Extra Withholding',
    group: 'taxes',
    better: 'lower',
    weekly: (i) => i.extraWithholding,
  },
  { key: 'taxes', label: 'All Taxes', group: 'taxes', better: 'lower', weekly: weeklyTaxes },
  {
    key: 'retirement',
    label: 'Retirement Contribution',
    group: 'deductions',
    better: 'lower',
    weekly: (_, r) => r.retirement401kAmount,
  },
  { key: 'dues', label: 'Union Dues', group: 'deductions', better: 'lower', weekly: (_, r) => r.unionDuesAmount },
  {
    key: 'otherDeductions',
    label: 'All Deductions (not taxes)',
    group: 'deductions',
    better: 'lower',
    weekly: weeklyOtherDeductions,
  },
];

/** A row's amount in the chosen period (rates per hour stay as they are). */
export function rowAmount(row: CompareRow, input: PaycheckInput, result: PaycheckResult, period: PeriodKind) {
  const weekly = row.weekly(input, result);
  if (weekly === null) return null;
  return row.rate ? perPeriod(weekly).week : perPeriod(weekly)[period];
}

/** Rows where at least one scenario has something to show (a row of zeros and dashes is left out). */
export function visibleRows(scenarios: { input: PaycheckInput; result: PaycheckResult }[]): CompareRow[] {
  return COMPARE_ROWS.filter(
    (row) => row.group === 'headline' || scenarios.some(({ input, result }) => (row.weekly(input, result) ?? 0) !== 0),
  );
}
