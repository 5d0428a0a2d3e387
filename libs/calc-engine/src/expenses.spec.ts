import { listWeeklyExpenses, toFrequency, toWeekly, weeklyAmount } from './expenses.js';
import { normalizeInput } from './input.js';

describe('weekly expenses', () => {
  it('converts to weekly: daily × 7, monthly ÷ 4.33, weekly as is', () => {
    expect(toWeekly(12, 'daily')).toBe(84); // 12 × 7
    expect(toWeekly(433, 'monthly')).toBe(100); // 433 ÷ 4.33
    expect(toWeekly(55, 'weekly')).toBe(55);
  });

  it('reads an unknown frequency as weekly', () => {
    expect(toFrequency('monthly')).toBe('monthly');
    expect(toFrequency('Monthly')).toBe('weekly');
    expect(toFrequency(undefined)).toBe('weekly');
  });

  it('lists only entered expenses, and gives each its weekly amount', () => {
    // carInsurance 866/month → 866 ÷ 4.33 = 200 a week; diningOut 5/day → 35 a week.
    const { expenses } = normalizeInput({
      expenses: {
        carInsurance: { amount: 866, frequency: 'monthly' },
        diningOut: { amount: 5, frequency: 'daily' },
      },
    });
    const list = listWeeklyExpenses(expenses);
    expect(list).toEqual([
      { category: 'carInsurance', amount: 866, frequency: 'monthly' },
      { category: 'diningOut', amount: 5, frequency: 'daily' },
    ]);
    expect(list.map(weeklyAmount)).toEqual([200, 35]);
  });
});
