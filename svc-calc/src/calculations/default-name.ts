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
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    if (DAY_FORMATS.size >= DAY_FORMATS_KEPT) DAY_FORMATS.clear();
    DAY_FORMATS.set(timeZone, format);
  }
  return format;
}

/** Texts already made, up to a bound: Intl formats showed in svc-calc's profile of saves. */
const TEXTS_KEPT = 500;
function remembered<K>(texts: Map<K, string>, key: K, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    if (texts.size >= TEXTS_KEPT) texts.clear();
    texts.set(key, text);
  }
  return text;
}

const RATE_TEXTS = new Map<number, string>();
const NET_TEXTS = new Map<number, string>();
const HOURS_TEXTS = new Map<number, string>();
/** A day's text by zone and minute: every zone's offset since 1972 is whole minutes, so a minute has one local day. */
const DAY_TEXTS = new Map<string, string>();
const MINUTE = 60_000;

function rateText(rate: number): string {
  return remembered(RATE_TEXTS, rate, () => (Number.isInteger(rate) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(rate));
}

/**
 * A readable name for an unnamed save: "$25/hr · 40 h · $812.40 net · Nov 22, 3:41 PM" (the time in the
 * caller's zone). The net pay and the minute tell two saves of one day apart in a list.
 */
export function defaultCalculationName(
  input: PaycheckInput,
  result: Pick<PaycheckResult, 'totalHours' | 'netPay'>,
  at: Date,
  timeZone: string,
): string {
  const hours = remembered(HOURS_TEXTS, result.totalHours, () => HOURS.format(result.totalHours));
  const day = remembered(DAY_TEXTS, `${timeZone} ${Math.floor(at.getTime() / MINUTE)}`, () => dayFormat(timeZone).format(at));
  const net = remembered(NET_TEXTS, result.netPay, () => DOLLARS_AND_CENTS.format(result.netPay));
  return `${rateText(input.hourlyRate)}/hr · ${hours} h · ${net} net · ${day}`;
}
