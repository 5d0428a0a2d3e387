/** Federal income tax withholding: IRS Pub 15-T, Worksheet 1A (percentage method for automated payroll). */
import { roundCents } from '../money.js';
import { taxYearData } from './registry.js';
import {
  PAY_PERIODS_PER_YEAR,
  type FilingStatus,
  type PayFrequency,
  type PercentageRow,
  type TaxYearData,
  type W4,
} from './types.js';

export interface FederalWithholdingRequest {
  taxYear: number;
  payFrequency: PayFrequency;
  /** This period's wages subject to income tax withholding (after pre-tax 401(k), §125 and HSA/FSA). */
  wages: number;
  filingStatus: FilingStatus;
  w4: W4;
}

/** Non-negative finite dollars; anything else counts as 0. */
export const money = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The row of a percentage table that `amount` falls in (A ≤ amount < next A). */
export function rowFor(table: readonly PercentageRow[], amount: number): PercentageRow {
  let row = table[0];
  for (const candidate of table) if (amount >= candidate.atLeast) row = candidate;
  return row;
}

/** Step 2 of Worksheet 1A: tentative annual withholding on an adjusted annual wage. */
export function tentativeAnnual(table: readonly PercentageRow[], adjustedAnnualWage: number): number {
  const row = rowFor(table, adjustedAnnualWage);
  return row.base + (adjustedAnnualWage - row.atLeast) * row.rate;
}

/** True for a 2019-or-earlier W-4 (allowances). */
export const isOldW4 = (w4: W4): w4 is Extract<W4, { formYear: 2019 }> => w4.formYear === 2019;

/** Worksheet 1A step 1: the table to use and the adjusted annual wage (unrounded). */
export function adjustedAnnualWage(
  data: TaxYearData,
  periodsPerYear: number,
  wages: number,
  filingStatus: FilingStatus,
  w4: W4,
): { table: readonly PercentageRow[]; adjusted: number } {
  const annual = money(wages) * periodsPerYear; // 1c
  if (isOldW4(w4)) {
    // Old W-4: standard table; "married" on the old form is the MFJ table.
    const allowances = Math.floor(money(w4.allowances));
    return {
      table: data.federal.standard[filingStatus],
      adjusted: Math.max(0, annual - allowances * data.federal.allowanceValuePre2020), // 1l
    };
  }
  const tables = w4.multipleJobs ? data.federal.step2Checked : data.federal.standard;
  const line1e = annual + money(w4.otherIncome);
  const line1g = w4.multipleJobs ? 0 : data.federal.line1g[filingStatus];
  const line1h = money(w4.deductions) + line1g;
  return { table: tables[filingStatus], adjusted: Math.max(0, line1e - line1h) }; // 1i
}

/** Worksheet 1A in full, unrounded: withholding for one pay period. */
export function federalWithholdingExact(request: FederalWithholdingRequest): number {
  const data = taxYearData(request.taxYear);
  const periods = PAY_PERIODS_PER_YEAR[request.payFrequency];
  const { table, adjusted } = adjustedAnnualWage(data, periods, request.wages, request.filingStatus, request.w4);
  const perPeriod = tentativeAnnual(table, adjusted) / periods; // 2h
  const credits = isOldW4(request.w4) ? 0 : money(request.w4.dependentsCredit) / periods; // 3b
  const afterCredits = Math.max(0, perPeriod - credits); // 3c
  return afterCredits + money(request.w4.extraWithholding); // 4b
}

/**
 * Federal income tax to withhold from one paycheck, by IRS Pub 15-T Worksheet 1A (the percentage
 * method for automated payroll) for `taxYear`, in dollars rounded to the cent (never to whole dollars).
 * `wages` are the period's wages subject to income tax withholding; W-4 Step 3 and Step 4(a)/(b)
 * amounts are annual, Step 4(c) per period. Junk or negative amounts count as 0. Throws for a year
 * without tables.
 */
export function federalWithholding(request: FederalWithholdingRequest): number {
  return roundCents(federalWithholdingExact(request));
}
