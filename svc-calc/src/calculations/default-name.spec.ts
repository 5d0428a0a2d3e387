import { calculatePaycheck, normalizeInput } from '@takehome/calc-engine';
import { defaultCalculationName } from './default-name.js';

function nameFor(draft: Record<string, unknown>, at: string, tz = 'UTC'): string {
  const input = normalizeInput(draft);
  return defaultCalculationName(input, calculatePaycheck(input), new Date(at), tz);
}

describe('defaultCalculationName', () => {
  it('reads "$25/hr · 40 h · Nov 22" for the blank calculator', () => {
    expect(nameFor({}, '2025-11-22T12:00:00Z')).toBe('$25/hr · 40 h · Nov 22');
  });

  it('shows cents only when the rate has them and counts every hour worked', () => {
    expect(nameFor({ hourlyRate: '1250.5', overtimeHours: 2.5, doubleTimeHours: 1 }, '2025-01-05T12:00:00Z')).toBe(
      '$1,250.50/hr · 43.5 h · Jan 5',
    );
  });

  it('dates the name in the given zone', () => {
    expect(nameFor({}, '2025-12-01T03:00:00Z', 'America/New_York')).toBe('$25/hr · 40 h · Nov 30');
  });
});

describe('defaultCalculationName, asked again', () => {
  it('gives each zone its own day for the same minute, and the next day a minute after midnight', () => {
    expect(nameFor({}, '2025-12-01T04:59:30Z', 'America/New_York')).toBe('$25/hr · 40 h · Nov 30');
    expect(nameFor({}, '2025-12-01T04:59:30Z', 'Asia/Kathmandu')).toBe('$25/hr · 40 h · Dec 1');
    expect(nameFor({}, '2025-12-01T04:59:59Z', 'America/New_York')).toBe('$25/hr · 40 h · Nov 30');
    expect(nameFor({}, '2025-12-01T05:00:00Z', 'America/New_York')).toBe('$25/hr · 40 h · Dec 1');
    expect(nameFor({}, '2025-11-30T18:14:59Z', 'Asia/Kathmandu')).toBe('$25/hr · 40 h · Nov 30');
    expect(nameFor({}, '2025-11-30T18:15:00Z', 'Asia/Kathmandu')).toBe('$25/hr · 40 h · Dec 1');
  });

  it('keeps rates and hours apart', () => {
    expect(nameFor({ hourlyRate: 30 }, '2025-11-22T12:00:00Z')).toBe('$30/hr · 40 h · Nov 22');
    expect(nameFor({ hourlyRate: 30.5, regularHours: 38 }, '2025-11-22T12:00:00Z')).toBe('$30.50/hr · 38 h · Nov 22');
    expect(nameFor({ hourlyRate: 30 }, '2025-11-22T12:00:00Z')).toBe('$30/hr · 40 h · Nov 22');
  });
});
