import { formatDecimal, formatLongUtcDate, formatShortDate, formatUsd } from './en-us.js';

// The formats these replace; Node carries the same ICU as Chromium's V8.
const intlDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlUsdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });
const intlShortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const intlLongUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

let seed = 11;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

/** Values where text formatting goes wrong: half digits, carries, zeros, signs, magnitudes, exponents. */
function* awkwardValues(): Generator<number> {
  yield* [0, -0, 0.5, -0.5, 0.005, -0.005, 0.004, -0.004, 0.125, 1.005, 2.675, -2.675, 9.995, 99.995, 999.995];
  yield* [999_999.995, 1e6, 1234.5, 37.5, 40, 1200, 1e-6, 1e-7, -1e-7, 5e-324, 1e20, 1e21, 123456789012345680000];
  yield* [NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 0.1 + 0.2];
  for (let i = 0; i < 50_000; i++) {
    const r = random();
    const magnitude = 10 ** Math.floor(random() * 14 - 4);
    yield i % 4 === 0
      ? Math.round(r * 1e7) / 1000 + 0.005
      : i % 4 === 1
        ? Math.round((r - 0.5) * 1e6) / 100
        : (r - 0.5) * magnitude;
  }
}

describe('en-US text without Intl', () => {
  it('writes decimals as Intl.NumberFormat does (maximumFractionDigits 2)', () => {
    for (const value of awkwardValues()) {
      if (formatDecimal(value) !== intlDecimal.format(value))
        expect([value, formatDecimal(value)]).toEqual([value, intlDecimal.format(value)]);
    }
  });

  it('writes dollars as the USD currency format does, with and without cents', () => {
    for (const value of awkwardValues()) {
      if (formatUsd(value) !== intlUsd.format(value))
        expect([value, formatUsd(value)]).toEqual([value, intlUsd.format(value)]);
      const whole = formatUsd(value, { minimumFractionDigits: 0 });
      if (whole !== intlUsdWhole.format(value)) expect([value, whole]).toEqual([value, intlUsdWhole.format(value)]);
    }
  });

  it('spells the examples its callers name', () => {
    expect(formatUsd(1234.56)).toBe('$1,234.56');
    expect(formatUsd(-12)).toBe('-$12.00');
    expect(formatUsd(5, { minimumFractionDigits: 0 })).toBe('$5');
    expect(formatUsd(4.17, { minimumFractionDigits: 0 })).toBe('$4.17');
    expect(formatDecimal(1200)).toBe('1,200');
    expect(formatDecimal(1.005)).toBe('1.01');
  });

  it('writes dates as the short local and long UTC formats do', () => {
    for (let i = 0; i < 5_000; i++) {
      const date = new Date(Date.UTC(1970, 0, 1) + Math.floor(random() * 130 * 365.25 * 86_400_000));
      if (formatShortDate(date) !== intlShortDate.format(date))
        expect([date, formatShortDate(date)]).toEqual([date, intlShortDate.format(date)]);
      if (formatLongUtcDate(date) !== intlLongUtc.format(date))
        expect([date, formatLongUtcDate(date)]).toEqual([date, intlLongUtc.format(date)]);
    }
    expect(formatShortDate(new Date(2026, 5, 2))).toBe('Jun 2, 2026');
    expect(formatLongUtcDate(new Date('2026-06-02T00:00:00Z'))).toBe('June 2, 2026');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatShortDate(new Date('nonsense'))).toThrow(RangeError);
    expect(() => formatLongUtcDate(new Date('nonsense'))).toThrow(RangeError);
  });
});
