import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats US dollars with grouping and cents', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-42.5)).toBe('-$42.50');
  });
});
