/**
 * en-US number and date text without Intl. A renderer's first use of Intl loads ICU's locale data, and that
 * one call blocks Chromium's main thread long enough to be the longest task of a public page's start-up.
 * These write exactly what the Intl formats they replace write (en-US.spec.ts compares them over many
 * values), for the few shapes TakeHome shows.
 */

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Adds one to a string of decimal digits: '0999' → '1000'. */
function incremented(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = digits.charCodeAt(i) - 48 + carry;
    carry = sum === 10 ? 1 : 0;
    out = String(sum % 10) + out;
  }
  return carry ? `1${out}` : out;
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * |value| in en-US digits ('1,234.5'), rounded half away from zero at `maxFraction` digits and padded to
 * `minFraction`. Like ICU it rounds the shortest decimal that reads back as the double (String(value)),
 * so 1.005 → '1.01'. Null where that decimal has an exponent (below 1e-6 or from 1e21): Intl writes those.
 */
function digitsOf(value: number, minFraction: number, maxFraction: number): string | null {
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  let kept = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53) kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - maxFraction) || '0';
  let fractionDigits = kept.slice(kept.length - maxFraction);
  while (fractionDigits.length > minFraction && fractionDigits.endsWith('0'))
    fractionDigits = fractionDigits.slice(0, -1);
  return fractionDigits ? `${grouped(wholeDigits)}.${fractionDigits}` : grouped(wholeDigits);
}

// Only for what digitsOf leaves (NaN, ±Infinity, exponents): made on first need, never at start-up.
let intlNumber: Intl.NumberFormat | undefined;
const intlUsd = new Map<number, Intl.NumberFormat>();

/** As Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }): '1,200', '37.5', '-0.25'. */
export function formatDecimal(value: number): string {
  const digits = Number.isFinite(value) ? digitsOf(value, 0, 2) : null;
  if (digits === null)
    return (intlNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);
  return Object.is(value, -0) || value < 0 ? `-${digits}` : digits;
}

/**
 * As Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits }):
 * '$1,234.56', '-$12.00'; with `minimumFractionDigits: 0`, '$5' and '$4.17'.
 */
export function formatUsd(
  value: number,
  { minimumFractionDigits = 2 }: { minimumFractionDigits?: 0 | 1 | 2 } = {},
): string {
  const digits = Number.isFinite(value) ? digitsOf(value, minimumFractionDigits, 2) : null;
  if (digits === null) {
    let format = intlUsd.get(minimumFractionDigits);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits });
      intlUsd.set(minimumFractionDigits, format);
    }
    return format.format(value);
  }
  return Object.is(value, -0) || value < 0 ? `-$${digits}` : `$${digits}`;
}

/** As Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }): 'Jun 2, 2026' in the local zone. */
export function formatShortDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${MONTHS_SHORT[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** As Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }): 'June 2, 2026'. */
export function formatLongUtcDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${MONTHS_LONG[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
