import { dueOccurrence, isValidCronPattern, nextRunOf, scheduleNameOf } from './cron-pattern.js';

describe('cron patterns', () => {
  it('accepts five or six fields and refuses the rest', () => {
    expect(isValidCronPattern('0 9 * * 1,4')).toBe(true);
    expect(isValidCronPattern('30 0 9 * * *')).toBe(true);
    expect(isValidCronPattern('61 9 * * *')).toBe(false);
    expect(isValidCronPattern('0 9 * *')).toBe(false);
    expect(isValidCronPattern('@daily')).toBe(false);
  });

  it('names the schedules of docs/product/schedules.md', () => {
    expect(scheduleNameOf('0 9 * * 1,4')).toBe('TWICE_WEEKLY');
    expect(scheduleNameOf('5 9 * * 1')).toBeNull();
  });

  it('computes the next run in the scheduler time zone', () => {
    const next = nextRunOf('0 9 * * *', 'America/Chicago');
    expect(next.getUTCMinutes()).toBe(0);
    expect([14, 15]).toContain(next.getUTCHours());
  });

  it('finds the occurrence a tick fires for, the same on every replica', () => {
    const due = new Date('2026-01-05T09:00:00.000Z'); // a Monday
    expect(dueOccurrence('0 9 * * 1,4', 'UTC', new Date(due.getTime() + 3))).toEqual(due);
    expect(dueOccurrence('0 9 * * 1,4', 'UTC', new Date(due.getTime() + 900))).toEqual(due);
    expect(dueOccurrence('0 9 * * 1,4', 'UTC', new Date(due.getTime() - 1))).toBeUndefined();
    expect(dueOccurrence('* * * * * *', 'UTC', new Date(due.getTime() + 1500))).toEqual(new Date(due.getTime() + 1000));
  });
});
