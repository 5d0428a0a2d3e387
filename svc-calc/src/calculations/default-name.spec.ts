import { calculatePaycheck, normalizeInput } from '@takehome/calc-engine';
import { defaultCalculationName } from './default-name.js';

function nameFor(draft: Record<string, unknown>, at: string, tz = 'UTC'): string {
  const input = normalizeInput(draft);
  return defaultCalculationName(input, calculatePaycheck(input), new Date(at), tz);
}

/** The name's day: "Nov 30" of "… · Nov 30, 11:59 PM". */
const dayOf = (name: string) => /· ([A-Z][a-z]{2} \d{1,2}), \d/.exec(name)?.[1];
/** The name up to the net pay. */
const rateAndHours = (name: string) => name.split(' · ').slice(0, 2).join(' · ');

describe('defaultCalculationName', () => {
  it('reads "$25/hr · 40 h · $1,000.00 net · Nov 22, 12:00 PM" for the blank calculator', () => {
    expect(nameFor({}, '2025-11-22T12:00:00Z')).toBe('$25/hr · 40 h · $1,000.00 net · Nov 22, 12:00 PM');
  });

  it('tells apart two saves of one day with the same rate and hours', () => {
    const first = nameFor({ combinedTaxRate: 20 }, '2025-11-22T12:00:00Z');
    const second = nameFor({ combinedTaxRate: 22 }, '2025-11-22T12:00:10Z');
    const later = nameFor({ combinedTaxRate: 20 }, '2025-11-22T12:01:00Z');
    expect(new Set([first, second, later]).size).toBe(3);
  });

  it('shows cents only when the rate has them and counts every hour worked', () => {
    expect(nameFor({ hourlyRate: '1250.5', overtimeHours: 2.5, doubleTimeHours: 1 }, '2025-01-05T12:00:00Z')).toBe(
      '$1,250.50/hr · 43.5 h · $57,210.38 net · Jan 5, 12:00 PM',
    );
  });

  it('dates the name in the given zone', () => {
    expect(dayOf(nameFor({}, '2025-12-01T03:00:00Z', 'America/New_York'))).toBe('Nov 30');
  });
});

describe('defaultCalculationName, asked again', () => {
  it('gives each zone its own day for the same minute, and the next day a minute after midnight', () => {
    expect(dayOf(nameFor({}, '2025-12-01T04:59:30Z', 'America/New_York'))).toBe('Nov 30');
    expect(dayOf(nameFor({}, '2025-12-01T04:59:30Z', 'Asia/Kathmandu'))).toBe('Dec 1');
    expect(dayOf(nameFor({}, '2025-12-01T04:59:59Z', 'America/New_York'))).toBe('Nov 30');
    expect(dayOf(nameFor({}, '2025-12-01T05:00:00Z', 'America/New_York'))).toBe('Dec 1');
    expect(dayOf(nameFor({}, '2025-11-30T18:14:59Z', 'Asia/Kathmandu'))).toBe('Nov 30');
    expect(dayOf(nameFor({}, '2025-11-30T18:15:00Z', 'Asia/Kathmandu'))).toBe('Dec 1');
  });

  it('keeps rates and hours apart', () => {
    expect(rateAndHours(nameFor({ hourlyRate: 30 }, '2025-11-22T12:00:00Z'))).toBe('$30/hr · 40 h');
    expect(rateAndHours(nameFor({ hourlyRate: 30.5, regularHours: 38 }, '2025-11-22T12:00:00Z'))).toBe(
      '$30.50/hr · 38 h',
    );
    expect(rateAndHours(nameFor({ hourlyRate: 30 }, '2025-11-22T12:00:00Z'))).toBe('$30/hr · 40 h');
  });
});
