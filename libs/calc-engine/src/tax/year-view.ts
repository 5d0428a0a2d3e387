/**
 * The year ahead, paycheck by paycheck (docs/product/pay-periods.md): cumulative gross, taxes and net from the
 * year-to-date the worker enters, with the points where the Social Security wage base stops Social Security, where the
 * §225 overtime deduction's cap is reached and where the elective-deferral limit stops 401(k) contributions.
 *
 * A pay period is the week's paycheck × 52 ÷ periods a year (the rule of ../periods.ts); what changes through the year
 * is only what the law caps by the year: Social Security, Additional Medicare, the state programs with a wage base, and
 * the deferral (and so, in W-4 mode, the income tax on the wages a deferral no longer shelters).
 */
import { normalizeInput } from '../input.js';
import { roundCents } from '../money.js';
import { computePaycheck } from '../paycheck.js';
import { WEEKS_PER_YEAR } from '../periods.js';
import type { PaycheckFigures, PaycheckInput, PaycheckInputDraft, W4TaxFigures } from '../types.js';
import { STATE_CONTRIBUTIONS_2026 } from './contributions.js';
import { money } from './federal.js';
import { ficaTaxesExact } from './fica.js';
import { overtimeDeductionExact } from './overtime.js';
import { taxYearData } from './registry.js';
import { PAY_PERIODS_PER_YEAR, type PayFrequency } from './types.js';
import { computeW4Paycheck } from './w4-paycheck.js';

/** What this year has already paid, as the worker reads it off the last pay stub. */
export interface YearToDate {
  /** Paychecks of this year already received: the projection starts with the next one. */
  periodsPaid: number;
  grossPay: number;
  /** Every tax withheld so far (federal, Social Security, Medicare, state, local, state programs). */
  taxes: number;
  netPay: number;
  /** 401(k)/403(b)/457 deferrals so far, traditional and Roth together. */
  retirementDeferrals: number;
  /** §225 qualified overtime premium (the half of time-and-a-half) paid so far. */
  qualifiedOvertime: number;
}

export interface YearViewRequest {
  /** The calculator's inputs (cleaned here); `ytdWages` is this year's Social Security wages so far. */
  input: PaycheckInputDraft | PaycheckInput;
  /** The paycheck frequency to project; the input's own `payFrequency` when absent. */
  payFrequency?: PayFrequency;
  ytd?: Partial<YearToDate>;
}

/** One paycheck of the year and the year's totals after it, in dollars to the cent. */
export interface YearPeriod {
  /** 1 is the year's first paycheck. */
  period: number;
  grossPay: number;
  taxes: number;
  /** W-4 mode's Social Security line (0 once the wage base is reached); null in quick-estimate mode. */
  socialSecurity: number | null;
  retirementDeferral: number;
  /** 401(k), health, HSA/FSA, dues and the other deductions that are not taxes. */
  otherDeductions: number;
  netPay: number;
  cumulative: { grossPay: number; taxes: number; netPay: number; retirementDeferrals: number };
}

/** Where a yearly limit is reached: in `period` (its paycheck is the last one the limit lets fully through). */
export interface YearMilestone {
  /** The paycheck in which the limit is reached, or the number of paychecks already paid when it was reached before. */
  period: number;
  /** The limit was already reached by the year-to-date entered. */
  before: boolean;
  limit: number;
  text: string;
}

export interface YearView {
  payFrequency: PayFrequency;
  periodsPerYear: number;
  /** What one paycheck is called ('Week', 'Two weeks', …): 'Week 37'. */
  periodName: string;
  ytd: YearToDate;
  periods: YearPeriod[];
  totals: { grossPay: number; taxes: number; netPay: number; retirementDeferrals: number };
  milestones: {
    socialSecurityWageBase: YearMilestone | null;
    overtimeDeductionCap: YearMilestone | null;
    deferralLimit: YearMilestone | null;
  };
  /** The rule and what the view leaves out, shown under it. */
  notes: string[];
}

const PERIOD_NAMES: Readonly<Record<PayFrequency, string>> = {
  daily: 'Day',
  weekly: 'Week',
  biweekly: 'Paycheck',
  semimonthly: 'Half-month',
  monthly: 'Month',
  quarterly: 'Quarter',
  semiannual: 'Half-year',
  annual: 'Year',
};

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

type WeekFigures = PaycheckFigures & Partial<W4TaxFigures>;

function cleanYtd(ytd: Partial<YearToDate> | undefined, periodsPerYear: number): YearToDate {
  return {
    periodsPaid: Math.min(periodsPerYear, Math.trunc(money(ytd?.periodsPaid))),
    grossPay: money(ytd?.grossPay),
    taxes: money(ytd?.taxes),
    netPay: money(ytd?.netPay),
    retirementDeferrals: money(ytd?.retirementDeferrals),
    qualifiedOvertime: money(ytd?.qualifiedOvertime),
  };
}

/**
 * The rest of the year, paycheck by paycheck, for the calculator's inputs and the year-to-date. Every period's amounts
 * are rounded to the cent, and each cumulative figure is the year-to-date plus exactly the sum of the periods shown.
 */
export function yearView(request: YearViewRequest): YearView {
  const base = normalizeInput(request.input);
  const payFrequency = request.payFrequency ?? base.payFrequency;
  const periodsPerYear = PAY_PERIODS_PER_YEAR[payFrequency];
  const perPeriod = WEEKS_PER_YEAR / periodsPerYear;
  const ytd = cleanYtd(request.ytd, periodsPerYear);
  const data = taxYearData(base.taxYear);
  const w4Mode = base.taxMode === 'w4';
  // The bonus check is its own paycheck, not every period's; the caps are figured here from the year-to-date.
  const input: PaycheckInput = { ...base, payFrequency, supplementalPay: 0, ytdWages: 0 };

  // The week's paycheck with the deferral held to `weeklyDeferral` dollars (null: as entered).
  const cache = new Map<string, WeekFigures>();
  const week = (weeklyDeferral: number | null): WeekFigures => {
    const key = String(weeklyDeferral);
    const hit = cache.get(key);
    if (hit) return hit;
    const variant: PaycheckInput =
      weeklyDeferral === null ? input : { ...input, retirement401kIsPercent: false, retirement401k: weeklyDeferral };
    const figures = w4Mode ? computeW4Paycheck(variant).figures : computePaycheck(variant);
    cache.set(key, figures);
    return figures;
  };

  const full = week(null);
  const deferralLimit = data.electiveDeferralLimit;
  const contributions = input.state === '' ? [] : (STATE_CONTRIBUTIONS_2026[input.state] ?? []);
  // §225: the year's cap after the phase-out, on the income the week's pay makes in a year.
  const overtimeCap =
    w4Mode && (full.qualifiedOvertimePremium ?? 0) > 0
      ? overtimeDeductionExact({
          taxYear: input.taxYear,
          filingStatus: input.filingStatus,
          qualifiedOvertime: Number.MAX_SAFE_INTEGER,
          magi: (full.incomeTaxWages ?? 0) * WEEKS_PER_YEAR + (input.w4.formYear === 2019 ? 0 : input.w4.otherIncome),
        })
      : null;

  let ficaSoFar = base.ytdWages;
  let gross = ytd.grossPay;
  let taxes = ytd.taxes;
  let net = ytd.netPay;
  let deferrals = ytd.retirementDeferrals;
  let overtime = ytd.qualifiedOvertime;
  const periods: YearPeriod[] = [];
  const periodName = PERIOD_NAMES[payFrequency];
  const milestone = (period: number, before: boolean, limit: number, what: string): YearMilestone => ({
    period,
    before,
    limit,
    text: before ? `${what} before this year's first paycheck shown` : `${what} in ${periodName} ${period}`,
  });
  let ssMilestone: YearMilestone | null = null;
  let deferralMilestone: YearMilestone | null = null;
  let overtimeMilestone: YearMilestone | null = null;
  const ssText = `Social Security wage base (${usd(data.fica.socialSecurityWageBase)}) reached`;
  const deferralText = `401(k) limit (${usd(deferralLimit)}) reached`;
  const overtimeText = (cap: number) => `Overtime deduction cap (${usd(cap)}) reached`;
  if (w4Mode && ficaSoFar >= data.fica.socialSecurityWageBase)
    ssMilestone = milestone(ytd.periodsPaid, true, data.fica.socialSecurityWageBase, ssText);
  if (full.retirement401kAmount > 0 && deferrals >= deferralLimit)
    deferralMilestone = milestone(ytd.periodsPaid, true, deferralLimit, deferralText);
  if (overtimeCap !== null && overtime >= overtimeCap)
    overtimeMilestone = milestone(ytd.periodsPaid, true, overtimeCap, overtimeText(overtimeCap));

  for (let period = ytd.periodsPaid + 1; period <= periodsPerYear; period += 1) {
    // The deferral this paycheck may still take under the year's limit.
    const wanted = full.retirement401kAmount * perPeriod;
    const room = Math.max(0, deferralLimit - deferrals);
    const figures = wanted <= room ? full : week(room / perPeriod);
    const deferral = roundCents(figures.retirement401kAmount * perPeriod);

    let periodTaxes: number;
    let socialSecurity: number | null = null;
    if (w4Mode) {
      const ficaWages = (figures.ficaWages ?? 0) * perPeriod;
      const fica = ficaTaxesExact({ taxYear: input.taxYear, wages: ficaWages, ytdWages: ficaSoFar });
      socialSecurity = roundCents(fica.socialSecurity);
      let programs = 0;
      for (const c of contributions) {
        const taxed =
          c.wageBase === undefined ? ficaWages : Math.max(0, Math.min(ficaSoFar + ficaWages, c.wageBase) - ficaSoFar);
        const amount = roundCents(taxed * c.rate);
        programs += c.weeklyMax === undefined ? amount : Math.min(amount, roundCents(c.weeklyMax * perPeriod));
      }
      periodTaxes =
        roundCents(((figures.federalIncomeTax ?? 0) + input.extraWithholding) * perPeriod) +
        socialSecurity +
        roundCents(fica.medicare) +
        roundCents(fica.additionalMedicare) +
        roundCents((figures.stateIncomeTax ?? 0) * perPeriod) +
        roundCents((figures.localIncomeTax ?? 0) * perPeriod) +
        programs;
      if (!ssMilestone && ficaSoFar + ficaWages >= data.fica.socialSecurityWageBase)
        ssMilestone = milestone(period, false, data.fica.socialSecurityWageBase, ssText);
      ficaSoFar += ficaWages;
    } else {
      periodTaxes = roundCents((figures.taxAmount + input.extraWithholding) * perPeriod);
    }
    periodTaxes = roundCents(periodTaxes);
    const grossPay = roundCents(figures.grossPay * perPeriod);
    // Everything withheld that is not a tax: the deductions beyond the tax lines, and dues.
    const otherDeductions = roundCents(
      (figures.totalDeductions - figures.taxAmount - input.extraWithholding + figures.unionDuesAmount) * perPeriod,
    );
    const netPay = roundCents(grossPay - periodTaxes - otherDeductions);

    gross = roundCents(gross + grossPay);
    taxes = roundCents(taxes + periodTaxes);
    net = roundCents(net + netPay);
    deferrals = roundCents(deferrals + deferral);
    if (!deferralMilestone && full.retirement401kAmount > 0 && deferrals >= deferralLimit)
      deferralMilestone = milestone(period, false, deferralLimit, deferralText);
    if (overtimeCap !== null) {
      overtime += (full.qualifiedOvertimePremium ?? 0) * perPeriod;
      if (!overtimeMilestone && overtime >= overtimeCap)
        overtimeMilestone = milestone(period, false, overtimeCap, overtimeText(overtimeCap));
    }
    periods.push({
      period,
      grossPay,
      taxes: periodTaxes,
      socialSecurity,
      retirementDeferral: deferral,
      otherDeductions,
      netPay,
      cumulative: { grossPay: gross, taxes, netPay: net, retirementDeferrals: deferrals },
    });
  }

  const notes = [
    `${periodsPerYear === WEEKS_PER_YEAR ? 'Each week is the weekly paycheck' : `Each ${periodName.toLowerCase()} is the weekly paycheck × 52 ÷ ${periodsPerYear}`}; totals start from the year-to-date you entered.`,
    w4Mode
      ? `Social Security stops at the ${usd(data.fica.socialSecurityWageBase)} wage base (counting this year's Social Security wages so far); the overtime deduction (§225) is a yearly deduction on your return, capped after the phase-out; 401(k) deferrals stop at ${usd(deferralLimit)} (before any age-50 catch-up).`
      : `The quick estimate's one combined rate has no Social Security wage base or overtime cap: choose "From my W-4 and state" to see them. 401(k) deferrals stop at ${usd(deferralLimit)} (before any age-50 catch-up).`,
  ];
  return {
    payFrequency,
    periodsPerYear,
    periodName,
    ytd,
    periods,
    totals: { grossPay: gross, taxes, netPay: net, retirementDeferrals: deferrals },
    milestones: {
      socialSecurityWageBase: ssMilestone,
      overtimeDeductionCap: overtimeMilestone,
      deferralLimit: deferralMilestone,
    },
    notes,
  };
}
