import type { BillingInterval } from '@takehome/contracts';

/** Adds calendar months in UTC, keeping the day of month or the last day of a shorter month (Jan 31 + 1 → Feb 28/29). */
export function addUtcMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** A bought tier runs one interval from the purchase, a year ahead for yearly (docs/product/plans.md). */
export function expiryAfter(start: Date, interval: BillingInterval): Date {
  return addUtcMonths(start, interval === 'year' ? 12 : 1);
}
