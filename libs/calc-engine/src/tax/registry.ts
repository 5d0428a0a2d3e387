/** Tax tables by year. A new year is a new data file plus one entry here; no other code changes. */
import { TAX_2026 } from './data/2026.js';
import type { TaxYearData } from './types.js';

const REGISTRY: Readonly<Record<number, TaxYearData>> = Object.freeze({
  2026: TAX_2026,
});

/** The tax years the engine has tables for, newest first. */
export const TAX_YEARS: readonly number[] = Object.freeze(
  Object.keys(REGISTRY)
    .map(Number)
    .sort((a, b) => b - a),
);

/** The newest year with tables: the calculator's default. */
export const DEFAULT_TAX_YEAR: number = TAX_YEARS[0];

/** The tables for `taxYear`; throws for a year without tables (check with `TAX_YEARS.includes`). */
export function taxYearData(taxYear: number): TaxYearData {
  const data = REGISTRY[taxYear];
  if (!data) throw new RangeError(`No tax tables for ${taxYear}; available: ${TAX_YEARS.join(', ')}`);
  return data;
}
