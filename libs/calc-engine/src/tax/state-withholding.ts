/**
 * State income tax withholding by each state's own method (see ./withholding-types.ts for the
 * families and ./data/<year>-state-withholding.ts for the figures). A state whose method is not
 * encoded falls back to the estimate from its annual income-tax brackets (./state.ts) and says so.
 */
import { roundCents } from '../money.js';
import { isStateCode } from './codes.js';
import { federalWithholding, money } from './federal.js';
import { taxYearData } from './registry.js';
import { stateTable, stateWithholdingEstimate } from './state.js';
import { PAY_PERIODS_PER_YEAR, type FilingStatus, type PayFrequency } from './types.js';
import type {
  AlEdition,
  ArEdition,
  BracketEdition,
  CaEdition,
  CtEdition,
  CtStep,
  FlatEdition,
  GaEdition,
  MaEdition,
  NjEdition,
  NyEdition,
  NyPeriod,
  OhEdition,
  OrEdition,
  StateCertificate,
  StateWithholdingEdition,
  StateWithholdingRequest,
  StateWithholdingResult,
  TaxRows,
  UtEdition,
} from './withholding-types.js';

export type { StateCertificate, StateWithholdingRequest, StateWithholdingResult } from './withholding-types.js';

/** Half-up to whole dollars, after the cents are settled (400.50 → 401). */
export const roundDollars = (value: number): number => {
  const cents = roundCents(value);
  return cents < 0 ? -Math.round(-cents) : Math.round(cents);
};

/** amount × rate to the cent, as every publication's worked examples round a product. */
const times = (amount: number, rate: number) => roundCents(amount * rate);
const nonNegative = (value: number) => (value > 0 ? value : 0);
const whole = (value: unknown) => Math.max(0, Math.floor(money(value)));

/** Tax from rows [threshold, tax at threshold, rate]: the last row whose threshold is below the amount. */
export function rowsTax(rows: TaxRows, amount: number, inclusive = false): number {
  let row = rows[0];
  for (const candidate of rows) if (inclusive ? amount >= candidate[0] : amount > candidate[0]) row = candidate;
  return roundCents(row[1] + times(amount - row[0], row[2]));
}

/** The filer, plus the spouse on a joint return. */
const filers = (status: FilingStatus) => (status === 'married_jointly' ? 2 : 1);

/** The edition in force on `payDate` (default: the last of the year, what a paycheck now shows). */
export function editionFor(
  editions: readonly StateWithholdingEdition[],
  payDate: string | undefined,
): StateWithholdingEdition {
  const sorted = [...editions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  if (!payDate) return sorted[sorted.length - 1];
  let chosen = sorted[0];
  for (const edition of sorted) if (edition.effectiveFrom <= payDate) chosen = edition;
  return chosen;
}

interface Context {
  /** This period's federal withholding (Oregon and Alabama subtract it). */
  federal: number;
  wages: number;
  frequency: PayFrequency;
  periods: number;
  status: FilingStatus;
  allowances: number;
  /** Allowances on a 2019-or-earlier federal W-4 (StateWithholdingRequest.federalW4Allowances). */
  federalW4Allowances?: number;
  certificate: StateCertificate;
}

function flat(edition: FlatEdition, c: Context): number {
  const rate =
    edition.elected && c.certificate.azElectedPercent !== undefined
      ? nonNegative(money(c.certificate.azElectedPercent)) / 100
      : edition.rate;
  const counts = (group: NonNullable<FlatEdition['groups']>[number], index: number): number => {
    if (index === 0 && c.certificate.allowances !== undefined) return whole(c.certificate.allowances);
    switch (group.count) {
      case 'filers':
        return filers(c.status);
      case 'allowances':
        return c.allowances;
      case 'filersAndAllowances':
        return filers(c.status) + c.allowances;
      default:
        return whole(c.certificate[group.count]);
    }
  };
  const groups = (edition.groups ?? []).map((group, index) => ({ annual: group.annual, count: counts(group, index) }));
  let standard = edition.standardDeduction?.[c.status] ?? 0;
  if (edition.certificateAllowanceReplacesDeduction && c.certificate.coAnnualAllowance !== undefined)
    standard = nonNegative(money(c.certificate.coAnnualAllowance));

  if (edition.annualize) {
    const allowancesAnnual = groups.reduce((sum, g) => sum + g.annual * g.count, 0);
    const annualTax = times(nonNegative(roundCents(c.wages * c.periods) - standard - allowancesAnnual), rate);
    const perPeriod = annualTax / c.periods;
    return edition.wholeDollars ? roundDollars(perPeriod) : roundCents(perPeriod);
  }
  const perPeriod = (annual: number) => roundCents(annual / c.periods);
  let deduction = standard ? perPeriod(standard) : 0;
  if (edition.rounding === 'unit') for (const g of groups) deduction += perPeriod(g.annual) * g.count;
  else if (edition.rounding === 'group') for (const g of groups) deduction += perPeriod(g.annual * g.count);
  else deduction += perPeriod(groups.reduce((sum, g) => sum + g.annual * g.count, 0));
  let tax = times(nonNegative(roundCents(c.wages - deduction)), rate);
  if (edition.taxCredit) {
    const annualCredit =
      c.certificate.exemptionAmount !== undefined
        ? nonNegative(money(c.certificate.exemptionAmount))
        : edition.taxCredit.perAllowance * (filers(c.status) + c.allowances);
    tax = nonNegative(tax - perPeriod(annualCredit));
  }
  return edition.wholeDollars ? roundDollars(tax) : roundCents(tax);
}

/** Per-period rows from an annual schedule, the way the state prints them (see BracketEdition.periodTables). */
function periodRows(rows: TaxRows, periods: number, style: 'scaled' | 'cumulative'): TaxRows {
  const thresholds = rows.map(([over]) => Math.round(over / periods));
  if (style === 'scaled')
    return rows.map(([, base, rate], i) => [thresholds[i], roundCents(base / periods), rate] as const);
  let base = rows[0][1] / periods;
  return rows.map(([, , rate], i) => {
    if (i > 0) base += rows[i - 1][2] * (thresholds[i] - thresholds[i - 1]);
    return [thresholds[i], roundCents(base), rate] as const;
  });
}

function brackets(edition: BracketEdition, c: Context): number {
  const count =
    c.certificate.allowances !== undefined
      ? whole(c.certificate.allowances)
      : (edition.allowancesIncludeFiler ? filers(c.status) : 0) + c.allowances;
  const annual = roundCents(c.wages * c.periods);
  const married = c.status === 'married_jointly';

  // Annual deductions other than the per-allowance ones.
  let standard = edition.standardDeduction[c.status];
  const phased = edition.phasedDeduction;
  if (phased) {
    const start = phased.start[c.status];
    const amount = nonNegative(phased.amount[c.status] - phased.rate[c.status] * nonNegative(annual - start));
    standard += phased.wholeDollars ? roundDollars(amount) : roundCents(amount);
  }
  const percent = edition.percentDeduction;
  if (percent && (count > 0 || !percent.requiresAllowance))
    standard += Math.min(percent.cap, times(annual, percent.rate));
  let exemptions =
    c.certificate.exemptionAmount !== undefined
      ? nonNegative(money(c.certificate.exemptionAmount))
      : (edition.personalExemption?.[c.status] ?? 0) + edition.perAllowance * count;
  if (edition.federalW4Allowance && c.federalW4Allowances !== undefined)
    exemptions += edition.federalW4Allowance.amount * c.federalW4Allowances;
  if (edition.allowanceWageCeiling !== undefined && annual > edition.allowanceWageCeiling) exemptions = 0;
  const ks = edition.kansasAllowance;
  const ksBase = ks && count >= 1 ? (married && count >= 2 ? ks.married : ks.single) : 0;
  const ksExtra = ks ? Math.max(0, count - (married && count >= 2 ? 2 : 1)) : 0;

  const rows = edition.schedules[edition.schedule[c.status]];
  const credit = (edition.creditPerAllowance ?? 0) * count;
  if (edition.periodTables) {
    const per = (annualAmount: number) => roundCents(annualAmount / c.periods);
    const allowance = ks
      ? per(ksBase) + per(edition.perAllowance) * ksExtra
      : c.certificate.exemptionAmount !== undefined || edition.allowanceWageCeiling !== undefined
        ? per(exemptions)
        : per(edition.perAllowance) * count + per(edition.personalExemption?.[c.status] ?? 0);
    const taxable = nonNegative(roundCents(c.wages - per(standard) - allowance));
    const tax = nonNegative(rowsTax(periodRows(rows, c.periods, edition.periodTables), taxable) - per(credit));
    return edition.wholeDollars ? roundDollars(tax) : roundCents(tax);
  }
  const taxable = nonNegative(annual - standard - (ks ? ksBase + edition.perAllowance * ksExtra : exemptions));
  const tax = nonNegative(rowsTax(rows, taxable) - credit);
  const annualTax = edition.annualWholeDollars ? roundDollars(tax) : tax;
  return edition.wholeDollars ? roundDollars(annualTax / c.periods) : roundCents(annualTax / c.periods);
}

/** California Method B: low-income exemption, estimated deductions, standard deduction, rates, credit. */
function california(edition: CaEdition, c: Context): number {
  const t = edition.tables;
  const regular =
    c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : filers(c.status) + c.allowances;
  const estimated = whole(c.certificate.estimatedDeductionAllowances);
  // Married with one income uses its own columns, split at two allowances (regular + estimated).
  const column =
    c.status === 'married_jointly' ? (regular + estimated >= 2 ? 2 : 1) : c.status === 'head_of_household' ? 3 : 0;
  const schedule =
    c.status === 'married_jointly' ? 'married' : c.status === 'head_of_household' ? 'head_household' : 'single';
  if (c.wages <= t.lowIncomeExemption[c.frequency][column]) return 0;
  // Over ten allowances the tables say: the one-allowance figure times the count.
  const indexed = (table: readonly number[], n: number) =>
    n <= 0 ? 0 : n < table.length ? table[n] : roundCents(table[1] * n);
  const subject = nonNegative(roundCents(c.wages - indexed(t.estimatedDeduction[c.frequency], estimated)));
  const taxable = nonNegative(roundCents(subject - t.standardDeduction[c.frequency][column]));
  const computed = rowsTax(t.rates[c.frequency][schedule], taxable);
  return nonNegative(roundCents(computed - indexed(t.exemptionCredit[c.frequency], regular)));
}

const NY_PERIODS: readonly string[] = ['daily', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'];

/**
 * New York's exact calculation: wages less the deduction and exemption allowances, through the
 * period's table. Periods without a printed table (quarterly, twice a year) go through the annual one.
 */
export function newYorkState(edition: NyEdition, c: Context): number {
  const t = edition.tables;
  // Head of household and married filing separately withhold at the single rates.
  const marital = c.status === 'married_jointly' ? 'married' : 'single';
  const exemptions = c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : c.allowances;
  const printed = NY_PERIODS.includes(c.frequency);
  const period: NyPeriod = printed ? (c.frequency as NyPeriod) : 'annual';
  const scale = printed ? 1 : c.periods;
  const wages = roundCents(c.wages * scale);
  const allowance = t.deduction[period][marital === 'married' ? 1 : 0] + t.exemption[period] * exemptions;
  const net = nonNegative(roundCents(wages - allowance));
  // Method III: above the threshold a flat top rate applies to the whole annualised net wage.
  const annualNet = printed ? roundCents(net * c.periods) : net;
  if (annualNet >= t.methodIIIThreshold[marital]) {
    let rate = 0;
    for (const [atLeast, r] of t.methodIII[marital]) if (annualNet >= atLeast) rate = r;
    return roundCents(times(annualNet, rate) / c.periods);
  }
  const tax = rowsTax(t.tables[period][marital], net, true);
  return printed ? tax : roundCents(tax / c.periods);
}

function newJersey(edition: NjEdition, c: Context): number {
  const t = edition.tables;
  const letter =
    c.certificate.njRateTable ?? (c.status === 'married_jointly' || c.status === 'head_of_household' ? 'B' : 'A');
  const allowances =
    c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : filers(c.status) + c.allowances;
  const taxable = nonNegative(roundCents(c.wages - t.allowance[c.frequency] * allowances));
  return rowsTax(t.tables[letter][c.frequency], taxable);
}

function georgia(edition: GaEdition, c: Context): number {
  const [joint, single, perAllowance] = edition.table[c.frequency];
  const letter =
    c.certificate.gaMaritalStatus ??
    (c.status === 'married_jointly'
      ? 'C'
      : c.status === 'married_separately'
        ? 'D'
        : c.status === 'head_of_household'
          ? 'E'
          : 'A');
  // Only C (married filing jointly, one income) takes the joint deduction; B, D and E are single-sized.
  const deduction = letter === 'C' ? joint : single;
  const allowances = c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : c.allowances;
  const taxable = nonNegative(roundCents(c.wages - deduction - perAllowance * allowances));
  return times(taxable, edition.rate);
}

function utah(edition: UtEdition, c: Context): number {
  const [base, threshold] = edition.schedules[c.frequency][c.status === 'married_jointly' ? 'married' : 'single'];
  // Publication 14 works every line in whole dollars.
  const line2 = roundDollars(c.wages * edition.rate);
  const line5 = roundDollars(nonNegative(c.wages - threshold) * edition.phaseOutRate);
  return nonNegative(line2 - nonNegative(base - line5));
}

function ohio(edition: OhEdition, c: Context): number {
  const exemptions =
    c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : filers(c.status) + c.allowances;
  const taxable = nonNegative(roundCents(c.wages * c.periods) - edition.exemption * exemptions);
  return roundCents(rowsTax(edition.bands, taxable) / c.periods);
}

function massachusetts(edition: MaEdition, c: Context): number {
  const f = c.frequency;
  const exemptions =
    c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : filers(c.status) + c.allowances;
  if (exemptions >= 1 && c.wages < edition.floor[f]) return 0;
  // Social Security and Medicare come off, up to $2,000 a year (spread evenly over the periods).
  const fica = Math.min(times(c.wages, edition.ficaRate), roundCents(edition.ficaDeductionCap / c.periods));
  const [per, base] = edition.exemption[f];
  const exemption = exemptions > 0 ? per * exemptions + base : 0;
  const annual = roundCents(nonNegative(roundCents(c.wages - fica - exemption)) * c.periods);
  const annualTax =
    times(Math.min(annual, edition.surtaxThreshold), edition.rate) +
    times(nonNegative(annual - edition.surtaxThreshold), edition.surtaxRate);
  let tax = roundCents(annualTax / c.periods);
  const hoh = c.certificate.maHeadOfHousehold ?? c.status === 'head_of_household';
  if (hoh) tax -= edition.headOfHousehold[f];
  tax -= edition.blind[f] * Math.min(2, whole(c.certificate.maBlind));
  return nonNegative(roundCents(tax));
}

function oregon(edition: OrEdition, c: Context): number {
  const claimed = c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : c.allowances;
  const married = c.status === 'married_jointly';
  const annual = roundCents(c.wages * c.periods);
  // Above the ceiling no allowance counts, for the credit or for the wider tables.
  const allowances = annual > edition.allowanceCeiling[married ? 'married' : 'single'] ? 0 : claimed;
  const wide = married || allowances >= 3;
  let cap = 0;
  for (const [atLeast, amount] of edition.federalCap[married ? 'married' : 'single'])
    if (annual >= atLeast) cap = amount;
  const federal = Math.min(roundCents(c.federal * c.periods), cap);
  const base = nonNegative(annual - federal - edition.standardDeduction[wide ? 'wide' : 'narrow']);
  const rows = edition.tables[annual < edition.highWagesFrom ? 'low' : 'high'][wide ? 'wide' : 'narrow'];
  let row = rows[0];
  for (const candidate of rows) if (base >= candidate[0]) row = candidate;
  const fromRates = row[1] + roundDollars((base - row[0]) * row[2]);
  return roundDollars(nonNegative(fromRates - edition.credit * allowances) / c.periods);
}

/** Alabama's standard deduction for annual wages `annual` (the wages rounded to the dollar, as the formula allows). */
export function alabamaStandardDeduction(edition: AlEdition, status: FilingStatus, annual: number): number {
  const { max, start, step, per, min } = edition.standardDeduction[status];
  const gross = Math.round(annual);
  if (gross <= start) return max;
  return Math.max(min, max - step * Math.ceil((gross - start) / per));
}

function alabama(edition: AlEdition, c: Context): number {
  const annual = roundCents(c.wages * c.periods);
  const dependents = c.certificate.allowances !== undefined ? whole(c.certificate.allowances) : c.allowances;
  const perDependent = edition.dependent.find(([upTo]) => upTo === null || annual <= upTo)?.[1] ?? 0;
  const taxable = nonNegative(
    roundCents(
      annual -
        alabamaStandardDeduction(edition, c.status, annual) -
        roundCents(c.federal * c.periods) -
        edition.personalExemption[c.status] -
        perDependent * dependents,
    ),
  );
  const rows = edition.schedules[c.status === 'married_jointly' ? 'married' : 'single'];
  return roundCents(rowsTax(rows, taxable) / c.periods);
}

/** Arkansas's annual tax on net taxable income `income` before the exemption credits, in whole dollars. */
export function arkansasAnnualTax(edition: ArEdition, income: number): number {
  if (income <= 0) return 0;
  // The formula looks smaller incomes up at the middle of their $100 band (23,054 → 23,050).
  const looked = income < edition.midrangeBelow ? Math.floor(income / 100) * 100 + 50 : income;
  let row = edition.rows[0];
  for (const candidate of edition.rows) if (looked >= candidate[0]) row = candidate;
  return roundDollars(nonNegative(roundCents(times(looked, row[1]) - row[2])));
}

function arkansas(edition: ArEdition, c: Context): number {
  // AR4EC line 1: yourself 1, yourself and spouse 2, head of household 2; line 2 one a dependent.
  const exemptions =
    c.certificate.allowances !== undefined
      ? whole(c.certificate.allowances)
      : (c.status === 'married_jointly' || c.status === 'head_of_household' ? 2 : 1) + c.allowances;
  const income = roundCents(roundCents(c.wages * c.periods) - edition.standardDeduction);
  const annual = nonNegative(arkansasAnnualTax(edition, income) - edition.creditPerExemption * exemptions);
  return roundCents(annual / c.periods);
}

/** A TPG-211 step amount for annual salary `salary`: so much for each band, or part of one, above the start. */
const ctStep = (step: CtStep, salary: number) =>
  salary > step.start ? Math.min(step.max, step.amount * Math.ceil((salary - step.start) / step.per)) : 0;

function connecticut(edition: CtEdition, c: Context): number {
  const withheld = connecticutOnAllWages(edition, c);
  // CT-W4NA: a nonresident's withholding on all wages, apportioned to the work done in Connecticut.
  const percent = c.certificate.ctInStatePercent;
  return percent === undefined ? withheld : roundCents((withheld * Math.min(100, nonNegative(percent))) / 100);
}

/** What Connecticut's withholding followed: the CT-W4 code used, or none given, and any CT-W4NA share. */
function connecticutMethod(edition: CtEdition, c: Context): string {
  const percent = c.certificate.ctInStatePercent;
  const code = c.certificate.ctWithholdingCode ?? edition.code[c.status];
  return [
    c.certificate.ctNoCertificate
      ? `No CT-W4 given: ${roundCents(edition.noCertificateRate * 100)}% of wages`
      : `${edition.method}: code ${code}`,
    percent === undefined ? '' : `, ${Math.min(100, nonNegative(percent))}% in Connecticut (CT-W4NA)`,
  ].join('');
}

function connecticutOnAllWages(edition: CtEdition, c: Context): number {
  if (c.certificate.ctNoCertificate) return roundCents(c.wages * edition.noCertificateRate);
  const code = c.certificate.ctWithholdingCode ?? edition.code[c.status];
  if (code === 'E') return 0;
  const tables = edition.codes[code];
  const salary = roundCents(c.wages * c.periods);
  const { amount, start, per } = tables.exemption;
  const exemption = salary > start ? nonNegative(amount - per * Math.ceil((salary - start) / per)) : amount;
  const initial = rowsTax(tables.rates, nonNegative(roundCents(salary - exemption)));
  const recapture = tables.recapture.reduce((sum, step) => sum + ctStep(step, salary), 0);
  let credit = 0;
  for (const [moreThan, fraction] of tables.credit) if (salary > moreThan) credit = fraction;
  const annual = roundCents((initial + ctStep(tables.addBack, salary) + recapture) * (1 - credit));
  return roundCents(annual / c.periods);
}

function compute(edition: StateWithholdingEdition, c: Context): number {
  switch (edition.family) {
    case 'al-formula':
      return alabama(edition, c);
    case 'ar-formula':
      return arkansas(edition, c);
    case 'ct-tpg211':
      return connecticut(edition, c);
    case 'or-formula':
      return oregon(edition, c);
    case 'flat':
      return flat(edition, c);
    case 'brackets':
      return brackets(edition, c);
    case 'ca-method-b':
      return california(edition, c);
    case 'ny-exact':
      return newYorkState(edition, c);
    case 'nj-rate-tables':
      return newJersey(edition, c);
    case 'ga-percentage':
      return georgia(edition, c);
    case 'ut-pub14':
      return utah(edition, c);
    case 'oh-formula':
      return ohio(edition, c);
    case 'ma-circular-m':
      return massachusetts(edition, c);
  }
}

/**
 * Circular M's supplemental wages (p. 13): 5% of the payment, and 9% of the part of it that takes the
 * year's income over the surtax threshold, the year's income being the payment, the annualised regular
 * wages less the Social Security and Medicare deduction (up to $2,000) and the exemption amount, and the
 * supplemental wages already paid this year.
 */
export function massachusettsSupplemental(
  edition: MaEdition,
  payment: number,
  regular: { annualWages: number; exemptions: number; priorSupplemental: number },
): number {
  const fica = Math.min(edition.ficaDeductionCap, times(regular.annualWages, edition.ficaRate));
  const [per, base] = edition.exemption.annual;
  const exemption = regular.exemptions > 0 ? per * regular.exemptions + base : 0;
  const regularNet = nonNegative(regular.annualWages - fica - exemption);
  const year = payment + regularNet + regular.priorSupplemental;
  const above = Math.min(payment, nonNegative(year - edition.surtaxThreshold));
  return roundCents(times(above, edition.surtaxRate) + times(payment - above, edition.rate));
}

/** The state's encoded editions for a year, or undefined when only the bracket estimate exists. */
export function stateEditions(taxYear: number, state: StateWithholdingRequest['state']) {
  return taxYearData(taxYear).stateWithholding[state];
}

/**
 * State income tax to withhold from one paycheck, with the method and publication it follows.
 * `allowances` keeps its meaning (dependents or extra allowances beyond the filer and spouse); the
 * state certificate's own fields, when given, take precedence. 0 in states without a wage tax.
 */
export function stateWithholdingDetail(request: StateWithholdingRequest): StateWithholdingResult {
  if (!isStateCode(request.state)) throw new RangeError(`Unknown state code: ${String(request.state)}`);
  const table = stateTable(request.taxYear, request.state);
  const certificate = request.certificate ?? {};
  const extra = nonNegative(roundCents(money(certificate.extraWithholding)));
  const editions = stateEditions(request.taxYear, request.state);
  if (table.kind === 'none')
    return {
      amount: 0,
      method: 'No state income tax on wages',
      source: table.source,
      effectiveFrom: `${request.taxYear}-01-01`,
      basis: 'publication',
      unit: 0.01,
    };
  if (!editions || editions.length === 0) {
    const amount = certificate.exempt ? 0 : stateWithholdingEstimate(request);
    return {
      amount: roundCents(amount + extra),
      method: `Estimated from ${request.taxYear} state income-tax brackets`,
      source: table.source,
      effectiveFrom: `${request.taxYear}-01-01`,
      basis: 'estimate',
      unit: 0.01,
    };
  }
  const edition = editionFor(editions, request.payDate);
  const wages = nonNegative(roundCents(money(request.wages)));
  const context: Context = {
    federal:
      request.federalWithholding !== undefined
        ? nonNegative(money(request.federalWithholding))
        : edition.family === 'or-formula' || edition.family === 'al-formula'
          ? federalWithholding({
              taxYear: request.taxYear,
              payFrequency: request.payFrequency,
              wages,
              filingStatus: request.filingStatus,
              w4: { multipleJobs: false, dependentsCredit: 0, otherIncome: 0, deductions: 0, extraWithholding: 0 },
            })
          : 0,
    wages,
    frequency: request.payFrequency,
    periods:
      request.payFrequency === 'daily' && edition.dailyPeriods
        ? edition.dailyPeriods
        : PAY_PERIODS_PER_YEAR[request.payFrequency],
    status: request.filingStatus,
    allowances: whole(request.allowances),
    federalW4Allowances: request.federalW4Allowances === undefined ? undefined : whole(request.federalW4Allowances),
    certificate,
  };
  const amount = certificate.exempt ? 0 : compute(edition, context);
  const legacyW4 =
    edition.family === 'brackets' && edition.federalW4Allowance && context.federalW4Allowances !== undefined
      ? edition.federalW4Allowance.method
      : undefined;
  return {
    amount: roundCents(amount + extra),
    method: edition.family === 'ct-tpg211' ? connecticutMethod(edition, context) : (legacyW4 ?? edition.method),
    source: edition.source,
    effectiveFrom: edition.effectiveFrom,
    basis: edition.basis,
    unit: edition.family === 'ut-pub14' || (edition.family === 'flat' && edition.wholeDollars) ? 1 : 0.01,
  };
}

/** State income tax to withhold from one paycheck, in dollars to the cent (see stateWithholdingDetail). */
export function stateWithholding(request: StateWithholdingRequest): number {
  return stateWithholdingDetail(request).amount;
}
