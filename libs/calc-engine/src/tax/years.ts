/**
 * The tax years with tables, data-free so the main entry can validate `taxYear` without loading the
 * tables. A new year: add it here, add `data/<year>.ts`, and one line in `registry.ts` (the registry
 * is typed by this list, so a year missing on either side fails the typecheck).
 */
export const TAX_YEARS = [2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

/** The newest year with tables: the calculator's default. */
export const DEFAULT_TAX_YEAR: TaxYear = Math.max(...TAX_YEARS) as TaxYear;
