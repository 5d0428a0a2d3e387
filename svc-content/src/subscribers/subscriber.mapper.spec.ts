import type { Subscriber as SubscriberDto } from '@takehome/contracts';
import Papa from 'papaparse';
import { toSubscribersCsv } from './subscriber.mapper.js';

const subscriber = (email: string, firstName: string | null): SubscriberDto => ({
  id: email,
  email,
  firstName,
  source: 'blog',
  isActive: true,
  createdAt: '2030-11-21T09:00:00.000Z',
  unsubscribeUrl: `https://takehome.test/api/email/unsubscribe?token=${email.length}`,
});

describe('toSubscribersCsv', () => {
  it('writes CRLF rows that a CSV parser reads back field for field: commas, quotes and line breaks kept', () => {
    const names = ['Lee, Sam', 'Sam "the welder"', 'two\nlines', 'cr\ronly', 'crlf\r\nname'];
    const csv = toSubscribersCsv(names.map((name, i) => subscriber(`s${i}@example.com`, name)));

    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(0, -2), { header: true, newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(['email', 'firstName', 'source', 'status', 'subscribedAt', 'unsubscribeUrl']);
    expect(parsed.data.map((row) => row.firstName)).toEqual(names);
    expect(parsed.data[0]).toEqual({
      email: 's0@example.com',
      firstName: 'Lee, Sam',
      source: 'blog',
      status: 'active',
      subscribedAt: '2030-11-21T09:00:00.000Z',
      unsubscribeUrl: 'https://takehome.test/api/email/unsubscribe?token=14',
    });
  });

  it('never lets a spreadsheet read a cell as a formula', () => {
    const formulas = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tTab'];
    const csv = toSubscribersCsv(formulas.map((name, i) => subscriber(`f${i}@example.com`, name)));
    const { data } = Papa.parse<Record<string, string>>(csv.slice(0, -2), { header: true, newline: '\r\n' });
    expect(data.map((row) => row.firstName)).toEqual(formulas.map((name) => `'${name}`));
    expect(toSubscribersCsv([subscriber('n@example.com', null)])).toContain('\r\nn@example.com,,blog,active,');
  });
});
