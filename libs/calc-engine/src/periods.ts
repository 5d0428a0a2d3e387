/**
 * Every weekly figure per pay period, from one rule (docs/product/pay-periods.md): the year is 52 weeks; a month is a
 * twelfth of that year and a half-month a twenty-fourth; two weeks are two weeks. So a month × 12 and a half-month × 24
 * give back the year, and two weeks × 26 give the year too, up to the cent each amount is rounded to.
 */
import { roundCents } from './money.js';

export const WEEKS_PER_YEAR = 52;

/** The periods a figure is shown per, shortest first. */
export const PERIOD_KINDS = ['week', 'twoWeeks', 'halfMonth', 'month', 'year'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodKind, string>> = Object.freeze({
  week: 'Week',
  twoWeeks: 'Two weeks',
  halfMonth: 'Half-month',
  month: 'Month',
  year: 'Year',
});

/** How many of each period a year holds under the rule. */
export const PERIODS_IN_YEAR: Readonly<Record<PeriodKind, number>> = Object.freeze({
  week: 52,
  twoWeeks: 26,
  halfMonth: 24,
  month: 12,
  year: 1,
});

/** The rule, as shown next to the numbers. */
export const PERIOD_RULE =
  'Year = week × 52; month = year ÷ 12; half-month = year ÷ 24; two weeks = week × 2. Each amount is rounded to the cent.';

/** One weekly amount in every period, unrounded. */
export function perPeriodExact(weekly: number): Record<PeriodKind, number> {
  const year = weekly * WEEKS_PER_YEAR;
  return { week: weekly, twoWeeks: weekly * 2, halfMonth: year / 24, month: year / 12, year };
}

/** One weekly amount in every period, each rounded to the cent. */
export function perPeriod(weekly: number): Record<PeriodKind, number> {
  const exact = perPeriodExact(weekly);
  return {
    week: roundCents(exact.week),
    twoWeeks: roundCents(exact.twoWeeks),
    halfMonth: roundCents(exact.halfMonth),
    month: roundCents(exact.month),
    year: roundCents(exact.year),
  };
}

/** A weekly hourly rate or count is the same in every period; only money adds up. */
export function periodTable<K extends string>(
  weekly: Readonly<Record<K, number>>,
  keys: readonly K[],
): Record<K, Record<PeriodKind, number>> {
  const table = {} as Record<K, Record<PeriodKind, number>>;
  for (const key of keys) table[key] = perPeriod(weekly[key]);
  return table;
}
