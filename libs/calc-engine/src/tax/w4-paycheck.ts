/**
 * W-4 mode's "From my W-4 and state": the week's paycheck with Pub 15-T federal withholding, FICA, state
 * income tax and the law's treatment of union pay. All figures are weekly and unrounded here.
 */
import { totalWeeklyExpenses } from '../expenses.js';
import type { PaycheckFigures, PaycheckInput, SupplementalCheck, TaxNotes, W4TaxFigures } from '../types.js';
import { adjustedAnnualWage, federalWithholdingExact, isOldW4, rowFor, tentativeAnnual } from './federal.js';
import { ficaTaxes } from './fica.js';
import { roundCents } from '../money.js';
import { weeklyPay } from '../paycheck.js';
import { overtimeDeductionExact } from './overtime.js';
import { taxYearData } from './registry.js';
import { stateTable } from './state.js';
import { stateWithholdingDetail } from './state-withholding.js';
import { localWithholding } from './local-withholding.js';
import { stateContributions } from './contributions.js';
import { PRE_TAX_STATE_RULES_2026 } from './data/2026-pretax.js';
import { stateSupplementalRate, stateSupplementalWithholding, supplementalWithholding } from './supplemental.js';
import { PAY_PERIODS_PER_YEAR, type PayFrequency, type W4 } from './types.js';

const WEEKS_PER_YEAR = 52;
/** FLSA: overtime is hours over 40 in the workweek. */
const FLSA_WEEK_HOURS = 40;
/** §225 deducts only the premium half of time-and-a-half (and the same half-rate for double time). */
const QUALIFIED_PREMIUM_SHARE = 0.5;

export interface W4Paycheck {
  figures: PaycheckFigures & W4TaxFigures;
  notes: TaxNotes;
  /** The separate check for `supplementalPay`, when there is one. */
  supplementalCheck?: SupplementalCheck;
}

/**
 * W-4 mode for a clean input: every weekly figure (tax lines already in cents, the rest unrounded)
 * and the notes for "how this was computed". calculatePaycheck of the tax entry rounds and wraps it.
 */
export function computeW4Paycheck(input: PaycheckInput): W4Paycheck {
  const data = taxYearData(input.taxYear);
  const { regularPay, overtimePay, doubleTimePay, totalHours, perDiemTotal, unionBenefitsTotal, wages } =
    weeklyPay(input);
  // Employer-paid health, pension and annuity (unionBenefitsTotal): not wages for income tax or FICA;
  // total package only.
  // Vacation/holiday fund: taxable wages on the check, then deducted after tax.
  const unionVacationFundAmount = input.isUnion ? input.unionVacationFundPerHour * totalHours : 0;

  const taxableGrossPay = wages + unionVacationFundAmount;
  const grossPay = taxableGrossPay + perDiemTotal; // per diem: cash, not wages

  const retirement401kAmount = input.retirement401kIsPercent
    ? (taxableGrossPay * input.retirement401k) / 100
    : input.retirement401k;
  // A Roth contribution comes out after tax; a traditional deferral leaves income-tax wages only.
  const deferral = input.retirementRoth ? 0 : retirement401kAmount;
  // §125 (health premiums, FSA, HSA through the plan, dependent care) and §132(f) commuter benefits
  // leave both income-tax and FICA wages.
  const section125 = input.medicalInsurance + input.hsaFsa + input.hsa + input.dependentCareFsa;
  const commuter = input.commuterBenefits;
  const incomeTaxWages = Math.max(0, taxableGrossPay - deferral - section125 - commuter);
  const ficaWages = Math.max(0, taxableGrossPay - section125 - commuter);

  // Withholding runs on the worker's real pay period; the week's share is taken back out of it.
  const periods = PAY_PERIODS_PER_YEAR[input.payFrequency];
  const toPeriod = (weekly: number) => (weekly * WEEKS_PER_YEAR) / periods;
  const toWeek = (perPeriod: number) => (perPeriod * periods) / WEEKS_PER_YEAR;

  // §225: the premium half on FLSA overtime hours (over 40 in the week), once a year, capped and phased out.
  const flsaHours = input.overtimeQualifies
    ? Math.min(input.overtimeHours + input.doubleTimeHours, Math.max(0, totalHours - FLSA_WEEK_HOURS))
    : 0;
  const qualifiedOvertimePremium = QUALIFIED_PREMIUM_SHARE * input.hourlyRate * flsaHours;
  const w4 = input.w4;
  const otherIncome = w4.formYear === 2019 ? 0 : w4.otherIncome;
  const overtimeDeductionAnnual = overtimeDeductionExact({
    taxYear: input.taxYear,
    filingStatus: input.filingStatus,
    qualifiedOvertime: qualifiedOvertimePremium * WEEKS_PER_YEAR,
    magi: incomeTaxWages * WEEKS_PER_YEAR + otherIncome,
  });
  // Step 4(b) exists only on the 2020+ form.
  const overtimeAppliedToW4 = input.applyOvertimeToW4 && w4.formYear !== 2019 && overtimeDeductionAnnual > 0;

  // Step 4(c) is the calculation's extraWithholding, kept as its own line, so none is added here.
  const baseW4: W4 =
    w4.formYear === 2019
      ? { formYear: 2019, allowances: w4.allowances }
      : { ...w4, formYear: 2020, extraWithholding: 0 };
  const federalW4: W4 =
    overtimeAppliedToW4 && !isOldW4(baseW4)
      ? { ...baseW4, deductions: baseW4.deductions + overtimeDeductionAnnual }
      : baseW4;
  // Each tax is an amount withheld, so each line is in cents and taxAmount is exactly their sum.
  const federalIncomeTax = roundCents(
    toWeek(
      federalWithholdingExact({
        taxYear: input.taxYear,
        payFrequency: input.payFrequency,
        wages: toPeriod(incomeTaxWages),
        filingStatus: input.filingStatus,
        w4: federalW4,
      }),
    ),
  );

  const federalPerPeriod = roundCents(toPeriod(federalIncomeTax));

  // Federal marginal rate before the §225 deduction: the table row's rate, or 0 when credits wipe out the tax.
  const federalMarginal = (() => {
    const { table, adjusted } = adjustedAnnualWage(data, periods, toPeriod(incomeTaxWages), input.filingStatus, baseW4);
    const credits = isOldW4(baseW4) ? 0 : baseW4.dependentsCredit;
    return tentativeAnnual(table, adjusted) > credits ? rowFor(table, adjusted).rate : 0;
  })();

  const fica = ficaTaxes({ taxYear: input.taxYear, wages: ficaWages, ytdWages: input.ytdWages });
  const ficaMarginal =
    (input.ytdWages + ficaWages < data.fica.socialSecurityWageBase ? data.fica.socialSecurityRate : 0) +
    data.fica.medicareRate +
    (input.ytdWages + ficaWages >= data.fica.additionalMedicareThreshold ? data.fica.additionalMedicareRate : 0);

  let stateIncomeTax = 0;
  let stateWages = incomeTaxWages;
  let stateMarginal = 0;
  let stateSource = 'No state chosen';
  let stateEstimated = false;
  let stateKind: TaxNotes['stateKind'] = null;
  let stateNote: string | null = null;
  let stateMethod: string | null = null;
  let stateBasis: TaxNotes['stateBasis'] = null;
  if (input.state !== '') {
    const state = input.state;
    const table = stateTable(input.taxYear, state);
    // What the state keeps in its wages that federal withholding excludes.
    const rules = PRE_TAX_STATE_RULES_2026;
    stateWages =
      incomeTaxWages +
      (rules.retirementTaxable[state]?.includes(input.retirementPlan) ? deferral : 0) +
      (rules.hsaTaxable.includes(state) ? input.hsa : 0) +
      (rules.dependentCareTaxable.includes(state) ? input.dependentCareFsa : 0);
    stateKind = table.kind;
    // The week's share of the period's withholding, by the state's own method where it is encoded.
    const withheld = (payFrequency: PayFrequency, wages: number) =>
      stateWithholdingDetail({
        taxYear: input.taxYear,
        state,
        payFrequency,
        wages: roundCents(wages),
        filingStatus: input.filingStatus,
        allowances: input.stateAllowances,
        payDate: input.payDate || undefined,
        certificate: input.stateCertificate,
        federalW4Allowances: w4.formYear === 2019 ? w4.allowances : undefined,
        // Oregon subtracts the federal tax withheld (annualised by the state from this period's).
        federalWithholding: payFrequency === input.payFrequency ? federalPerPeriod : undefined,
      });
    const detail = withheld(input.payFrequency, toPeriod(stateWages));
    stateIncomeTax = roundCents(toWeek(detail.amount));
    stateSource = detail.source;
    stateMethod = detail.method;
    stateBasis = detail.basis;
    stateEstimated = detail.basis === 'estimate';
    // The table's note explains the bracket estimate; a state figured by its own method needs none.
    stateNote = stateEstimated ? (table.note ?? null) : null;
    if (table.kind !== 'none') {
      // The tax on the next dollar, on the year's wages: a $100 step keeps cents rounding out of
      // the rate, $2,000 where the state withholds whole dollars.
      const annualWages = stateWages * WEEKS_PER_YEAR;
      const step = detail.unit >= 1 ? 2000 : 100;
      stateMarginal = Math.max(
        0,
        (withheld('annual', annualWages + step).amount - withheld('annual', annualWages).amount) / step,
      );
    }
  }

  // Local taxes: Pennsylvania's and Ohio's local taxes reach 401(k) deferrals (their wage bases follow
  // Medicare wages); Kentucky's occupational taxes cafeteria-plan pay too (gross wages, KRS 67.750);
  // the others follow the state's wages.
  const localLines: TaxNotes['localLines'] = [];
  const home = input.homeLocality;
  const work = input.workLocality;
  if (home || work) {
    const baseOf = (code: string) =>
      code.startsWith('KY-') ? 'gross' : code.startsWith('PA-') || code.startsWith('OH-') ? 'medicare' : 'state';
    const wagesOf = { gross: taxableGrossPay, medicare: ficaWages, state: stateWages };
    for (const base of ['gross', 'medicare', 'state'] as const) {
      const pick = (code: string) => (code && baseOf(code) === base ? code : '');
      if (!pick(home) && !pick(work)) continue;
      const result = localWithholding({
        taxYear: input.taxYear,
        payDate: input.payDate || undefined,
        payFrequency: input.payFrequency,
        wages: roundCents(toPeriod(wagesOf[base])),
        filingStatus: input.filingStatus,
        allowances: input.stateAllowances,
        home: pick(home),
        work: pick(work),
        ytdWages: input.ytdWages,
        withholdHomeCity: input.withholdHomeCity,
        certificate: input.stateCertificate,
      });
      for (const line of result.lines) localLines.push({ ...line, amount: roundCents(toWeek(line.amount)) });
    }
  }
  const localIncomeTax = roundCents(localLines.reduce((sum, line) => sum + line.amount, 0));

  // State disability and paid-leave programs, on the week's FICA wages after this year's earlier wages.
  const contributionLines = stateContributions(input.state, ficaWages, input.ytdWages);
  const stateContributionTotal = roundCents(contributionLines.reduce((sum, line) => sum + line.amount, 0));

  const taxAmount =
    federalIncomeTax +
    fica.socialSecurity +
    fica.medicare +
    fica.additionalMedicare +
    stateIncomeTax +
    localIncomeTax +
    stateContributionTotal;
  const totalDeductions =
    taxAmount +
    input.extraWithholding +
    retirement401kAmount +
    input.medicalInsurance +
    input.hsaFsa +
    input.hsa +
    input.dependentCareFsa +
    input.commuterBenefits +
    unionVacationFundAmount;
  const unionDuesAmount = input.isUnion
    ? (input.unionDuesIsPercent ? (taxableGrossPay * input.unionDues) / 100 : input.unionDues) +
      input.unionWorkDuesPerHour * totalHours
    : 0;
  const netPay = grossPay - totalDeductions - unionDuesAmount;
  const totalExpenses = totalWeeklyExpenses(input.expenses);
  const leftOver = netPay - totalExpenses;
  const totalPackage = netPay + unionBenefitsTotal + unionVacationFundAmount;
  const overtimeDeductionTaxSaved = overtimeDeductionAnnual * federalMarginal;

  const figures: PaycheckFigures & W4TaxFigures = {
    regularPay,
    overtimePay,
    doubleTimePay,
    totalHours,
    perDiemTotal,
    grossPay,
    taxableGrossPay,
    unionBenefitsTotal,
    // The law does not take overtime pay out of withholding wages; §225 is a yearly deduction.
    overtimePayExcluded: 0,
    taxableIncome: incomeTaxWages,
    taxAmount,
    retirement401kAmount,
    totalDeductions,
    unionDuesAmount,
    netPay,
    totalExpenses,
    leftOver,
    netAfterExpenses: leftOver,
    totalPackage,
    effectiveHourlyRate: totalHours > 0 ? totalPackage / totalHours : 0,
    // The week's share of the year's §225 saving.
    taxSavedOnOvertime: overtimeDeductionTaxSaved / WEEKS_PER_YEAR,
    federalIncomeTax,
    socialSecurity: fica.socialSecurity,
    medicare: fica.medicare,
    additionalMedicare: fica.additionalMedicare,
    stateIncomeTax,
    localIncomeTax,
    stateContributions: stateContributionTotal,
    incomeTaxWages,
    ficaWages,
    stateWages,
    unionVacationFundAmount,
    qualifiedOvertimePremium,
    overtimeDeductionAnnual,
    overtimeDeductionTaxSaved,
    marginalRate: (federalMarginal + ficaMarginal + stateMarginal) * 100,
    federalMarginalRate: federalMarginal * 100,
    stateMarginalRate: stateMarginal * 100,
    effectiveRate: taxableGrossPay > 0 ? (taxAmount / taxableGrossPay) * 100 : 0,
  };
  const notes: TaxNotes = {
    taxYear: input.taxYear,
    payFrequency: input.payFrequency,
    federalSource: data.federal.source,
    ficaSource: data.fica.source,
    stateSource,
    stateKind,
    stateEstimated,
    stateEstimateText: stateEstimated ? `estimated from ${input.taxYear} state income-tax brackets` : null,
    stateMethod,
    stateBasis,
    stateNote,
    localLines,
    contributionLines,
    overtimeSource: data.overtimeDeductionSource,
    overtimeAppliedToW4,
  };
  if (input.supplementalPay <= 0) return { figures, notes };

  // A bonus or commission on its own check (Pub 15 §7): federal by the chosen method, FICA on top of
  // this week's wages, the state's supplemental rule, and local taxes on the difference it makes.
  const bonus = roundCents(input.supplementalPay);
  const regularPeriod = roundCents(toPeriod(incomeTaxWages));
  const bonusFederal = supplementalWithholding({
    taxYear: input.taxYear,
    method: input.supplementalMethod,
    supplemental: bonus,
    regularWages: regularPeriod,
    payFrequency: input.payFrequency,
    filingStatus: input.filingStatus,
    w4: baseW4,
    ytdSupplemental: input.ytdSupplementalPay,
  });
  const bonusFica = ficaTaxes({ taxYear: input.taxYear, wages: bonus, ytdWages: input.ytdWages + ficaWages });
  const bonusState =
    input.state === '' || stateKind === 'none'
      ? 0
      : stateSupplementalWithholding({
          taxYear: input.taxYear,
          state: input.state,
          supplemental: bonus,
          bonus: true,
          regularWages: roundCents(toPeriod(stateWages)),
          payFrequency: input.payFrequency,
          filingStatus: input.filingStatus,
          allowances: input.stateAllowances,
          payDate: input.payDate || undefined,
          certificate: input.stateCertificate,
          ytdSupplemental: input.ytdSupplementalPay,
        });
  const localOn = (extra: number) =>
    input.homeLocality || input.workLocality
      ? localWithholding({
          taxYear: input.taxYear,
          payDate: input.payDate || undefined,
          payFrequency: input.payFrequency,
          wages: roundCents(toPeriod(stateWages)) + extra,
          filingStatus: input.filingStatus,
          allowances: input.stateAllowances,
          home: input.homeLocality,
          work: input.workLocality,
          withholdHomeCity: input.withholdHomeCity,
          certificate: input.stateCertificate,
        }).total
      : 0;
  const bonusLocal = Math.max(0, roundCents(localOn(bonus) - localOn(0)));
  const withheld =
    bonusFederal +
    bonusFica.socialSecurity +
    bonusFica.medicare +
    bonusFica.additionalMedicare +
    bonusState +
    bonusLocal;
  const stateRule = stateSupplementalRate(input.state, input.payDate || undefined);
  const supplementalCheck: SupplementalCheck = {
    gross: bonus,
    federalIncomeTax: bonusFederal,
    socialSecurity: bonusFica.socialSecurity,
    medicare: bonusFica.medicare,
    additionalMedicare: bonusFica.additionalMedicare,
    stateIncomeTax: bonusState,
    localIncomeTax: bonusLocal,
    net: roundCents(bonus - withheld),
    federalMethod:
      input.supplementalMethod === 'flat'
        ? 'IRS Pub 15 §7 optional flat rate: 22% (37% over $1 million in the year)'
        : 'IRS Pub 15 §7 aggregate procedure: the tax on this period’s wages plus the bonus, less the tax on the wages alone',
    stateMethod: stateRule
      ? stateRule.source
      : input.state === '' || stateKind === 'none'
        ? 'No state income tax'
        : "The state's regular method on wages plus the bonus, less on wages alone",
  };
  return { figures, notes, supplementalCheck };
}
