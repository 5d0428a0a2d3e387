/**
 * Local income taxes withheld from wages (city, county, school district and district taxes), by
 * where the worker lives (`home`) and works (`work`). Figures in ./data/<year>-localities.ts.
 */
import { roundCents, truncateCents } from '../money.js';
import type { LocalityChoice } from './withholding-types.js';
import { money } from './federal.js';
import { LOCALITIES_2026, OREGON_TRANSIT_RATE_2026 } from './data/2026-localities.js';
import { rowsTax, stateWithholding } from './state-withholding.js';
import { PAY_PERIODS_PER_YEAR, type FilingStatus, type PayFrequency, type StateCode } from './types.js';
import type { Locality, LocalityMethod, LocalWithholdingLine, LocalWithholdingResult } from './local-types.js';
import type { NyPeriod, StateCertificate } from './withholding-types.js';

export type { Locality, LocalWithholdingLine, LocalWithholdingResult } from './local-types.js';

export interface LocalWithholdingRequest {
  taxYear: number;
  /** ISO date of the paycheck (rates that change mid-year, Philadelphia's on 1 July). Default: the year's latest. */
  payDate?: string;
  payFrequency: PayFrequency;
  /** This period's wages subject to local tax. */
  wages: number;
  filingStatus: FilingStatus;
  /** Dependents or extra allowances beyond the filer and spouse (as for the state). */
  allowances: number;
  /** Locality codes where the worker lives (a Portland resident lives in both Metro and Multnomah). */
  home: string | readonly string[];
  /** Locality codes where the worker works. */
  work: string | readonly string[];
  /** Wages paid earlier in the year, for thresholds that count them (Portland Metro, Multnomah). */
  ytdWages?: number;
  /** The employer also withholds the home city's tax, after its credit for the work city's (Ohio, Michigan). */
  withholdHomeCity?: boolean;
  /** The state certificate, for the state's own exemptions that county taxes reuse (Indiana, Maryland). */
  certificate?: StateCertificate;
}

const TABLES: Readonly<Record<number, Readonly<Record<string, Locality>>>> = { 2026: LOCALITIES_2026 };

function localityTable(taxYear: number): Readonly<Record<string, Locality>> {
  const table = TABLES[taxYear];
  if (!table) throw new RangeError(`No local tax tables for ${taxYear}`);
  return table;
}

/** The localities of `state` with an encoded local tax, by name. */
export function localities(state: StateCode, taxYear = 2026): readonly LocalityChoice[] {
  return Object.values(localityTable(taxYear))
    .filter((locality) => locality.state === state)
    .map(({ code, name, verified, method }) => ({
      code,
      name,
      verified,
      ...(method.kind === 'pa-eit' ? { eit: { resident: method.resident, nonresident: method.nonresident } } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const list = (codes: string | readonly string[]) => (typeof codes === 'string' ? [codes] : [...codes]).filter(Boolean);
const nonNegative = (value: number) => (value > 0 ? value : 0);
const whole = (value: unknown) => Math.max(0, Math.floor(money(value)));
const filers = (status: FilingStatus) => (status === 'married_jointly' ? 2 : 1);
const NY_PERIODS: readonly string[] = ['daily', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'];

interface Ctx {
  request: LocalWithholdingRequest;
  wages: number;
  periods: number;
  frequency: PayFrequency;
  /** Exemptions the state certificate counts (filer, spouse, dependents) unless it says otherwise. */
  exemptions: number;
  married: boolean;
}

function nyc(method: Extract<LocalityMethod, { kind: 'nyc' }>, c: Ctx): number {
  const t = method.tables;
  const printed = NY_PERIODS.includes(c.frequency);
  const period = (printed ? c.frequency : 'annual') as NyPeriod;
  const wages = printed ? c.wages : roundCents(c.wages * c.periods);
  const allowances =
    c.request.certificate?.allowances !== undefined
      ? whole(c.request.certificate.allowances)
      : whole(c.request.allowances);
  const net = nonNegative(
    roundCents(wages - t.deduction[period][c.married ? 1 : 0] - t.exemption[period] * allowances),
  );
  const tax = rowsTax(t.tables[period], net, true);
  return printed ? tax : roundCents(tax / c.periods);
}

function yonkersNonresident(method: Extract<LocalityMethod, { kind: 'yonkers' }>, c: Ctx): number {
  const printed = NY_PERIODS.includes(c.frequency);
  const period = (printed ? c.frequency : 'annual') as NyPeriod;
  const wages = printed ? c.wages : roundCents(c.wages * c.periods);
  let exclusion: number | null = null;
  for (const [atLeast, value] of method.rules.nonresidentBands[period]) if (wages >= atLeast) exclusion = value;
  if (exclusion === null) return 0;
  const tax = roundCents(nonNegative(wages - exclusion) * method.rules.nonresidentRate);
  return printed ? tax : roundCents(tax / c.periods);
}

function rateFor(method: Extract<LocalityMethod, { kind: 'rate' }>, payDate: string | undefined) {
  const editions = [...method.editions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let chosen = editions[editions.length - 1];
  if (payDate) {
    chosen = editions[0];
    for (const edition of editions) if (edition.effectiveFrom <= payDate) chosen = edition;
  }
  return chosen;
}

/** Annual Maryland taxable wages: less the $3,400 deduction and $3,200 an exemption. */
const marylandTaxable = (c: Ctx) => nonNegative(roundCents(c.wages * c.periods) - 3400 - 3200 * c.exemptions);

function marylandCounty(method: Extract<LocalityMethod, { kind: 'md-county' }>, c: Ctx): number {
  const taxable = marylandTaxable(c);
  let annual: number;
  if ('rate' in method) annual = roundCents(taxable * method.rate);
  else {
    const rows = c.married ? method.joint : method.single;
    if (method.graduated === 'slices') annual = rowsTax(rows, taxable);
    else {
      // Frederick: one rate on the whole taxable income, chosen by its band.
      let rate = rows[0][2];
      for (const [over, , r] of rows) if (taxable > over) rate = r;
      annual = roundCents(taxable * rate);
    }
  }
  return roundCents(annual / c.periods);
}

/** Indiana's state taxable wages for the period (the county tax uses the same). */
function indianaTaxable(c: Ctx): number {
  const per = (annual: number) => roundCents(annual / c.periods);
  const certificate = c.request.certificate ?? {};
  const personal =
    certificate.allowances !== undefined ? whole(certificate.allowances) : filers(c.request.filingStatus);
  const deduction =
    per(1000 * personal) + per(1500 * whole(c.request.allowances)) + per(3000 * whole(certificate.inAdoptedDependents));
  return nonNegative(roundCents(c.wages - deduction));
}

function threshold(method: Extract<LocalityMethod, { kind: 'threshold' }>, c: Ctx): number {
  const ytd = c.request.ytdWages;
  let tax = 0;
  for (const [limits, rate] of method.rates) {
    const limit = c.married ? limits.joint : limits.single;
    if (ytd !== undefined) {
      const before = nonNegative(money(ytd));
      tax += rate * nonNegative(before + c.wages - Math.max(before, limit));
    } else tax += (rate * nonNegative(c.wages * c.periods - limit)) / c.periods;
  }
  return roundCents(tax);
}

/** A Michigan city's tax for the period: wages less the city's exemptions (per period, to the cent) at `rate`. */
function michiganCityTax(method: Extract<LocalityMethod, { kind: 'mi-city' }>, c: Ctx, rate: number): number {
  const exemption = roundCents(method.exemption / c.periods) * c.exemptions;
  const base = nonNegative(roundCents(c.wages - exemption));
  return method.truncate ? truncateCents(base * rate) : roundCents(base * rate);
}

/**
 * Local income taxes to withhold from one paycheck, a line per jurisdiction. Unknown codes are
 * ignored. Pennsylvania's earned income tax follows Act 32 (the higher of the home's resident
 * rate and the work place's nonresident rate); Philadelphia's wage tax replaces it for residents
 * and for those working in the city.
 */
export function localWithholding(request: LocalWithholdingRequest): LocalWithholdingResult {
  const table = localityTable(request.taxYear);
  const home = list(request.home).filter((code) => table[code]);
  const work = list(request.work).filter((code) => table[code]);
  const periods = PAY_PERIODS_PER_YEAR[request.payFrequency];
  const certificate = request.certificate ?? {};
  const c: Ctx = {
    request,
    wages: nonNegative(roundCents(money(request.wages))),
    periods,
    frequency: request.payFrequency,
    exemptions:
      certificate.allowances !== undefined
        ? whole(certificate.allowances)
        : filers(request.filingStatus) + whole(request.allowances),
    married: request.filingStatus === 'married_jointly',
  };
  const lines: LocalWithholdingLine[] = [];
  const add = (locality: Locality, amount: number, name = locality.name) =>
    lines.push({
      jurisdiction: locality.code,
      name,
      amount: roundCents(amount),
      source: locality.source,
      verified: locality.verified,
    });
  const homeOf = (kind: LocalityMethod['kind']) => home.map((code) => table[code]).find((l) => l.method.kind === kind);
  const workOf = (kind: LocalityMethod['kind']) => work.map((code) => table[code]).find((l) => l.method.kind === kind);

  for (const code of new Set([...home, ...work])) {
    const locality = table[code];
    const resident = home.includes(code);
    const m = locality.method;
    switch (m.kind) {
      case 'nyc':
        if (resident) add(locality, nyc(m, c));
        break;
      case 'yonkers':
        if (resident) {
          const nys = stateWithholding({
            taxYear: request.taxYear,
            state: 'NY',
            payFrequency: request.payFrequency,
            wages: c.wages,
            filingStatus: request.filingStatus,
            allowances: request.allowances,
            payDate: request.payDate,
            certificate: { allowances: certificate.allowances },
          });
          add(locality, roundCents(nys * m.rules.residentSurcharge), 'Yonkers (resident surcharge)');
        } else add(locality, yonkersNonresident(m, c), 'Yonkers (nonresident earnings tax)');
        break;
      case 'rate': {
        if (m.workOnly && !work.includes(code)) break;
        const edition = rateFor(m, request.payDate);
        const rate = resident ? edition.resident : edition.nonresident;
        if (rate > 0) add(locality, c.wages * rate);
        break;
      }
      case 'mi-city': {
        const workCity = workOf('mi-city');
        if (!resident) add(locality, michiganCityTax(m, c, m.nonresident), `${locality.name} (nonresident)`);
        else if (!workCity || workCity.code === code) add(locality, michiganCityTax(m, c, m.resident));
        else if (request.withholdHomeCity && workCity.method.kind === 'mi-city') {
          // A resident working in another taxing city: the resident tax less the lesser of the tax
          // withheld for the work city and the home city's nonresident share of its own (half).
          const homeTax = michiganCityTax(m, c, m.resident);
          const workTax = michiganCityTax(workCity.method, c, workCity.method.nonresident);
          add(locality, homeTax - Math.min(workTax, roundCents(homeTax * (m.nonresident / m.resident))));
        }
        break;
      }
      case 'oh-city': {
        const workCity = workOf('oh-city');
        if (m.rate === 0) break; // a city without an income tax (Beavercreek)
        if (!resident) add(locality, c.wages * m.rate);
        else if (!workCity || workCity.code === code) add(locality, c.wages * m.rate);
        else if (request.withholdHomeCity && workCity.method.kind === 'oh-city') {
          const workTax = c.wages * workCity.method.rate;
          // RITA's tables: the credit factor times the lesser of the work city's tax and wages × the credit limit.
          const credit = m.creditRate * Math.min(workTax, m.creditLimit * c.wages);
          add(locality, nonNegative(c.wages * m.rate - credit), `${locality.name} (after credit for ${workCity.name})`);
        }
        break;
      }
      case 'md-county':
        if (code === 'MD-NONRESIDENT' || resident) add(locality, marylandCounty(m, c));
        break;
      case 'in-county':
        // The county of residence; for a worker living outside Indiana, the county of work.
        if (resident || !homeOf('in-county')) add(locality, indianaTaxable(c) * m.rate);
        break;
      case 'threshold':
        if (resident || !m.residentsOnly) add(locality, threshold(m, c));
        break;
      case 'pa-eit':
        break;
    }
  }

  // Maryland: a worker living outside Maryland pays the special nonresident rate instead of a county's.
  const mdWork = workOf('md-county');
  if (mdWork && !homeOf('md-county') && !lines.some((l) => l.jurisdiction === 'MD-NONRESIDENT')) {
    const nonresident = table['MD-NONRESIDENT'];
    add(nonresident, marylandCounty(nonresident.method as Extract<LocalityMethod, { kind: 'md-county' }>, c));
  }

  // Pennsylvania Act 32: one earned income tax line at the higher rate, unless Philadelphia's wage tax applies.
  const philadelphia = home.includes('PA-PHILADELPHIA') || work.includes('PA-PHILADELPHIA');
  const paHome = homeOf('pa-eit');
  const paWork = workOf('pa-eit');
  if (!philadelphia && (paHome || paWork)) {
    // The Residency Certification Form's rates, where the employee gave them, replace the list's.
    const stated = (percent: number | undefined) => (percent === undefined ? undefined : money(percent) / 100);
    const residentRate =
      paHome?.method.kind === 'pa-eit' ? (stated(certificate.paResidentEitPercent) ?? paHome.method.resident) : null;
    const nonresidentRate =
      paWork?.method.kind === 'pa-eit'
        ? (stated(certificate.paNonresidentEitPercent) ?? paWork.method.nonresident)
        : null;
    const useWork = nonresidentRate !== null && (residentRate === null || nonresidentRate > residentRate);
    const rate = useWork ? nonresidentRate : residentRate;
    const locality = useWork ? paWork : paHome;
    const statedRate = useWork ? certificate.paNonresidentEitPercent : certificate.paResidentEitPercent;
    if (rate !== null && rate > 0 && locality)
      lines.push({
        jurisdiction: locality.code,
        name: `${locality.name.replace(/ \(.*\)$/, '')} earned income tax (Act 32)`,
        amount: roundCents(c.wages * rate),
        ...(statedRate === undefined
          ? { source: locality.source, verified: locality.verified }
          : {
              source: `${useWork ? 'Non-resident' : 'Total resident'} rate ${statedRate}% as stated on the Residency Certification Form`,
              verified: true,
            }),
      });
  }
  // The local services tax of the place of work, prorated by truncation to the cent (DCED). Above $10 a
  // year it spares those earning less than $12,000; above $52 (a distressed city's, under Act 47 as amended
  // in 2014) less than $15,600.
  const lstExemption = (method: { lst: number; lstExemption?: number }) =>
    method.lstExemption ?? (method.lst > 52 ? 15600 : 12000);
  if (paWork?.method.kind === 'pa-eit' && paWork.method.lst > 10 && c.wages * periods >= lstExemption(paWork.method))
    lines.push({
      jurisdiction: paWork.code,
      name: `${paWork.name.replace(/ \(.*\)$/, '')} local services tax`,
      amount: Math.floor((paWork.method.lst / periods) * 100 + 1e-9) / 100,
      source: 'PA DCED Local Services Tax: the work place’s annual amount, prorated per pay period and rounded down',
      verified: true,
    });

  // Oregon's statewide transit tax applies to Oregon residents and to anyone working in Oregon.
  if ([...home, ...work].some((code) => code.startsWith('OR-')))
    lines.push({
      jurisdiction: 'OR-STATEWIDE_TRANSIT',
      name: 'Oregon statewide transit tax',
      amount: roundCents(c.wages * OREGON_TRANSIT_RATE_2026),
      source: 'Oregon statewide transit tax: 0.1% of wages (ORS 320.550)',
      verified: true,
    });

  const total = roundCents(lines.reduce((sum, line) => sum + line.amount, 0));
  return { total, lines };
}
