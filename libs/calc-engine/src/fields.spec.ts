import { NUMBER_FIELDS, NUMBER_RANGES, PERCENT_RANGE, rangeProblem } from './fields.js';

describe('number ranges', () => {
  it('gives every number input a range: days 1 to 7 whole, the tax rate a percent, the rest 0 or more', () => {
    expect(Object.keys(NUMBER_RANGES).sort()).toEqual([...NUMBER_FIELDS].sort());
    expect(NUMBER_RANGES.daysWorked).toEqual({ min: 1, max: 7, whole: true });
    expect(NUMBER_RANGES.combinedTaxRate).toEqual({ min: 0, max: 100 });
    expect(NUMBER_RANGES.overtimeHours).toEqual({ min: 0 });
    expect(NUMBER_RANGES.stateAllowances).toEqual({ min: 0, whole: true });
  });

  it('says the allowed range for a number outside it', () => {
    expect(rangeProblem('-10', NUMBER_RANGES.overtimeHours)).toBe('Enter a number of 0 or more');
    expect(rangeProblem('0', NUMBER_RANGES.daysWorked)).toBe('Enter a whole number from 1 to 7');
    expect(rangeProblem('8', NUMBER_RANGES.daysWorked)).toBe('Enter a whole number from 1 to 7');
    expect(rangeProblem('2.5', NUMBER_RANGES.daysWorked)).toBe('Enter a whole number from 1 to 7');
    expect(rangeProblem('100.5', PERCENT_RANGE)).toBe('Enter a number from 0 to 100');
    expect(rangeProblem('-1', NUMBER_RANGES.stateAllowances)).toBe('Enter a whole number of 0 or more');
    expect(rangeProblem('2000000000', NUMBER_RANGES.hourlyRate)).toBe('Enter a number up to 1,000,000,000');
  });

  it('accepts numbers inside the range, an empty field and text that is not a number (both count as 0)', () => {
    expect(rangeProblem('7', NUMBER_RANGES.daysWorked)).toBeNull();
    expect(rangeProblem('1', NUMBER_RANGES.daysWorked)).toBeNull();
    expect(rangeProblem('100', PERCENT_RANGE)).toBeNull();
    expect(rangeProblem('0', NUMBER_RANGES.hourlyRate)).toBeNull();
    expect(rangeProblem('37.25', NUMBER_RANGES.hourlyRate)).toBeNull();
    expect(rangeProblem('', NUMBER_RANGES.daysWorked)).toBeNull();
    expect(rangeProblem('  ', NUMBER_RANGES.hourlyRate)).toBeNull();
    expect(rangeProblem('abc', NUMBER_RANGES.hourlyRate)).toBeNull();
  });
});
