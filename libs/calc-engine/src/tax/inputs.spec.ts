import { DEFAULT_INPUT, normalizeInput } from '../input.js';
import { parseQueryPrefill, prefillQueryString } from '../prefill.js';
import { calculatePaycheck, paycheckOf } from './index.js';

describe('normalizeInput: W-4 mode inputs', () => {
  it('fills the defaults', () => {
    expect(normalizeInput({})).toMatchObject({
      taxMode: 'flat',
      taxYear: 2026,
      filingStatus: 'single',
      state: '',
      payFrequency: 'weekly',
      w4: { formYear: 2020, multipleJobs: false, dependentsCredit: 0, otherIncome: 0, deductions: 0 },
      ytdWages: 0,
      unionVacationFundPerHour: 0,
      unionWorkDuesPerHour: 0,
      stateAllowances: 0,
      overtimeQualifies: true,
      applyOvertimeToW4: false,
    });
  });

  it('keeps valid choices and turns junk into the defaults', () => {
    const good = normalizeInput({
      taxMode: 'w4',
      taxYear: '2026',
      filingStatus: 'head_of_household',
      state: 'ny',
      payFrequency: 'semimonthly',
    });
    expect(good).toMatchObject({
      taxMode: 'w4',
      taxYear: 2026,
      filingStatus: 'head_of_household',
      state: 'NY',
      payFrequency: 'semimonthly',
    });
    const junk = normalizeInput({
      taxMode: 'W4',
      taxYear: 1999,
      filingStatus: 'married',
      state: 'ZZ',
      payFrequency: 7,
    });
    expect(junk).toMatchObject({
      taxMode: 'flat',
      taxYear: 2026,
      filingStatus: 'single',
      state: '',
      payFrequency: 'weekly',
    });
  });

  it('cleans the W-4 like any input: the old form by formYear 2019, whole allowances', () => {
    expect(normalizeInput({ w4: { formYear: '2019', allowances: '2.7', deductions: 5 } }).w4).toEqual({
      formYear: 2019,
      allowances: 2,
    });
    expect(
      normalizeInput({ w4: { multipleJobs: 'true', dependentsCredit: '2200', otherIncome: -5, deductions: 'abc' } }).w4,
    ).toEqual({ formYear: 2020, multipleJobs: true, dependentsCredit: 2200, otherIncome: 0, deductions: 0 });
    expect(normalizeInput({ w4: 'junk' }).w4).toEqual(DEFAULT_INPUT.w4);
  });

  it('takes W-4 Step 4(c) from w4.extraWithholding only when extraWithholding itself is absent', () => {
    expect(normalizeInput({ w4: { extraWithholding: 15 } }).extraWithholding).toBe(15);
    expect(normalizeInput({ extraWithholding: 5, w4: { extraWithholding: 15 } }).extraWithholding).toBe(5);
    expect(normalizeInput({ w4: { extraWithholding: 15 } }).w4).not.toHaveProperty('extraWithholding');
  });

  it('is idempotent with the new inputs', () => {
    const once = normalizeInput({
      taxMode: 'w4',
      state: 'ca',
      stateAllowances: 2.5,
      overtimeQualifies: 'false',
      w4: { formYear: 2019, allowances: 3 },
    });
    expect(once.stateAllowances).toBe(2);
    expect(once.overtimeQualifies).toBe(false);
    expect(normalizeInput(once)).toEqual(once);
  });

  it('paycheckOf a clean input is calculatePaycheck of the draft, in both modes', () => {
    const drafts = [
      {},
      {
        hourlyRate: '31.5',
        overtimeHours: 6,
        combinedTaxRate: 18,
        expenses: { fuel: { amount: 9, frequency: 'daily' } },
      },
      {
        taxMode: 'w4',
        state: 'CA',
        filingStatus: 'married_jointly',
        payFrequency: 'biweekly',
        w4: { formYear: 2019, allowances: 2 },
      },
      { taxMode: 'w4', hourlyRate: 48, ytdWages: 120000, w4: { multipleJobs: 'true', extraWithholding: 25 } },
    ] as const;
    for (const draft of drafts) expect(paycheckOf(normalizeInput(draft))).toEqual(calculatePaycheck(draft));
  });
});

describe('prefill links carry the W-4 mode inputs', () => {
  it('reads choices, numbers, flags and the flat w4… parameters', () => {
    const params = new URLSearchParams(
      'taxMode=w4&filingStatus=married_jointly&state=tx&payFrequency=biweekly&ytdWages=12000.5' +
        '&unionVacationFundPerHour=8.39&unionWorkDuesPerHour=0.05&overtimeQualifies=false&applyOvertimeToW4=true' +
        '&w4MultipleJobs=true&w4DependentsCredit=4400&w4Deductions=12500',
    );
    expect(parseQueryPrefill(params)).toEqual({
      input: {
        taxMode: 'w4',
        filingStatus: 'married_jointly',
        state: 'TX',
        payFrequency: 'biweekly',
        ytdWages: 12000.5,
        unionVacationFundPerHour: 8.39,
        unionWorkDuesPerHour: 0.05,
        overtimeQualifies: false,
        applyOvertimeToW4: true,
        w4: { formYear: 2020, multipleJobs: true, dependentsCredit: 4400, otherIncome: 0, deductions: 12500 },
      },
      present: true,
    });
  });

  it('reads the old form and cleans junk choices to their defaults', () => {
    expect(parseQueryPrefill({ w4FormYear: '2019', w4Allowances: '3', taxMode: 'nonsense' })).toEqual({
      input: { taxMode: 'flat', w4: { formYear: 2019, allowances: 3 } },
      present: true,
    });
  });

  it('round-trips: the link built from an input prefills the same input', () => {
    const input = normalizeInput({
      taxMode: 'w4',
      hourlyRate: 57.05,
      overtimeHours: 8,
      isUnion: true,
      filingStatus: 'head_of_household',
      state: 'NJ',
      payFrequency: 'monthly',
      ytdWages: 40000,
      stateAllowances: 2,
      overtimeQualifies: false,
      w4: { multipleJobs: true, dependentsCredit: 2200, otherIncome: 1000, deductions: 3000 },
      extraWithholding: 12.5,
    });
    const { input: prefilled } = parseQueryPrefill(new URLSearchParams(prefillQueryString(input)));
    expect({ ...normalizeInput(), ...prefilled, expenses: input.expenses }).toEqual(input);

    const old = normalizeInput({ taxMode: 'w4', w4: { formYear: 2019, allowances: 4 } });
    const back = parseQueryPrefill(new URLSearchParams(prefillQueryString(old))).input;
    expect({ ...normalizeInput(), ...back }).toEqual(old);
  });

  it('builds an empty link for the blank calculator', () => {
    expect(prefillQueryString(normalizeInput())).toBe('');
  });
});

describe('W-4 mode: pay date, state certificate and localities', () => {
  it('keeps a real ISO date and drops anything else', () => {
    expect(normalizeInput({ payDate: '2026-06-01' }).payDate).toBe('2026-06-01');
    for (const junk of ['2026-02-30', '06/01/2026', 20260601, '', null, 'soon'])
      expect(normalizeInput({ payDate: junk }).payDate).toBe('');
  });

  it('cleans the certificate: known fields only, whole counts, letters upper-cased, A-4 percents from the form', () => {
    expect(
      normalizeInput({
        stateCertificate: {
          allowances: '2.7',
          njRateTable: 'c',
          gaMaritalStatus: 'Z',
          azElectedPercent: '3.5',
          exempt: 'false',
          maBlind: 5,
          extraWithholding: -4,
          shoeSize: 11,
        },
      }).stateCertificate,
    ).toEqual({
      allowances: 2,
      njRateTable: 'C',
      azElectedPercent: 3.5,
      exempt: false,
      maBlind: 2,
      extraWithholding: 0,
    });
    expect(normalizeInput({ stateCertificate: { azElectedPercent: 2.2 } }).stateCertificate).toEqual({});
    // A letter that is no CT-W4 code is dropped, and the filing status decides.
    expect(normalizeInput({ stateCertificate: { ctWithholdingCode: 'a' } }).stateCertificate).toEqual({
      ctWithholdingCode: 'A',
    });
    expect(normalizeInput({ stateCertificate: { ctWithholdingCode: 'G' } }).stateCertificate).toEqual({});
    expect(
      normalizeInput({ stateCertificate: { ctNoCertificate: 'true', ctInStatePercent: '140' } }).stateCertificate,
    ).toEqual({ ctNoCertificate: true, ctInStatePercent: 100 });
    // Pennsylvania's Residency Certification Form rates: percents held to 10; junk reads as 0.
    expect(
      normalizeInput({ stateCertificate: { paResidentEitPercent: '1.7', paNonresidentEitPercent: 25 } })
        .stateCertificate,
    ).toEqual({ paResidentEitPercent: 1.7, paNonresidentEitPercent: 10 });
    expect(normalizeInput({ stateCertificate: { paResidentEitPercent: 'abc' } }).stateCertificate).toEqual({
      paResidentEitPercent: 0,
    });
    expect(normalizeInput().stateCertificate).toEqual({});
  });

  it('reads locality codes upper-cased, and none for junk or an explicit NONE', () => {
    expect(normalizeInput({ homeLocality: ' ny-new_york_city ' }).homeLocality).toBe('NY-NEW_YORK_CITY');
    for (const junk of ['NY-NONE', 'New York', 'NYC', 42])
      expect(normalizeInput({ workLocality: junk }).workLocality).toBe('');
  });

  it('carries pay date and localities through a prefill link', () => {
    const input = normalizeInput({
      taxMode: 'w4',
      state: 'NY',
      payDate: '2026-07-10',
      homeLocality: 'NY-NEW_YORK_CITY',
    });
    const { input: prefilled } = parseQueryPrefill(new URLSearchParams(prefillQueryString(input)));
    expect(prefilled).toMatchObject({ payDate: '2026-07-10', homeLocality: 'NY-NEW_YORK_CITY' });
  });
});
