import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';

const HOURS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const currency = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
/** Whole dollars, or dollars and cents: made once (a formatter costs far more to make than to use). */
const WHOLE_DOLLARS = currency(0);
const DOLLARS_AND_CENTS = currency(2);

/** One day formatter per time zone asked for (a handful of IANA names; bounded all the same). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_KEPT = 500;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
    if (DAY_FORMATS.size >= DAY_FORMATS_KEPT) DAY_FORMATS.clear();
    DAY_FORMATS.set(timeZone, format);
  }
  return format;
}

function rateText(rate: number): string {
  return (Number.isInteger(rate) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(rate);
}

/** A readable name for an unnamed save: "$25/hr · 40 h · Nov 22" (the date in the caller's zone). */
export function defaultCalculationName(
  input: PaycheckInput,
  result: Pick<PaycheckResult, 'totalHours'>,
  at: Date,
  timeZone: string,
): string {
  return `${rateText(input.hourlyRate)}/hr · ${HOURS.format(result.totalHours)} h · ${dayFormat(timeZone).format(at)}`;
}
