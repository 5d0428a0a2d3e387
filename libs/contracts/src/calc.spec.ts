import { calculationInputsSchema, listCalculationsQuerySchema, timeZoneQuerySchema } from './calc.js';

describe('calculationInputsSchema', () => {
  it('takes numbers, numeric text, empty fields, flags as booleans or text, and expenses by key', () => {
    const inputs = {
      hourlyRate: '32.50',
      regularHours: 40,
      overtimeHours: '',
      perDiem: null,
      daysWorked: '-3',
      isUnion: 'true',
      noTaxOnOvertime: false,
      expenses: { rentMortgage: { amount: '1200', frequency: 'monthly' }, misc: {} },
    };
    expect(calculationInputsSchema.parse(inputs)).toEqual(inputs);
  });

  it('takes the W-4 mode pay date, state certificate fields and localities', () => {
    const inputs = {
      taxMode: 'w4',
      state: 'NJ',
      payDate: '2026-07-15',
      stateCertificate: { njRateTable: 'C', allowances: '2', extraWithholding: 10, exempt: 'false' },
      homeLocality: 'NY-NEW_YORK_CITY',
      workLocality: '',
      supplementalPay: '2500',
      supplementalMethod: 'aggregate',
      retirementPlan: '403b',
      retirementRoth: 'true',
      hsa: 25,
      dependentCareFsa: '',
      commuterBenefits: 10,
    };
    expect(calculationInputsSchema.parse(inputs)).toEqual(inputs);
  });

  it.each([
    [{ payDate: '2026-13-01' }, 'payDate'],
    [{ payDate: 'July 4' }, 'payDate'],
    [{ stateCertificate: { njRateTable: 'F' } }, 'njRateTable'],
    [{ stateCertificate: { ctWithholdingCode: 'G' } }, 'ctWithholdingCode'],
    [{ stateCertificate: { favouriteColour: 'red' } }, 'favouriteColour'],
    [{ homeLocality: 'New York City' }, 'homeLocality'],
    [{ retirementPlan: '401a' }, 'retirementPlan'],
    [{ supplementalMethod: 'percentage' }, 'supplementalMethod'],
    [{ hourlyRate: 'twenty' }, 'hourlyRate'],
    [{ hourlyRate: '1,000' }, 'hourlyRate'],
    [{ isUnion: 'yes' }, 'isUnion'],
    [{ bonus: 5 }, 'bonus'],
    [{ expenses: { fuel: { amount: 5, frequency: 'yearly' } } }, 'expenses.fuel.frequency'],
    [{ expenses: { boat: { amount: 5 } } }, 'boat'],
  ])('refuses %j', (inputs, field) => {
    const result = calculationInputsSchema.safeParse(inputs);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(field.split('.').at(-1));
  });
});

describe('timeZoneQuerySchema', () => {
  it('defaults to UTC and takes IANA names', () => {
    expect(timeZoneQuerySchema.parse({})).toEqual({ tz: 'UTC' });
    expect(timeZoneQuerySchema.parse({ tz: 'America/Argentina/Buenos_Aires' }).tz).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(timeZoneQuerySchema.parse({ tz: 'Etc/GMT+5' }).tz).toBe('Etc/GMT+5');
  });

  it.each(['Mars/Olympus', '+05:00', 'UTC; DROP TABLE', ''])('refuses %j', (tz) => {
    expect(timeZoneQuerySchema.safeParse({ tz }).success).toBe(false);
  });
});

describe('listCalculationsQuerySchema', () => {
  it('pages from 1 by 20, reads dates as UTC midnight and takes this month in UTC unless told', () => {
    expect(listCalculationsQuerySchema.parse({ from: '2025-11-01', to: '2025-11-30T23:00:00-05:00' })).toEqual({
      page: 1,
      pageSize: 20,
      from: new Date('2025-11-01T00:00:00Z'),
      to: new Date('2025-12-01T04:00:00Z'),
      tz: 'UTC',
    });
  });
});
