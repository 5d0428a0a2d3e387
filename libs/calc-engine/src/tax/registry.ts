/** Tax tables by year. A new year is a new data file plus one entry here and in ./years.ts. */
import { TAX_2026 } from './data/2026.js';
import type { TaxYearData } from './types.js';
import { TAX_YEARS, type TaxYear } from './years.js';

/** Typed by TAX_YEARS: a year listed there without tables here (or the reverse) fails the typecheck. */
const REGISTRY: Readonly<Record<TaxYear, TaxYearData>> = Object.freeze({
  2026: TAX_2026,
});

/** The tables for `taxYear`; throws for a year without tables (check with `TAX_YEARS.includes`). */
export function taxYearData(taxYear: number): TaxYearData {
  const data = (TAX_YEARS as readonly number[]).includes(taxYear) ? REGISTRY[taxYear as TaxYear] : undefined;
  if (!data) throw new RangeError(`No tax tables for ${taxYear}; available: ${TAX_YEARS.join(', ')}`);
  return data;
}
