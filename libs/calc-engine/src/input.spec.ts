import { DEFAULT_INPUT, normalizeInput } from './input.js';

describe('normalizeInput', () => {
  it('fills every default of docs/product/calculation.md', () => {
    const input = normalizeInput({});
    expect(input).toMatchObject({
      hourlyRate: 25,
      regularHours: 40,
      daysWorked: 5,
      overtimeHours: 0,
      unionDues: 0,
      isUnion: false,
      healthWelfareIsPercent: false,
      annuityIsPercent: false,
      pensionIsPercent: false,
      noTaxOnOvertime: false,
      retirement401kIsPercent: true,
      unionDuesIsPercent: true,
    });
    expect(input.expenses.rentMortgage).toEqual({ amount: 0, frequency: 'weekly' });
    expect(Object.keys(input.expenses)).toHaveLength(11);
  });

  it('treats a draft that is not an object as empty', () => {
    for (const draft of [null, undefined, 'hourlyRate=30', 42]) {
      expect(normalizeInput(draft as never)).toEqual(normalizeInput({}));
    }
  });

  it('counts an empty or junk rate as 0 but a missing one as the default', () => {
    // docs/product/calculation.md: empty counts as 0; only an absent field takes its default.
    expect(normalizeInput({ hourlyRate: '' }).hourlyRate).toBe(0);
    expect(normalizeInput({ hourlyRate: null }).hourlyRate).toBe(0);
    expect(normalizeInput({ hourlyRate: undefined }).hourlyRate).toBe(25);
  });

  it('keeps the percent defaults unless a flag is given, and reads a given flag strictly', () => {
    // Absent → true; 'false', '' or false → false; 'true' → true.
    expect(normalizeInput({}).retirement401kIsPercent).toBe(true);
    expect(normalizeInput({ retirement401kIsPercent: 'false' }).retirement401kIsPercent).toBe(false);
    expect(normalizeInput({ unionDuesIsPercent: '' }).unionDuesIsPercent).toBe(false);
    expect(normalizeInput({ unionDuesIsPercent: false }).unionDuesIsPercent).toBe(false);
    expect(normalizeInput({ annuityIsPercent: 'true' }).annuityIsPercent).toBe(true);
  });

  it.each([
    [undefined, 5], // absent → default 5
    [0, 1], // below the range → 1
    [9, 7], // above the range → 7
    [3.7, 3], // fractions are cut to whole days
    ['6', 6],
    ['', 1], // empty counts as 0, then clamped to 1
    ['junk', 1],
    [-2, 1],
    [Infinity, 1], // Infinity counts as 0 (docs/product/calculation.md), then clamped to 1
  ])('reads daysWorked %p as %p', (value, days) => {
    expect(normalizeInput({ daysWorked: value }).daysWorked).toBe(days);
  });

  it('cleans expense amounts and frequencies, ignoring unknown keys', () => {
    const input = normalizeInput({
      expenses: { fuel: { amount: '-5', frequency: 'daily' }, tools: 'lots', boat: { amount: 900 } },
    });
    expect(input.expenses.fuel).toEqual({ amount: 0, frequency: 'daily' });
    expect(input.expenses.tools).toEqual({ amount: 0, frequency: 'weekly' });
    expect(input.expenses).not.toHaveProperty('boat');
  });

  it('is idempotent: a normalised input normalises to itself', () => {
    const once = normalizeInput({ hourlyRate: '31.5', isUnion: 'true', expenses: { misc: { amount: 3 } } });
    expect(normalizeInput(once)).toEqual(once);
  });

  it('keeps DEFAULT_INPUT frozen and equal to the blank form', () => {
    expect(DEFAULT_INPUT).toEqual(normalizeInput());
    expect(Object.isFrozen(DEFAULT_INPUT)).toBe(true);
    expect(Object.isFrozen(DEFAULT_INPUT.expenses.fuel)).toBe(true);
    // Each call returns a fresh, editable copy.
    expect(normalizeInput(DEFAULT_INPUT).expenses).not.toBe(DEFAULT_INPUT.expenses);
  });
});
