/**
 * Where a state taxes a pre-tax choice that federal withholding excludes (2026). Everything not
 * listed follows the federal treatment. Sources and what is unverified: docs/product/taxes.md.
 */
import type { RetirementPlan } from '../../fields.js';
import type { StateCode } from '../types.js';

export const PRE_TAX_STATE_RULES_2026: {
  /** Elective deferrals the state keeps in its wages, by plan type. */
  retirementTaxable: Readonly<Partial<Record<StateCode, readonly RetirementPlan[]>>>;
  /** States that tax HSA contributions made through a cafeteria plan. */
  hsaTaxable: readonly StateCode[];
  /** States that tax dependent care FSA contributions. */
  dependentCareTaxable: readonly StateCode[];
} = {
  // Pennsylvania taxes every elective deferral; New Jersey excludes 401(k) deferrals but not 403(b) or 457.
  retirementTaxable: { PA: ['401k', '403b', '457'], NJ: ['403b', '457'] },
  // California and New Jersey do not follow the federal HSA exclusion.
  hsaTaxable: ['CA', 'NJ'],
  // Pennsylvania does not exclude dependent care accounts.
  dependentCareTaxable: ['PA'],
};
