/** Social Security and Medicare withheld from an employee (FICA), with the wage base and Additional Medicare. */
import { roundCents } from '../money.js';
import { money } from './federal.js';
import { taxYearData } from './registry.js';

export interface FicaRequest {
  taxYear: number;
  /** This period's FICA wages (after §125 health, HSA/FSA; 401(k) deferrals stay in). */
  wages: number;
  /** This employer's FICA wages paid earlier in the calendar year. */
  ytdWages: number;
}

export interface FicaTaxes {
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
}

/** Unrounded FICA for one period. */
export function ficaTaxesExact({ taxYear, wages, ytdWages }: FicaRequest): FicaTaxes {
  const fica = taxYearData(taxYear).fica;
  const now = money(wages);
  const before = money(ytdWages);
  const after = before + now;
  const underBase = Math.max(0, Math.min(after, fica.socialSecurityWageBase) - before);
  const overThreshold = Math.max(0, after - Math.max(before, fica.additionalMedicareThreshold));
  return {
    socialSecurity: underBase * fica.socialSecurityRate,
    medicare: now * fica.medicareRate,
    additionalMedicare: overThreshold * fica.additionalMedicareRate,
  };
}

/**
 * The employee's Social Security (6.2% up to the year's wage base, counting `ytdWages` already paid),
 * Medicare (1.45%, no cap) and Additional Medicare (0.9% on wages over $200,000 from this employer
 * in the year, whatever the filing status) for one period, each rounded to the cent.
 */
export function ficaTaxes(request: FicaRequest): FicaTaxes {
  const exact = ficaTaxesExact(request);
  return {
    socialSecurity: roundCents(exact.socialSecurity),
    medicare: roundCents(exact.medicare),
    additionalMedicare: roundCents(exact.additionalMedicare),
  };
}
