/**
 * Local income taxes against the localities' own publications: worked examples where they print
 * them (NYC, Yonkers, Detroit, Indiana, PA DCED), otherwise their rates worked by hand.
 */
import { localities, localWithholding, type LocalWithholdingRequest } from './local-withholding.js';
import { PAY_FREQUENCIES, type FilingStatus, type PayFrequency } from './types.js';
import { pick, seededRandom } from '../testing/seeded-random.js';

const local = (
  home: string | string[],
  work: string | string[],
  payFrequency: PayFrequency,
  wages: number,
  filingStatus: FilingStatus = 'single',
  allowances = 0,
  extra: Partial<LocalWithholdingRequest> = {},
) => localWithholding({ taxYear: 2026, payFrequency, wages, filingStatus, allowances, home, work, ...extra });
const amount = (...args: Parameters<typeof local>) => local(...args).total;

describe('New York City: NYS-50-T-NYC (1/26) exact calculation examples', () => {
  it.each([
    ['Single Example 1: weekly $400, 3 allowances → $6.11', 'weekly', 400, 'single', 3, 6.11],
    ['Single Example 2: semimonthly $5,000, 1 allowance → $188.80', 'semimonthly', 5000, 'single', 1, 188.8],
    ['Single Example 3: monthly $50,000, 3 allowances → $2,070.50', 'monthly', 50_000, 'single', 3, 2070.5],
    ['Single Example 4: daily $750, 2 allowances → $29.51', 'daily', 750, 'single', 2, 29.51],
    ['Married Example 1: weekly $400, 4 allowances → $5.17', 'weekly', 400, 'married_jointly', 4, 5.17],
    [
      'Married Example 2: semimonthly $5,000, 3 allowances → $184.37',
      'semimonthly',
      5000,
      'married_jointly',
      3,
      184.37,
    ],
    ['Married Example 3: monthly $50,000, 3 allowances → $2,068.73', 'monthly', 50_000, 'married_jointly', 3, 2068.73],
    ['Married Example 4: daily $750, 2 allowances → $29.43', 'daily', 750, 'married_jointly', 2, 29.43],
  ] as const)('%s', (_name, frequency, wages, status, allowances, expected) => {
    expect(amount('NY-NEW_YORK_CITY', '', frequency, wages, status, allowances)).toBe(expected);
  });
  it('taxes residents only: a commuter from New Jersey owes New York City nothing', () => {
    expect(local('', 'NY-NEW_YORK_CITY', 'weekly', 2000)).toEqual({ total: 0, lines: [] });
  });
  it('the carpenter on the 2024-25 sheet ($57.05 × 40 + vacation $8.39 × 40 = $2,617.60 a week): about $100 a week', () => {
    const nyc = amount('NY-NEW_YORK_CITY', 'NY-NEW_YORK_CITY', 'weekly', 2617.6);
    expect(nyc).toBe(101.12); // 2,617.60 − 96.15 = 2,521.45 → 43.00 + 4.25% × 1,367.45
  });
});

describe('Yonkers: NYS-50-T-Y (1/26)', () => {
  it('residents: 16.75% of the New York State withholding (Single Examples 1 and 4, Married Examples 1, 3 and 4)', () => {
    expect(amount('NY-YONKERS', '', 'weekly', 400, 'single', 3)).toBe(1.34);
    expect(amount('NY-YONKERS', '', 'daily', 750, 'single', 2)).toBe(7.39);
    expect(amount('NY-YONKERS', '', 'weekly', 400, 'married_jointly', 4)).toBe(1.12);
    expect(amount('NY-YONKERS', '', 'monthly', 50_000, 'married_jointly', 3)).toBe(606.7);
    expect(amount('NY-YONKERS', '', 'daily', 750, 'married_jointly', 2)).toBe(7.47);
  });
  it('Single Example 3 (monthly $50,000, 3 exemptions): 16.75% × $3,576.63 = 599.0855, which rounds to $599.09; the example, as transcribed, truncates to $599.08', () => {
    expect(amount('NY-YONKERS', '', 'monthly', 50_000, 'single', 3)).toBe(599.09);
  });
  it('nonresidents working in Yonkers, Method VII Examples 1–3: $0, $0.81, $1.38', () => {
    expect(amount('', 'NY-YONKERS', 'weekly', 75)).toBe(0);
    expect(amount('', 'NY-YONKERS', 'weekly', 200)).toBe(0.81);
    expect(amount('', 'NY-YONKERS', 'semimonthly', 400)).toBe(1.38);
  });
});

describe('Pennsylvania', () => {
  it("Philadelphia's wage tax changes with the pay date on 1 July: biweekly $2,000", () => {
    const at = (home: string, work: string, payDate: string) =>
      amount(home, work, 'biweekly', 2000, 'single', 0, { payDate });
    expect(at('PA-PHILADELPHIA', 'PA-PHILADELPHIA', '2026-06-30')).toBe(74.8); // 3.74%
    expect(at('PA-PHILADELPHIA', 'PA-PHILADELPHIA', '2026-07-01')).toBe(74.7); // 3.735%
    expect(at('PA-OTHER', 'PA-PHILADELPHIA', '2026-06-30')).toBe(68.6); // 3.43%, no other earned income tax
    expect(at('PA-OTHER', 'PA-PHILADELPHIA', '2026-07-01')).toBe(68.5); // 3.425%
  });
  it('Act 32, DCED worked case: a Bethlehem resident (1.000%) working in Allentown (1.280%) → 1.280%, plus the LST', () => {
    const result = local('PA-BETHLEHEM', 'PA-ALLENTOWN', 'biweekly', 2000);
    expect(result.lines.map((l) => [l.name, l.amount])).toEqual([
      ['Allentown earned income tax (Act 32)', 25.6],
      ['Allentown local services tax', 2],
    ]);
  });
  it('the local services tax is prorated and rounded down (DCED: $52 → $1 weekly, $4.33 monthly; Scranton $156)', () => {
    const lst = (work: string, frequency: PayFrequency, wages: number) =>
      local('', work, frequency, wages).lines.find((l) => l.name.endsWith('local services tax'))?.amount;
    expect(lst('PA-OTHER', 'weekly', 1000)).toBe(1);
    expect(lst('PA-OTHER', 'monthly', 4000)).toBe(4.33);
    expect(lst('PA-SCRANTON', 'biweekly', 2000)).toBe(6);
    expect(lst('PA-OTHER', 'weekly', 200)).toBeUndefined(); // $10,400 a year: under $12,000
    // An LST above $52 exempts those earning under $15,600 (Act 47 as amended by Act 199 of 2014): $14,560 a year
    expect(lst('PA-OTHER', 'weekly', 280)).toBe(1);
    expect(lst('PA-SCRANTON', 'weekly', 280)).toBeUndefined();
    expect(lst('PA-SCRANTON', 'weekly', 300)).toBe(3); // $15,600 a year is not under it
  });
  it("Pittsburgh's LST instructions: $52 a year is $1 a week, $2 biweekly; its nonresidents' 1% against a resident's 3%", () => {
    const lines = (home: string, frequency: PayFrequency, wages: number) =>
      local(home, 'PA-PITTSBURGH', frequency, wages).lines.map((l) => [l.name, l.amount]);
    expect(lines('PA-OTHER', 'weekly', 1000)).toEqual([
      ['Elsewhere in Pennsylvania earned income tax (Act 32)', 10], // 1% either way: the home's
      ['Pittsburgh local services tax', 1],
    ]);
    expect(lines('PA-PITTSBURGH', 'biweekly', 2000)).toEqual([
      ['Pittsburgh earned income tax (Act 32)', 60],
      ['Pittsburgh local services tax', 2],
    ]);
  });
  it('Act 32: a Reading resident (3.6%) working in Scranton (1.0% nonresident) pays the higher, 3.6%, and Scranton’s LST', () => {
    const result = local('PA-READING', 'PA-SCRANTON', 'weekly', 1000);
    expect(result.lines.map((l) => l.amount)).toEqual([36, 3]);
    // A Scranton resident working in Reading: Scranton's own 3.4% is the higher rate.
    expect(local('PA-SCRANTON', 'PA-READING', 'weekly', 1000).lines[0]?.amount).toBe(34);
  });
  it('the Residency Certification Form: the rates the employee states replace the list’s, and the higher one is withheld', () => {
    const stated = (certificate: Record<string, number>, home = 'PA-OTHER', work = 'PA-OTHER') =>
      local(home, work, 'biweekly', 2000, 'single', 0, { certificate }).lines.map((l) => [
        l.jurisdiction,
        l.amount,
        l.verified,
      ]);
    // A home at 1.7% (a 1.2% municipality and a 0.5% school district): 2,000 × 1.7% = 34.00, and the LST's $52 / 26 = 2.00.
    expect(stated({ paResidentEitPercent: 1.7 })).toEqual([
      ['PA-OTHER', 34, true],
      ['PA-OTHER', 2, true],
    ]);
    // Working in Pittsburgh (1% non-resident): the home's 1.7% is higher.
    expect(stated({ paResidentEitPercent: 1.7 }, 'PA-OTHER', 'PA-PITTSBURGH')[0]).toEqual(['PA-OTHER', 34, true]);
    // A stated work-place rate above the home's wins: 2,000 × 2% = 40.00.
    expect(stated({ paResidentEitPercent: 1.7, paNonresidentEitPercent: 2 })[0]).toEqual(['PA-OTHER', 40, true]);
    // Without stated rates the list's typical 1% applies, marked unverified.
    expect(stated({})[0]).toEqual(['PA-OTHER', 20, false]);
    // Philadelphia's wage tax is not an Act 32 tax: the stated rates do not touch it.
    expect(
      amount('PA-PHILADELPHIA', 'PA-PHILADELPHIA', 'biweekly', 2000, 'single', 0, {
        payDate: '2026-03-01',
        certificate: { paResidentEitPercent: 1.7 },
      }),
    ).toBe(74.8);
  });
  // DCED's 2026 register, by PSD: weekly $1,000 for a resident who works there (the higher of the
  // resident total and the non-resident rate) and for a worker from elsewhere in Pennsylvania (1%
  // at home), each with the work place's local services tax ($52 → $1.00 a week, $156 → $3.00).
  it.each([
    // [locality, resident total %, non-resident %, LST, resident's week, commuter's week]
    ['PA-ABINGTON', 1, 1, 52, 11, 11],
    ['PA-ALLENTOWN', 1.975, 1.28, 52, 20.75, 13.8],
    ['PA-ALTOONA', 1.7, 1.4, 52, 18, 15],
    ['PA-BENSALEM', 1, 1, 52, 11, 11],
    ['PA-BETHLEHEM', 1, 1, 52, 11, 11],
    ['PA-CHELTENHAM', 1.5, 1, 52, 16, 11],
    ['PA-CHESTER', 3.75, 2, 52, 38.5, 21],
    ['PA-EASTON', 1.95, 1, 52, 20.5, 11],
    ['PA-ERIE', 1.65, 1.65, 52, 17.5, 17.5],
    ['PA-HARRISBURG', 2, 1, 156, 23, 13],
    ['PA-HAVERFORD', 0, 0, 52, 1, 11],
    ['PA-HAZLETON', 2.125, 1.5, 52, 22.25, 16],
    ['PA-HEMPFIELD_WESTMORELAND', 1, 0.5, 52, 11, 11],
    ['PA-JOHNSTOWN', 1.5, 1, 52, 16, 11],
    ['PA-LANCASTER', 1.6, 1, 52, 17, 11],
    ['PA-LEBANON', 1.9, null, 52, 20, 11],
    ['PA-LOWER_MERION', 0, 0, 52, 1, 11],
    ['PA-LOWER_PAXTON', 2, 1, 52, 21, 11],
    ['PA-MCKEESPORT', 1.7, 1, 52, 18, 11],
    ['PA-MILLCREEK_ERIE', 1, 1, 52, 11, 11],
    ['PA-NEW_CASTLE', 2.075, 1.271, 52, 21.75, 13.71],
    ['PA-NORRISTOWN', 2.1, 1, 52, 22, 11],
    ['PA-STATE_COLLEGE', 2.25, 1, 52, 23.5, 11],
    ['PA-UPPER_DARBY', 1, 1, 52, 11, 11],
    ['PA-WILKES_BARRE', 3, 1, 52, 31, 11],
    ['PA-WILLIAMSPORT', 2, 0.5, 52, 21, 11],
    ['PA-YORK', 1.25, 1.25, 52, 13.5, 13.5],
  ])(
    '%s (%s%% / %s%%, LST $%s): weekly $1,000 → resident $%s, commuter $%s',
    (code, _r, _n, _lst, resident, commuter) => {
      expect(amount(code, code, 'weekly', 1000)).toBe(resident);
      expect(amount('PA-OTHER', code, 'weekly', 1000)).toBe(commuter);
    },
  );
  it('Harrisburg spares those earning under $24,500 from its $156 LST; Scranton only those under $15,600', () => {
    // $20,000 a year: weekly 384.62 × 52 = 20,000.24
    expect(local('', 'PA-HARRISBURG', 'weekly', 384.62).lines.map((l) => l.name)).toEqual([
      'Harrisburg earned income tax (Act 32)',
    ]);
    expect(local('', 'PA-SCRANTON', 'weekly', 384.62).lines.map((l) => [l.name, l.amount])).toEqual([
      ['Scranton earned income tax (Act 32)', 3.85],
      ['Scranton local services tax', 3],
    ]);
    expect(amount('', 'PA-HARRISBURG', 'weekly', 471.16)).toBe(7.71); // 24,500.32 a year: 4.71 + the LST's 3.00
  });
});

describe("Michigan cities: Form 5469 (Detroit) and the cities' own guides", () => {
  it('Detroit example: weekly $200, resident, 3 exemptions: (200 − 34.62) × 2.4% = $3.97; nonresident 1.2% → $1.98', () => {
    expect(amount('MI-DETROIT', 'MI-DETROIT', 'weekly', 200, 'single', 2)).toBe(3.97);
    expect(amount('', 'MI-DETROIT', 'weekly', 200, 'single', 2)).toBe(1.98);
  });
  it('a Detroit resident working in Grand Rapids: Grand Rapids nonresident, and Detroit at 2.4% − 0.75% when the employer withholds both', () => {
    const both = local('MI-DETROIT', 'MI-GRAND_RAPIDS', 'weekly', 1000, 'single', 0, { withholdHomeCity: true });
    expect(both.lines.map((l) => [l.jurisdiction, l.amount])).toEqual([
      ['MI-DETROIT', 16.31], // (1,000 − 11.54) × 1.65%
      ['MI-GRAND_RAPIDS', 7.41], // (1,000 − 11.54) × 0.75%
    ]);
  });
  it('Big Rapids 2022 instructions: weekly $500, 2 exemptions ($11.54 each): resident $4.77, nonresident $2.38', () => {
    expect(amount('MI-BIG_RAPIDS', 'MI-BIG_RAPIDS', 'weekly', 500, 'single', 1)).toBe(4.77);
    expect(amount('', 'MI-BIG_RAPIDS', 'weekly', 500, 'single', 1)).toBe(2.38);
  });
  it('Flint 2018 instructions: a resident working in another taxing city, Grand Rapids too, is withheld 0.5% for Flint', () => {
    const both = local('MI-FLINT', 'MI-GRAND_RAPIDS', 'weekly', 1000, 'single', 0, { withholdHomeCity: true });
    expect(both.lines.map((l) => [l.jurisdiction, l.amount])).toEqual([
      ['MI-FLINT', 4.94], // (1,000 − 11.54) × 0.5%: the credit stops at Flint's own nonresident rate
      ['MI-GRAND_RAPIDS', 7.41],
    ]);
  });
  it("Benton Harbor's 2020 employer instructions: a resident working in Grand Rapids, less the lesser of Grand Rapids' tax and half Benton Harbor's", () => {
    const both = local('MI-BENTON_HARBOR', 'MI-GRAND_RAPIDS', 'weekly', 1000, 'single', 0, { withholdHomeCity: true });
    expect(both.lines.map((l) => [l.jurisdiction, l.amount])).toEqual([
      ['MI-BENTON_HARBOR', 4.93], // (1,000 − 14.42) × 1% = 9.86, less the lesser of 7.39 and 4.93
      ['MI-GRAND_RAPIDS', 7.41], // (1,000 − 11.54) × 0.75%
    ]);
    // Working in Grayling, whose $3,000 exemptions leave a smaller tax than half of Benton Harbor's: that tax is credited.
    const grayling = local('MI-BENTON_HARBOR', 'MI-GRAYLING', 'weekly', 1000, 'single', 0, { withholdHomeCity: true });
    expect(grayling.lines.map((l) => [l.jurisdiction, l.amount])).toEqual([
      ['MI-BENTON_HARBOR', 5.15], // 9.86 − the lesser of 4.71 and 4.93
      ['MI-GRAYLING', 4.71], // (1,000 − 57.69) × 0.5% = 4.7115
    ]);
  });
  it("each city's own exemption: Battle Creek and Saginaw $750, Ionia $700, Grayling $3,000", () => {
    expect(amount('MI-BATTLE_CREEK', '', 'weekly', 1000)).toBe(9.86); // (1,000 − 14.42) × 1%
    expect(amount('MI-SAGINAW', '', 'weekly', 1000)).toBe(14.78); // (1,000 − 14.42) × 1.5%
    expect(amount('MI-IONIA', '', 'weekly', 1000)).toBe(9.87); // (1,000 − 13.46) × 1%
    expect(amount('MI-GRAYLING', '', 'weekly', 1000)).toBe(9.42); // (1,000 − 57.69) × 1%
  });
  it("Grayling's guide, example 1: weekly $550, resident, 3 exemptions: (550 − 173.07) × 1% = 3.7693, the cent's fraction dropped → $3.76", () => {
    expect(amount('MI-GRAYLING', '', 'weekly', 550, 'single', 2)).toBe(3.76);
    // Rounded, as the other cities do, it would be $3.77: Detroit's 3 exemptions on $550 → (550 − 34.62) × 2.4% = 12.3691 → $12.37.
    expect(amount('MI-DETROIT', '', 'weekly', 550, 'single', 2)).toBe(12.37);
    expect(amount('', 'MI-GRAYLING', 'weekly', 550, 'single', 2)).toBe(1.88); // 376.93 × 0.5% = 1.884…
  });
  // Weekly $500 with 2 exemptions, as Big Rapids' worked example: each exemption is the city's annual
  // amount / 52 to the cent ($600 → $11.54, $750 → $14.42, $1,000 → $19.23), the tax to the cent.
  it.each([
    ['MI-ALBION', 'City of Albion: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-EAST_LANSING', 'East Lansing FAQ: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-HAMTRAMCK', 'Hamtramck HW-4: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-HIGHLAND_PARK', 'Highland Park: $600, 2% / 1%', 9.54, 4.77],
    ['MI-HUDSON', 'CF-W-4: $1,000, 1% / 0.5%', 4.62, 2.31],
    ['MI-JACKSON', 'Jackson J1040 Schedule 4: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-LANSING', 'Lansing withholding guide: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-LAPEER', 'Lapeer LW-4: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-MUSKEGON', 'Muskegon MW-4: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-MUSKEGON_HEIGHTS', 'CF-W-4: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-PONTIAC', 'Pontiac PW-4: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-PORT_HURON', 'Port Huron Schedule L: $600, 1% / 0.5%', 4.77, 2.38],
    ['MI-PORTLAND', 'Portland P-1040: $1,000, 1% / 0.5%', 4.62, 2.31],
    ['MI-SPRINGFIELD', 'Springfield SF-1040X: $750, 1% / 0.5%', 4.71, 2.36],
    ['MI-WALKER', 'Walker FAQ: $600, 1% / 0.5%', 4.77, 2.38],
  ])('%s (%s): weekly $500, 2 exemptions → resident $%s, nonresident $%s', (city, _source, resident, nonresident) => {
    expect(amount(city, city, 'weekly', 500, 'single', 1)).toBe(resident);
    expect(amount('', city, 'weekly', 500, 'single', 1)).toBe(nonresident);
  });
});

describe("Ohio cities: the cities' own rates and residents' credits", () => {
  const lines = (home: string, work: string, frequency: PayFrequency, wages: number) =>
    local(home, work, frequency, wages, 'single', 0, { withholdHomeCity: true }).lines.map((l) => [
      l.jurisdiction,
      l.amount,
    ]);
  it("Dublin's resident guide, $50,000: working in Columbus $1,250 to Columbus and $0 to Dublin; working in Dublin $1,000", () => {
    expect(lines('OH-DUBLIN', 'OH-COLUMBUS', 'annual', 50_000)).toEqual([
      ['OH-DUBLIN', 0], // 1,000 less the 100% credit, up to 2%
      ['OH-COLUMBUS', 1250],
    ]);
    expect(lines('OH-DUBLIN', 'OH-DUBLIN', 'annual', 50_000)).toEqual([['OH-DUBLIN', 1000]]);
    // Without the employer withholding Dublin's tax, only the work city's line.
    expect(amount('OH-DUBLIN', 'OH-COLUMBUS', 'annual', 50_000)).toBe(1250);
  });
  it('Columbus Tax Facts: a resident working in a city of lower rate owes the difference to 2.5% (Newark 1.75%: 0.75%)', () => {
    expect(lines('OH-COLUMBUS', 'OH-NEWARK', 'weekly', 1000)).toEqual([
      ['OH-COLUMBUS', 7.5],
      ['OH-NEWARK', 17.5],
    ]);
  });
  it('Euclid 2.85% after a full credit for Cleveland 2.5%: 0.35% to Euclid', () => {
    expect(lines('OH-EUCLID', 'OH-CLEVELAND', 'weekly', 1000)).toEqual([
      ['OH-EUCLID', 3.5],
      ['OH-CLEVELAND', 25],
    ]);
  });
  it("partial credits (RITA's 2026 table and the cities' own): Springfield 50% up to 2.4%; Cleveland Heights 50% of at most 1%; Mansfield 100% up to 1%; Strongsville 75%; Newark up to 1%", () => {
    // Springfield 24.00 − 50% × min(Dayton's 25.00, 2.4% × 1,000 = 24.00) = 12.00
    expect(lines('OH-SPRINGFIELD', 'OH-DAYTON', 'weekly', 1000)[0]).toEqual(['OH-SPRINGFIELD', 12]);
    // Cleveland Heights 22.50 − 50% × min(25.00, 10.00) = 17.50
    expect(lines('OH-CLEVELAND_HEIGHTS', 'OH-CLEVELAND', 'weekly', 1000)[0]).toEqual(['OH-CLEVELAND_HEIGHTS', 17.5]);
    // Mansfield 22.50 − min(25.00, 10.00) = 12.50
    expect(lines('OH-MANSFIELD', 'OH-COLUMBUS', 'weekly', 1000)[0]).toEqual(['OH-MANSFIELD', 12.5]);
    // Strongsville 20.00 − 75% × min(Cleveland's 25.00, 2% × 1,000 = 20.00) = 5.00
    expect(lines('OH-STRONGSVILLE', 'OH-CLEVELAND', 'weekly', 1000)[0]).toEqual(['OH-STRONGSVILLE', 5]);
    // Newark's Form SF: 17.50 − other city wages × 0.01 = 7.50 (working in Columbus)
    expect(lines('OH-NEWARK', 'OH-COLUMBUS', 'weekly', 1000)[0]).toEqual(['OH-NEWARK', 7.5]);
  });
  it("Lorain's credit at most 2% of the wages taxed elsewhere: owing $250, the credit is capped at $200 (working in Cleveland)", () => {
    // $10,000: Lorain 250.00 − min(Cleveland's 250.00, 2% × 10,000 = 200.00) = 50.00
    expect(lines('OH-LORAIN', 'OH-CLEVELAND', 'annual', 10_000)).toEqual([
      ['OH-LORAIN', 50],
      ['OH-CLEVELAND', 250],
    ]);
  });
  it("full credits up to the home city's rate: Akron and Canton 2.5%, Hamilton 2.0%, Kettering 2.25%, Cincinnati 1.8%; Lakewood half of the first 1%", () => {
    // A Hamilton resident earning $50,000 in Cincinnati: 1,000 − 900 = $100 to Hamilton.
    expect(lines('OH-HAMILTON', 'OH-CINCINNATI', 'annual', 50_000)[0]).toEqual(['OH-HAMILTON', 100]);
    // Akron's Form IR: only the rate above the work city's, up to 2.5%: Canton 2.5% leaves nothing, Cuyahoga Falls 2.0% leaves 0.5%.
    expect(lines('OH-AKRON', 'OH-CANTON', 'annual', 50_000)[0]).toEqual(['OH-AKRON', 0]);
    expect(lines('OH-AKRON', 'OH-CUYAHOGA_FALLS', 'annual', 50_000)[0]).toEqual(['OH-AKRON', 250]);
    expect(lines('OH-CANTON', 'OH-YOUNGSTOWN', 'annual', 50_000)[0]).toEqual(['OH-CANTON', 0]);
    // Lakewood's L-1: 750 − .50 × the smaller of Cleveland's 1,250 and 1% × 50,000 = 500
    expect(lines('OH-LAKEWOOD', 'OH-CLEVELAND', 'annual', 50_000)[0]).toEqual(['OH-LAKEWOOD', 500]);
    // Kettering's KR-1040: credit limited to 2.25%, so Dayton's 2.5% leaves nothing; Cincinnati's FAQ: 1.8% in all.
    expect(lines('OH-KETTERING', 'OH-DAYTON', 'annual', 50_000)[0]).toEqual(['OH-KETTERING', 0]);
    expect(lines('OH-CINCINNATI', 'OH-HAMILTON', 'annual', 50_000)[0]).toEqual(['OH-CINCINNATI', 0]);
    // RITA's 2026 table: Youngstown 100% up to 2.75% (Cleveland's 2.5% leaves 0.25%), Cuyahoga Falls 100% up to 2%.
    expect(lines('OH-YOUNGSTOWN', 'OH-CLEVELAND', 'annual', 50_000)[0]).toEqual(['OH-YOUNGSTOWN', 125]);
    expect(lines('OH-CUYAHOGA_FALLS', 'OH-AKRON', 'annual', 50_000)[0]).toEqual(['OH-CUYAHOGA_FALLS', 0]);
  });
  it.each([
    // [home, work, weekly $1,000: the home city's line after its credit, the source]
    ['OH-ELYRIA', 'OH-MENTOR', 2.5, 'Elyria 2.25%, 100% credit up to 2.25%: 22.50 − Mentor’s 20.00'],
    ['OH-ELYRIA', 'OH-CLEVELAND', 0, 'Elyria: Cleveland’s 25.00 credited up to Elyria’s 22.50'],
    ['OH-MENTOR', 'OH-CLEVELAND', 0, 'Mentor 2%, 100% credit up to 2%: 20.00 − min(25.00, 20.00)'],
    ['OH-MENTOR', 'OH-CINCINNATI', 2, 'Mentor: 20.00 − Cincinnati’s 18.00'],
    ['OH-MIDDLETOWN', 'OH-CINCINNATI', 2, 'Middletown 2%, credit up to its own tax: 20.00 − 18.00'],
    ['OH-MIDDLETOWN', 'OH-DAYTON', 0, 'Middletown: Dayton’s 25.00 credited up to Middletown’s 20.00'],
    ['OH-PARMA', 'OH-CLEVELAND', 5, 'Parma 2.5%, credit 100% of the first 2%: 25.00 − min(25.00, 20.00)'],
    [
      'OH-TOLEDO',
      'OH-CINCINNATI',
      7,
      'Toledo FAQ: a resident working where the tax is lower pays the difference to 2.5%',
    ],
    ['OH-TOLEDO', 'OH-COLUMBUS', 0, 'Toledo: Columbus’s 2.5% leaves nothing'],
  ])('%s resident working in %s, weekly $1,000: $%s to the home city (%s)', (home, work, owed, _source) => {
    expect(lines(home, work, 'weekly', 1000)[0]).toEqual([home, owed]);
  });
  it('working there, not living there: Elyria 2.25%, Mentor 2%, Middletown 2%, Parma 2.5%, Toledo 2.5% of wages', () => {
    expect(
      ['OH-ELYRIA', 'OH-MENTOR', 'OH-MIDDLETOWN', 'OH-PARMA', 'OH-TOLEDO'].map((city) =>
        amount('', city, 'weekly', 1000),
      ),
    ).toEqual([22.5, 20, 20, 25, 25]);
  });
  it('the rates of 2026: Cincinnati 1.8%, Kettering 2.25%, Youngstown 2.75%; Beavercreek has no income tax', () => {
    expect(amount('', 'OH-CINCINNATI', 'weekly', 1000)).toBe(18);
    expect(amount('', 'OH-KETTERING', 'weekly', 1000)).toBe(22.5);
    expect(amount('OH-YOUNGSTOWN', 'OH-YOUNGSTOWN', 'weekly', 1000)).toBe(27.5);
    expect(amount('OH-BEAVERCREEK', 'OH-BEAVERCREEK', 'weekly', 1000)).toBe(0);
    expect(lines('OH-BEAVERCREEK', 'OH-DAYTON', 'weekly', 1000)).toEqual([['OH-DAYTON', 25]]);
  });
});

describe('Maryland counties and Indiana counties', () => {
  it("Montgomery County 3.20%: weekly $1,000, 1 exemption: 45,400 × 3.2% / 52 = $27.94 (with the state's $41.47, the guide's $69.41)", () => {
    expect(amount('MD-MONTGOMERY_COUNTY', 'MD-MONTGOMERY_COUNTY', 'weekly', 1000)).toBe(27.94);
  });
  it('Carroll County withholds at the 3.05% table, not its 3.03% rate', () => {
    expect(amount('MD-CARROLL_COUNTY', '', 'weekly', 1000)).toBe(26.63); // 45,400 × 3.05% = 1,384.70 / 52
  });
  it("Anne Arundel's slices (annual $63,400, 0 exemptions: 1,350 + 294 = $1,644) and Frederick's band rate", () => {
    expect(
      amount('MD-ANNE_ARUNDEL_COUNTY', '', 'annual', 63_400, 'single', 0, { certificate: { allowances: 0 } }),
    ).toBe(1644);
    expect(amount('MD-FREDERICK_COUNTY', '', 'annual', 43_400, 'single', 0, { certificate: { allowances: 0 } })).toBe(
      1100,
    ); // 40,000 × 2.75%
  });
  it.each([
    // [county, its 2026 rate, the guide's table it withholds at, weekly $1,000 with 1 exemption: 45,400 × table % / 52]
    ['MD-ALLEGANY_COUNTY', 3.2, 3.2, 27.94], // 3.03% until 2025
    ['MD-BALTIMORE_CITY', 3.2, 3.2, 27.94],
    ['MD-BALTIMORE_COUNTY', 3.2, 3.2, 27.94],
    ['MD-CALVERT_COUNTY', 3.2, 3.2, 27.94],
    ['MD-CAROLINE_COUNTY', 3.2, 3.2, 27.94],
    ['MD-CECIL_COUNTY', 2.74, 2.75, 24.01],
    ['MD-CHARLES_COUNTY', 3.03, 3.05, 26.63],
    ['MD-DORCHESTER_COUNTY', 3.3, 3.3, 28.81],
    ['MD-GARRETT_COUNTY', 2.65, 2.65, 23.14],
    ['MD-HARFORD_COUNTY', 3.06, 3.1, 27.07],
    ['MD-HOWARD_COUNTY', 3.2, 3.2, 27.94],
    ['MD-KENT_COUNTY', 3.3, 3.3, 28.81],
    ['MD-PRINCE_GEORGES_COUNTY', 3.2, 3.2, 27.94],
    ['MD-QUEEN_ANNES_COUNTY', 3.2, 3.2, 27.94],
    ['MD-SOMERSET_COUNTY', 3.2, 3.2, 27.94],
    ['MD-ST_MARYS_COUNTY', 3.2, 3.2, 27.94],
    ['MD-TALBOT_COUNTY', 2.4, 2.4, 20.95],
    ['MD-WASHINGTON_COUNTY', 2.95, 3.0, 26.19],
    ['MD-WICOMICO_COUNTY', 3.2, 3.2, 27.94],
    ['MD-WORCESTER_COUNTY', 2.25, 2.25, 19.64],
  ])('%s (%s%%, the %s%% table): weekly $1,000, 1 exemption → $%s', (county, _rate, table, weekly) => {
    expect(weekly).toBe(Math.round((45_400 * table) / 52) / 100);
    expect(amount(county, county, 'weekly', 1000)).toBe(weekly);
  });
  it('a worker living outside Maryland pays the special 2.25% instead of the county rate', () => {
    const result = local('PA-OTHER', 'MD-MONTGOMERY_COUNTY', 'weekly', 1000);
    expect(result.lines.find((l) => l.jurisdiction === 'MD-NONRESIDENT')?.amount).toBe(19.64); // 45,400 × 2.25% / 52
    expect(result.lines.some((l) => l.jurisdiction === 'MD-MONTGOMERY_COUNTY')).toBe(false);
  });
  it('Indiana Departmental Notice #1 example: $473.08 × 1% (Harrison County) = $4.73', () => {
    expect(
      amount('IN-HARRISON_COUNTY', '', 'weekly', 800, 'single', 4, {
        certificate: { allowances: 5, inAdoptedDependents: 2 },
      }),
    ).toBe(4.73);
  });
  // The notice's example ($800 a week less its exemptions: $473.08 taxable) at each county's rate
  // as the notice lists it, to the cent.
  it.each([
    ['Adams', 1.6, 7.57],
    ['Allen', 1.59, 7.52],
    ['Bartholomew', 1.75, 8.28],
    ['Benton', 1.79, 8.47],
    ['Blackford', 2.5, 11.83],
    ['Boone', 1.7, 8.04],
    ['Brown', 2.5234, 11.94],
    ['Carroll', 2.4733, 11.7],
    ['Cass', 2.95, 13.96],
    ['Clark', 2, 9.46],
    ['Clay', 2.35, 11.12],
    ['Clinton', 2.65, 12.54],
    ['Crawford', 1.65, 7.81],
    ['Daviess', 1.5, 7.1],
    ['Dearborn', 1.4, 6.62],
    ['Decatur', 2.45, 11.59],
    ['DeKalb', 2.13, 10.08],
    ['Delaware', 1.5, 7.1],
    ['Dubois', 1.2, 5.68],
    ['Elkhart', 2, 9.46],
    ['Fayette', 2.82, 13.34],
    ['Floyd', 1.89, 8.94],
    ['Fountain', 2.1, 9.93],
    ['Franklin', 1.7, 8.04],
    ['Fulton', 2.88, 13.62],
    ['Gibson', 1.3, 6.15],
    ['Grant', 2.75, 13.01],
    ['Greene', 2.35, 11.12],
    ['Hamilton', 1.1, 5.2],
    ['Hancock', 1.94, 9.18],
    ['Harrison', 1, 4.73],
    ['Hendricks', 1.7, 8.04],
    ['Henry', 2.02, 9.56],
    ['Howard', 2.35, 11.12],
    ['Huntington', 1.95, 9.23],
    ['Jackson', 2.1, 9.93],
    ['Jasper', 2.864, 13.55],
    ['Jay', 2.5, 11.83],
    ['Jefferson', 1.03, 4.87],
    ['Jennings', 2.5, 11.83],
    ['Johnson', 1.4, 6.62],
    ['Knox', 1.7, 8.04],
    ['Kosciusko', 1, 4.73],
    ['LaGrange', 1.65, 7.81],
    ['Lake', 1.5, 7.1],
    ['LaPorte', 1.45, 6.86],
    ['Lawrence', 1.75, 8.28],
    ['Madison', 2.25, 10.64],
    ['Marion', 2.02, 9.56],
    ['Marshall', 1.25, 5.91],
    ['Martin', 2.5, 11.83],
    ['Miami', 2.54, 12.02],
    ['Monroe', 2.14, 10.12],
    ['Montgomery', 2.65, 12.54],
    ['Morgan', 2.72, 12.87],
    ['Newton', 1, 4.73],
    ['Noble', 1.75, 8.28],
    ['Ohio', 2, 9.46],
    ['Orange', 1.75, 8.28],
    ['Owen', 2.5, 11.83],
    ['Parke', 2.65, 12.54],
    ['Perry', 1.4, 6.62],
    ['Pike', 1.2, 5.68],
    ['Porter', 0.5, 2.37],
    ['Posey', 1.45, 6.86],
    ['Pulaski', 2.85, 13.48],
    ['Putnam', 2.3, 10.88],
    ['Randolph', 3, 14.19],
    ['Ripley', 2.38, 11.26],
    ['Rush', 2.15, 10.17],
    ['St. Joseph', 1.75, 8.28],
    ['Scott', 2.16, 10.22],
    ['Shelby', 1.7, 8.04],
    ['Spencer', 0.8, 3.78],
    ['Starke', 1.71, 8.09],
    ['Steuben', 1.99, 9.41],
    ['Sullivan', 1.7, 8.04],
    ['Switzerland', 1.45, 6.86],
    ['Tippecanoe', 1.28, 6.06],
    ['Tipton', 2.6, 12.3],
    ['Union', 2.75, 13.01],
    ['Vanderburgh', 1.25, 5.91],
    ['Vermillion', 1.5, 7.1],
    ['Vigo', 2, 9.46],
    ['Wabash', 2.9, 13.72],
    ['Warren', 2.12, 10.03],
    ['Warrick', 1, 4.73],
    ['Washington', 2, 9.46],
    ['Wayne', 1.25, 5.91],
    ['Wells', 2.1, 9.93],
    ['White', 2.32, 10.98],
    ['Whitley', 1.6829, 7.96],
  ])('%s County (%s%%): $473.08 → $%s', (county, percent, expected) => {
    const code = `IN-${county.toUpperCase().replace('.', '').replace(' ', '_')}_COUNTY`;
    expect(expected).toBe(Math.round(473.08 * percent) / 100);
    expect(
      amount(code, '', 'weekly', 800, 'single', 4, { certificate: { allowances: 5, inAdoptedDependents: 2 } }),
    ).toBe(expected);
  });
  it('lists all 24 Maryland jurisdictions (plus the nonresident rate) and all 92 Indiana counties', () => {
    expect(localities('MD').filter((l) => l.code !== 'MD-NONRESIDENT')).toHaveLength(24);
    expect(localities('IN')).toHaveLength(92);
    expect(localities('IN').map((l) => l.code)).toContain('IN-MARION_COUNTY');
    expect(localities('IN').map((l) => l.code)).toContain('IN-ST_JOSEPH_COUNTY');
  });
});

describe("Kentucky's occupational license taxes: on work done there", () => {
  it('Louisville Metro W-1: all wages earned there × 1.45%, and residents’ × 0.75% more: $1,000 → $22.00 / $14.50', () => {
    expect(amount('KY-LOUISVILLE', 'KY-LOUISVILLE', 'weekly', 1000)).toBe(22); // 12.50 + 2.00 + 7.50
    expect(amount('', 'KY-LOUISVILLE', 'weekly', 1000)).toBe(14.5);
  });
  it('Lexington-Fayette: 2.25% for work in Fayette County, and the school board’s 0.5% on residents', () => {
    expect(amount('KY-LEXINGTON', 'KY-LEXINGTON', 'biweekly', 2000)).toBe(55);
    expect(amount('', 'KY-LEXINGTON', 'biweekly', 2000)).toBe(45);
  });
  it('a Louisville resident working in Lexington owes Louisville nothing', () => {
    expect(local('KY-LOUISVILLE', 'KY-LEXINGTON', 'weekly', 1000).lines.map((l) => [l.jurisdiction, l.amount])).toEqual(
      [['KY-LEXINGTON', 22.5]],
    );
    expect(amount('KY-LOUISVILLE', '', 'weekly', 1000)).toBe(0);
  });
});

describe('Missouri and Oregon', () => {
  it('Kansas City and St. Louis: 1% of wages for residents and for those working there', () => {
    expect(amount('MO-KANSAS_CITY', '', 'weekly', 1234.56)).toBe(12.35);
    expect(amount('', 'MO-ST_LOUIS', 'biweekly', 3000)).toBe(30);
  });
  it('Oregon statewide transit 0.1% for any Oregon locality; Metro and Multnomah only above their thresholds', () => {
    const portland = ['OR-PORTLAND_METRO', 'OR-MULTNOMAH_COUNTY'];
    expect(local(portland, portland, 'weekly', 2000).lines.map((l) => [l.jurisdiction, l.amount])).toEqual([
      ['OR-PORTLAND_METRO', 0],
      ['OR-MULTNOMAH_COUNTY', 0],
      ['OR-STATEWIDE_TRANSIT', 2],
    ]);
    // $4,000 a week is $208,000 a year: 1% and 1.5% of the $83,000 over $125,000, by the week.
    expect(local(portland, portland, 'weekly', 4000).lines.map((l) => l.amount)).toEqual([15.96, 23.94, 4]);
    // With year-to-date wages: only the part of this check above $125,000 counts.
    expect(amount(['OR-PORTLAND_METRO'], '', 'weekly', 4000, 'single', 0, { ytdWages: 123_000 })).toBe(24); // 1% of the 2,000 over 125,000 + 4 transit
    expect(amount('OR-OTHER', '', 'weekly', 1000)).toBe(1);
  });
  it('Multnomah taxes residents only; Metro taxes those working there too', () => {
    expect(
      local('', ['OR-PORTLAND_METRO', 'OR-MULTNOMAH_COUNTY'], 'weekly', 4000).lines.map((l) => l.jurisdiction),
    ).toEqual(['OR-PORTLAND_METRO', 'OR-STATEWIDE_TRANSIT']);
  });
});

describe('every locality', () => {
  const random = seededRandom(33);
  const all = (['NY', 'PA', 'MI', 'OH', 'MD', 'IN', 'MO', 'OR', 'KY'] as const).flatMap((state) =>
    localities(state).map((l) => l.code),
  );
  it('withholding never falls when wages rise, as resident or as worker', () => {
    const failures: string[] = [];
    for (const code of all)
      for (let i = 0; i < 12; i++) {
        const frequency = pick(random, PAY_FREQUENCIES);
        const status = pick(random, ['single', 'married_jointly', 'head_of_household'] as const);
        const wages = Math.round(random() * 6000 * 100) / 100;
        const more = Math.round(random() * 800 * 100) / 100;
        for (const [home, work] of [
          [code, code],
          ['', code],
          [code, ''],
        ]) {
          const low = amount(home, work, frequency, wages, status, i % 3);
          const high = amount(home, work, frequency, wages + more, status, i % 3);
          if (high < low)
            failures.push(`${code} ${home ? 'home' : ''}${work ? 'work' : ''} ${frequency} ${wages}+${more}`);
        }
      }
    expect(failures).toEqual([]);
  });
});
