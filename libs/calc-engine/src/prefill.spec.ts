import { calculatePaycheck } from './tax/index.js';
import { normalizeInput } from './input.js';
import { parseQueryPrefill, prefillQueryString } from './prefill.js';
import { shareQueryString } from './share.js';

describe('parseQueryPrefill', () => {
  it('reads numbers and flags from URLSearchParams', () => {
    const params = new URLSearchParams(
      'hourlyRate=32.5&overtimeHours=8&daysWorked=9&isUnion=true&retirement401kIsPercent=false&utm_source=x',
    );
    expect(parseQueryPrefill(params)).toEqual({
      input: {
        hourlyRate: 32.5,
        overtimeHours: 8,
        daysWorked: 7,
        isUnion: true,
        retirement401kIsPercent: false,
      },
      present: true,
    });
  });

  it('reads a plain record the same way', () => {
    expect(parseQueryPrefill({ unionDues: '45', unionDuesIsPercent: 'TRUE' })).toEqual({
      input: { unionDues: 45, unionDuesIsPercent: false }, // only the exact text 'true' sets a flag
      present: true,
    });
  });

  it('cleans junk numbers to 0 and still counts them as present', () => {
    expect(parseQueryPrefill(new URLSearchParams('hourlyRate=abc&regularHours='))).toEqual({
      input: { hourlyRate: 0, regularHours: 0 },
      present: true,
    });
  });

  it('reports nothing present without calculator parameters', () => {
    expect(parseQueryPrefill(new URLSearchParams('category=Tax+Tips'))).toEqual({
      input: {},
      present: false,
    });
    expect(parseQueryPrefill({})).toEqual({ input: {}, present: false });
  });
});

describe('shareQueryString', () => {
  it('carries every input, expenses and the state certificate too, so the link opens the same calculation', () => {
    const input = normalizeInput({
      hourlyRate: 48.25,
      overtimeHours: 6,
      isUnion: true,
      healthWelfare: 12.1,
      pension: 9,
      annuity: 4,
      unionDues: 3,
      taxMode: 'w4',
      filingStatus: 'married_jointly',
      state: 'NJ',
      payFrequency: 'biweekly',
      homeLocality: '',
      w4: { formYear: 2020, dependentsCredit: 2000 },
      stateCertificate: { njRateTable: 'B' },
      expenses: {
        rentMortgage: { amount: 1850, frequency: 'monthly' },
        fuel: { amount: 12, frequency: 'daily' },
        misc: { amount: 40 },
      },
    });
    const query = shareQueryString(input);
    expect(query).toContain('rentMortgage=1850&rentMortgageFrequency=monthly');
    expect(query).not.toContain('miscFrequency');
    const { input: back, present } = parseQueryPrefill(new URLSearchParams(query));
    expect(present).toBe(true);
    expect(normalizeInput({ ...back })).toEqual(input);
    expect(calculatePaycheck(back).netPay).toBe(calculatePaycheck(input).netPay);
  });

  it('is the plain prefill for a calculation without expenses, and ignores a broken certificate', () => {
    const input = normalizeInput({ hourlyRate: 30, combinedTaxRate: 20 });
    expect(shareQueryString(input)).toBe(prefillQueryString(input));
    expect(parseQueryPrefill(new URLSearchParams('stateCertificate=%7Bnot-json')).input).toEqual({
      stateCertificate: {},
    });
  });
});
