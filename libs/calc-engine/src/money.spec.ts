import { formatMoney, roundCents, truncateCents } from './money.js';

describe('roundCents', () => {
  it.each([
    [1.005, 1.01], // stored as 1.00499…, rounds as written
    [2.675, 2.68],
    [-2.675, -2.68], // half away from zero, not toward +∞
    [0.125, 0.13],
    [-0.125, -0.13],
    [12.344, 12.34],
    [1234.5, 1234.5],
  ])('rounds %p to %p', (value, cents) => {
    expect(roundCents(value)).toBe(cents);
  });

  it('rounds like the 15-digit reading everywhere, not only near half cents (the fast path)', () => {
    const byDigits = (value: number) => {
      const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
      return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
    };
    // Half cents written in decimal (1.005, 12345.675), random magnitudes and values at the ceiling.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 200_000; i++) {
      const r = random();
      const value =
        i % 3 === 0
          ? Math.round(r * 1e7) / 1000 + 0.005
          : i % 3 === 1
            ? (r - 0.5) * 10 ** Math.floor(r * 16)
            : (r - 0.5) * 2e11;
      if (roundCents(value) !== byDigits(value)) expect([value, roundCents(value)]).toEqual([value, byDigits(value)]);
    }
  });

  it('never returns −0 or NaN', () => {
    expect(Object.is(roundCents(-0.004), 0)).toBe(true);
    expect(roundCents(NaN)).toBe(0);
    expect(roundCents(Infinity)).toBe(0);
  });
});

describe('truncateCents', () => {
  it.each([
    [3.7693, 3.76],
    [0.29, 0.29], // stored as 0.28999…, kept as written
    [1.15, 1.15],
    [376.96 * 0.01, 3.76],
    [0.009, 0],
    [-2, 0],
    [NaN, 0],
  ])('%p → %p', (value, expected) => expect(truncateCents(value)).toBe(expected));
});

describe('formatMoney', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [-12, '-$12.00'],
    [0.005, '$0.01'],
    [-0.001, '$0.00'],
    [1000000, '$1,000,000.00'],
  ])('formats %p as %p', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
