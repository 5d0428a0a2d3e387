import { formatMoney, roundCents } from './money.js';

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

  it('never returns −0 or NaN', () => {
    expect(Object.is(roundCents(-0.004), 0)).toBe(true);
    expect(roundCents(NaN)).toBe(0);
    expect(roundCents(Infinity)).toBe(0);
  });
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
