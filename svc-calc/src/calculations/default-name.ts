import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';

const HOURS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function rateText(rate: number): string {
  const digits = Number.isInteger(rate) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rate);
}

/** A readable name for an unnamed save: "$25/hr · 40 h · Nov 22" (the date in the caller's zone). */
export function defaultCalculationName(input: PaycheckInput, result: Pick<PaycheckResult, 'totalHours'>, at: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(at);
  return `${rateText(input.hourlyRate)}/hr · ${HOURS.format(result.totalHours)} h · ${day}`;
}
