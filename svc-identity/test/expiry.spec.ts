import { addUtcMonths, expiryAfter } from '../src/billing/expiry.js';

const at = (iso: string) => new Date(iso);

describe('tier expiry month arithmetic', () => {
  it('ends a monthly tier bought on Jan 31 on the last day of February, not in March', () => {
    expect(expiryAfter(at('2026-01-31T10:00:00.000Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(expiryAfter(at('2028-01-31T10:00:00.000Z'), 'month').toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('keeps the day of month when the next month has it', () => {
    expect(expiryAfter(at('2026-03-15T08:30:00.000Z'), 'month').toISOString()).toBe('2026-04-15T08:30:00.000Z');
    expect(expiryAfter(at('2026-12-31T23:59:59.000Z'), 'month').toISOString()).toBe('2027-01-31T23:59:59.000Z');
  });

  it('ends a yearly tier bought on Feb 29 on Feb 28 of the next year', () => {
    expect(expiryAfter(at('2028-02-29T00:00:00.000Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('never lands more than one calendar month ahead for any day of the year', () => {
    for (let day = 0; day < 366; day += 1) {
      const start = new Date(Date.UTC(2028, 0, 1 + day, 12));
      const end = addUtcMonths(start, 1);
      expect((end.getUTCFullYear() * 12 + end.getUTCMonth()) - (start.getUTCFullYear() * 12 + start.getUTCMonth())).toBe(1);
    }
  });
});
