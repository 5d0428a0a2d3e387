/** IRC §225 (OBBBA, tax years 2025–2028): the deduction for qualified overtime compensation. */
import { roundCents } from '../money.js';
import { money } from './federal.js';
import { taxYearData } from './registry.js';
import type { FilingStatus } from './types.js';

export interface OvertimeDeductionRequest {
  taxYear: number;
  filingStatus: FilingStatus;
  /** Annual qualified overtime compensation: the FLSA-required premium ("half") only. */
  qualifiedOvertime: number;
  /** Modified adjusted gross income for the year. */
  magi: number;
}

/** Unrounded §225 deduction. */
export function overtimeDeductionExact({
  taxYear,
  filingStatus,
  qualifiedOvertime,
  magi,
}: OvertimeDeductionRequest): number {
  const params = taxYearData(taxYear).overtimeDeduction;
  if (!params) return 0;
  // Married taxpayers must file jointly to claim it.
  if (filingStatus === 'married_separately') return 0;
  const joint = filingStatus === 'married_jointly';
  const cap = joint ? params.cap.joint : params.cap.default;
  const start = joint ? params.phaseOutStart.joint : params.phaseOutStart.default;
  const reduction = Math.max(0, money(magi) - start) * params.phaseOutRate;
  const allowed = Math.max(0, cap - reduction);
  return Math.min(money(qualifiedOvertime), allowed);
}

/**
 * The annual §225 deduction for qualified overtime, in dollars to the cent: the qualified amount, at
 * most $12,500 ($25,000 married filing jointly), with that cap reduced by 10% of MAGI over $150,000
 * ($300,000 joint), never below 0. Married filing separately gets 0 (the law requires a joint return).
 * 0 for a year without the deduction.
 */
export function overtimeDeduction(request: OvertimeDeductionRequest): number {
  return roundCents(overtimeDeductionExact(request));
}
