/**
 * State income tax estimated from each state's annual income-tax schedule: annualise the period's
 * wages, subtract the standard deduction, personal exemption and allowances, apply the brackets,
 * de-annualise. Used where a state's own withholding method is not encoded (./state-withholding.ts),
 * and for the state part of the marginal rate.
 */
import { roundCents } from '../money.js';
import { isStateCode } from './codes.js';
import { money } from './federal.js';
import { taxYearData } from './registry.js';
import {
  PAY_PERIODS_PER_YEAR,
  type FilingStatus,
  type PayFrequency,
  type StateBracket,
  type StateCode,
  type StateTaxTable,
} from './types.js';

export interface StateWithholdingRequest {
  taxYear: number;
  state: StateCode;
  payFrequency: PayFrequency;
  /** This period's state taxable wages (after pre-tax deductions). */
  wages: number;
  filingStatus: FilingStatus;
  /** Additional allowances / dependent exemptions claimed on the state withholding certificate. */
  allowances: number;
}

/** Annual tax on `taxable` income under a bracket schedule. */
export function bracketTax(brackets: readonly StateBracket[], taxable: number): number {
  let tax = 0;
  for (let i = 0; i < brackets.length; i++) {
    const lower = brackets[i].over;
    const upper = i + 1 < brackets.length ? brackets[i + 1].over : Infinity;
    if (taxable <= lower) break;
    tax += (Math.min(taxable, upper) - lower) * brackets[i].rate;
  }
  return tax;
}

/** The bracket rate that applies to the next dollar of `taxable` income. */
export function bracketRate(brackets: readonly StateBracket[], taxable: number): number {
  let rate = 0;
  for (const bracket of brackets) if (taxable >= bracket.over) rate = bracket.rate;
  return rate;
}

/** The state's table for a year; throws for an unknown state code or year. */
export function stateTable(taxYear: number, state: StateCode): StateTaxTable {
  if (!isStateCode(state)) throw new RangeError(`Unknown state code: ${String(state)}`);
  return taxYearData(taxYear).states[state];
}

/** Annual state taxable income from annual wages. */
export function stateTaxableAnnual(
  table: StateTaxTable,
  annualWages: number,
  filingStatus: FilingStatus,
  allowances: number,
): number {
  const off =
    table.standardDeduction[filingStatus] +
    table.personalExemption[filingStatus] +
    Math.floor(money(allowances)) * table.allowanceValue;
  return Math.max(0, annualWages - off);
}

/** Annual state tax on annual wages: brackets on taxable income, less personal and allowance credits, never below 0. */
export function stateTaxAnnual(
  table: StateTaxTable,
  annualWages: number,
  filingStatus: FilingStatus,
  allowances: number,
): number {
  if (table.kind === 'none') return 0;
  const taxable = stateTaxableAnnual(table, annualWages, filingStatus, allowances);
  const phased = table.phasedCredit
    ? Math.max(
        0,
        table.phasedCredit.amount[filingStatus] -
          Math.max(0, taxable - table.phasedCredit.phaseOutStart[filingStatus]) * table.phasedCredit.phaseOutRate,
      )
    : 0;
  const credits = table.personalCredit[filingStatus] + Math.floor(money(allowances)) * table.allowanceCredit + phased;
  return Math.max(0, bracketTax(table.brackets[filingStatus], taxable) - credits);
}

/** Unrounded state withholding for one period. */
export function stateWithholdingExact(request: StateWithholdingRequest): number {
  const table = stateTable(request.taxYear, request.state);
  const periods = PAY_PERIODS_PER_YEAR[request.payFrequency];
  return stateTaxAnnual(table, money(request.wages) * periods, request.filingStatus, request.allowances) / periods;
}

/**
 * The estimate for a state whose own withholding method is not encoded, in dollars to the cent: the
 * period's wages are annualised, reduced by the state's standard deduction, personal exemption and
 * `allowances` × the state's allowance value, taxed with the state's `taxYear` income-tax schedule
 * for the filing status, less the state's personal and per-allowance credits (not below 0), and
 * de-annualised. 0 for states without a tax on wages.
 */
export function stateWithholdingEstimate(request: StateWithholdingRequest): number {
  return roundCents(stateWithholdingExact(request));
}
