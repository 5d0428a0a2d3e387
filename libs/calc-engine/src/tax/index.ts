/**
 * `@takehome/calc-engine/tax`: W-4 mode (docs/product/taxes.md) and the tax tables. A separate entry so that flat
 * mode's
 * `@takehome/calc-engine` stays free of the tables; load this one when the user picks W-4 mode.
 */
import { normalizeInput } from '../input.js';
import { flatPaycheck, roundFigures } from '../paycheck.js';
import { listWeeklyExpenses } from '../expenses.js';
import { planningFigures } from '../planning.js';
import type { PaycheckInput, PaycheckInputDraft, PaycheckResult } from '../types.js';
import { computeW4Paycheck } from './w4-paycheck.js';

/**
 * One weekly paycheck from raw calculator inputs, every figure rounded to cents, in either mode.
 * Without `taxMode` or with `taxMode: 'flat'` it is flat mode exactly (docs/product/calculation.md) (the same as the
 * main entry's
 * calculatePaycheck). With `taxMode: 'w4'` (docs/product/taxes.md) taxes come from the W-4 (IRS Pub 15-T Worksheet 1A),
 * FICA with `ytdWages`, and the `state`'s income tax; the result then also carries `taxMode: 'w4'`,
 * every W4TaxFigures field and `taxNotes`. Figures are per week in both modes; `payFrequency` only
 * picks the withholding period (the week's wages are scaled to it and the tax scaled back).
 */
export function calculatePaycheck(draft?: PaycheckInputDraft | null): PaycheckResult {
  return paycheckOf(normalizeInput(draft));
}

/**
 * calculatePaycheck for an input normalizeInput has already cleaned (normalizing is idempotent, so
 * the result is the same): for a caller that keeps the clean input too, as svc-calc's saves do,
 * without cleaning it twice.
 */
export function paycheckOf(input: PaycheckInput): PaycheckResult {
  if (input.taxMode !== 'w4') return flatPaycheck(input);
  const { figures, notes, supplementalCheck } = computeW4Paycheck(input);
  return {
    ...roundFigures(figures),
    planning: planningFigures(figures.netPay, figures.unionBenefitsTotal),
    weeklyExpenses: listWeeklyExpenses(input.expenses),
    taxMode: 'w4',
    taxNotes: notes,
    ...(supplementalCheck ? { supplementalCheck } : {}),
  };
}

export { computeW4Paycheck, type W4Paycheck } from './w4-paycheck.js';
export { federalWithholding, type FederalWithholdingRequest } from './federal.js';
export { ficaTaxes, type FicaRequest, type FicaTaxes } from './fica.js';
export { overtimeDeduction, type OvertimeDeductionRequest } from './overtime.js';
export {
  stateWithholding,
  stateWithholdingDetail,
  type StateCertificate,
  type StateWithholdingRequest,
  type StateWithholdingResult,
} from './state-withholding.js';
export {
  localities,
  localWithholding,
  type Locality,
  type LocalWithholdingLine,
  type LocalWithholdingRequest,
  type LocalWithholdingResult,
} from './local-withholding.js';
export {
  supplementalWithholding,
  stateSupplementalRate,
  stateSupplementalWithholding,
  STATE_SUPPLEMENTAL_2026,
  FEDERAL_SUPPLEMENTAL_2026,
  type SupplementalWithholdingRequest,
  type StateSupplementalRequest,
  type StateSupplementalRate,
} from './supplemental.js';
export {
  stateContributions,
  STATE_CONTRIBUTIONS_2026,
  type Contribution,
  type ContributionLine,
} from './contributions.js';
export { taxYearData } from './registry.js';
export {
  yearView,
  type YearMilestone,
  type YearPeriod,
  type YearToDate,
  type YearView,
  type YearViewRequest,
} from './year-view.js';
