import { BUDGET_SHARES, EMERGENCY_FUND_MONTHS, retirementLabel, WEEKS_PER_MONTH } from '@takehome/calc-engine';
import type { SavedCalculationDto } from '@takehome/contracts';
import { formatMoney } from '@takehome/web-kit';
import { preTaxAmounts } from '../calculator/results/resultLines';
import { BONUS_CHECK_LINES, bonusLine } from '../calculator/results/w4Lines';
import { figuresOf } from '../shared/savedFigures';

export type Period = 'week' | 'month' | 'quarter' | 'year';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each period is the last N days, today included; bars group it by day, week or month. */
export const PERIODS: ReadonlyArray<{ value: Period; label: string; days: number; bucket: Bucket }> = [
  { value: 'week', label: 'Week', days: 7, bucket: 'day' },
  { value: 'month', label: 'Month', days: 30, bucket: 'week' },
  { value: 'quarter', label: 'Quarter', days: 91, bucket: 'week' },
  { value: 'year', label: 'Year', days: 365, bucket: 'month' },
];
type Bucket = 'day' | 'week' | 'month';

/** How far back the page reads: the longest period, which also covers last calendar month. */
export const LOOKBACK_DAYS = 366;

export interface Totals {
  count: number;
  netPay: number;
  grossPay: number;
  leftOver: number;
  hours: number;
  expenses: number;
  overtimePay: number;
  unionBenefits: number;
  /** Flat mode's "No Tax on Overtime" saving (docs/product/calculation.md). */
  taxSavedOnOvertime: number;
  /** W-4 mode (docs/product/taxes.md): the weekly share of the §225 overtime deduction's yearly federal saving. */
  overtimeDeductionSaving: number;
  /** W-4 mode saves: their count and their taxes, to say what share of pay the taxes take. */
  w4Count: number;
  w4Taxes: number;
  w4Gross: number;
  shortWeeks: number;
  /** W-4 mode saves' lines (docs/product/taxes.md), each summed by the name the results give it, first seen first. */
  statePrograms: NamedAmount[];
  localTaxes: NamedAmount[];
  /** The retirement contribution by plan ('Roth 403(b)') and the other pre-tax benefits ('HSA'). */
  preTax: NamedAmount[];
  /** How many saves had a bonus check, and its lines summed. */
  bonusChecks: number;
  bonusLines: NamedAmount[];
}

export interface NamedAmount {
  name: string;
  amount: number;
}

/** Adds `amount` to the line called `name`, a new line at the end when there is none yet. */
function addNamed(lines: NamedAmount[], name: string, amount: number) {
  const line = lines.find((l) => l.name === name);
  if (line) line.amount += amount;
  else lines.push({ name, amount });
}

export function totalsOf(calculations: readonly SavedCalculationDto[]): Totals {
  const totals: Totals = {
    count: calculations.length,
    netPay: 0,
    grossPay: 0,
    leftOver: 0,
    hours: 0,
    expenses: 0,
    overtimePay: 0,
    unionBenefits: 0,
    taxSavedOnOvertime: 0,
    overtimeDeductionSaving: 0,
    w4Count: 0,
    w4Taxes: 0,
    w4Gross: 0,
    shortWeeks: 0,
    statePrograms: [],
    localTaxes: [],
    preTax: [],
    bonusChecks: 0,
    bonusLines: [],
  };
  for (const calculation of calculations) {
    const { input, result } = figuresOf(calculation);
    totals.netPay += result.netPay;
    totals.grossPay += result.grossPay;
    totals.leftOver += result.leftOver;
    totals.hours += result.totalHours;
    totals.expenses += result.totalExpenses;
    totals.overtimePay += result.overtimePay + result.doubleTimePay;
    totals.unionBenefits += result.unionBenefitsTotal;
    if (result.taxMode === 'w4') {
      totals.overtimeDeductionSaving += result.taxSavedOnOvertime;
      totals.w4Count += 1;
      totals.w4Taxes += result.taxAmount;
      totals.w4Gross += result.taxableGrossPay;
      // A save from before these lines existed has none of them.
      for (const line of result.taxNotes?.contributionLines ?? [])
        addNamed(totals.statePrograms, line.name, line.amount);
      for (const line of result.taxNotes?.localLines ?? []) addNamed(totals.localTaxes, line.name, line.amount);
      if (result.retirement401kAmount > 0)
        addNamed(
          totals.preTax,
          retirementLabel(input.retirementPlan ?? '401k', Boolean(input.retirementRoth)),
          result.retirement401kAmount,
        );
      for (const { label, amount } of preTaxAmounts(input)) addNamed(totals.preTax, label, amount);
      const check = result.supplementalCheck;
      if (check) {
        totals.bonusChecks += 1;
        for (const line of BONUS_CHECK_LINES) addNamed(totals.bonusLines, line.label, line.amount(check));
      }
    } else totals.taxSavedOnOvertime += result.taxSavedOnOvertime;
    if (result.leftOver < 0) totals.shortWeeks += 1;
  }
  return totals;
}

const average = (sum: number, count: number) => (count > 0 ? sum / count : 0);

export interface EarningsBar {
  label: string;
  /** Average net pay of the calculations saved in this day, week or month; null when none. */
  netPay: number | null;
  count: number;
}

function startOfDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate());
}

/** Weeks start on Monday. */
function startOfWeek(at: Date): Date {
  const day = startOfDay(at);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

function bucketStarts(bucket: Bucket, from: Date, now: Date): Date[] {
  const starts: Date[] = [];
  let cursor =
    bucket === 'day'
      ? startOfDay(from)
      : bucket === 'week'
        ? startOfWeek(from)
        : new Date(from.getFullYear(), from.getMonth(), 1);
  while (cursor <= now) {
    starts.push(cursor);
    cursor = new Date(cursor);
    if (bucket === 'day') cursor.setDate(cursor.getDate() + 1);
    else if (bucket === 'week') cursor.setDate(cursor.getDate() + 7);
    else cursor.setMonth(cursor.getMonth() + 1);
  }
  return starts;
}

const LABELS: Record<Bucket, Intl.DateTimeFormat> = {
  day: new Intl.DateTimeFormat('en-US', { weekday: 'short' }),
  week: new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'short' }),
};

export interface MonthComparison {
  thisMonth: Totals;
  lastMonth: Totals;
}

export interface Goal {
  name: string;
  /** What the bar shows, e.g. '12% of net pay left over'. */
  detail: string;
  /** 0..1 of the bar filled. */
  progress: number;
  met: boolean;
}

export interface PayAnalytics {
  totals: Totals;
  averageNetPay: number;
  averageGrossPay: number;
  averageHourly: number;
  bucket: Bucket;
  bars: EarningsBar[];
  months: MonthComparison;
  goals: Goal[];
  insights: string[];
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function goalsOf(totals: Totals): Goal[] {
  const avgNet = average(totals.netPay, totals.count);
  const savedShare = totals.netPay > 0 ? totals.leftOver / totals.netPay : 0;
  const expenseShare = totals.netPay > 0 ? totals.expenses / totals.netPay : 0;
  const emergencyTarget = avgNet * WEEKS_PER_MONTH * EMERGENCY_FUND_MONTHS;
  const saved = Math.max(0, totals.leftOver);
  return [
    {
      name: 'Save 20% of net pay',
      detail: `${percent(Math.max(0, savedShare))} of net pay left over`,
      progress: clamp01(savedShare / BUDGET_SHARES.savings),
      met: savedShare >= BUDGET_SHARES.savings,
    },
    {
      name: 'Emergency fund (4 months of pay)',
      detail: `${formatMoney(saved)} of ${formatMoney(emergencyTarget)}`,
      progress: emergencyTarget > 0 ? clamp01(saved / emergencyTarget) : 0,
      met: emergencyTarget > 0 && saved >= emergencyTarget,
    },
    {
      name: 'Keep expenses within 50% of net pay',
      detail: `${percent(expenseShare)} of net pay goes to expenses`,
      progress: clamp01(expenseShare / BUDGET_SHARES.needs),
      met: expenseShare <= BUDGET_SHARES.needs,
    },
  ];
}

function insightsOf(totals: Totals, months: MonthComparison): string[] {
  const insights: string[] = [];
  const thisAvg = average(months.thisMonth.netPay, months.thisMonth.count);
  const lastAvg = average(months.lastMonth.netPay, months.lastMonth.count);
  if (months.thisMonth.count > 0 && months.lastMonth.count > 0 && lastAvg !== 0) {
    const change = (thisAvg - lastAvg) / Math.abs(lastAvg);
    insights.push(
      Math.abs(change) < 0.005
        ? 'Your average net pay is level with last month.'
        : `Your average net pay is ${change > 0 ? 'up' : 'down'} ${percent(Math.abs(change))} on last month.`,
    );
  }
  if (totals.grossPay > 0) {
    insights.push(`You keep ${percent(totals.netPay / totals.grossPay)} of your gross pay after taxes and deductions.`);
    if (totals.overtimePay > 0)
      insights.push(
        `Overtime and double time made up ${percent(totals.overtimePay / totals.grossPay)} of your gross pay.`,
      );
  }
  if (totals.taxSavedOnOvertime > 0)
    insights.push(`No tax on overtime kept ${formatMoney(totals.taxSavedOnOvertime)} in your pocket.`);
  if (totals.w4Count > 0 && totals.w4Gross > 0) {
    const taxes =
      totals.localTaxes.length > 0
        ? 'federal, Social Security, Medicare, state and local taxes'
        : 'federal, Social Security, Medicare and state taxes';
    const programs = totals.statePrograms.length > 0 ? ' and state programs' : '';
    insights.push(
      `In the weeks figured from your W-4, ${taxes}${programs} took ${percent(totals.w4Taxes / totals.w4Gross)} of your wages.`,
    );
  }
  if (totals.bonusChecks > 0) {
    const amount = (key: 'gross' | 'net') =>
      totals.bonusLines.find((line) => line.name === bonusLine(key).label)?.amount ?? 0;
    const [gross, net] = [amount('gross'), amount('net')];
    insights.push(
      `${totals.bonusChecks === 1 ? 'A bonus check' : `${totals.bonusChecks} bonus checks`} of ${formatMoney(gross)} left ${formatMoney(net)} after taxes.`,
    );
  }
  if (totals.overtimeDeductionSaving > 0)
    insights.push(
      `The overtime deduction is worth about ${formatMoney(totals.overtimeDeductionSaving)} in federal tax for these weeks, claimed on your return or through W-4 Step 4(b).`,
    );
  if (totals.unionBenefits > 0)
    insights.push(`Union benefits added ${formatMoney(totals.unionBenefits)} to your total package.`);
  if (totals.shortWeeks > 0)
    insights.push(
      `${totals.shortWeeks} of your calculations came up short after expenses: trim a weekly expense to get back above zero.`,
    );
  return insights;
}

/**
 * The /analytics figures for one period, from the user's saved calculations (docs/product/journeys.md), in the
 * browser's zone.
 */
export function computeAnalytics(
  calculations: readonly SavedCalculationDto[],
  period: Period,
  now: Date,
): PayAnalytics {
  const { days, bucket } = PERIODS.find((p) => p.value === period)!;
  const from = startOfDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const dated = calculations.map((c) => ({ c, at: new Date(c.calculationDate) }));
  const inPeriod = dated.filter(({ at }) => at >= from && at <= now);
  const totals = totalsOf(inPeriod.map(({ c }) => c));

  const starts = bucketStarts(bucket, from, now);
  const bars = starts.map((start, index) => {
    const end = starts[index + 1] ?? new Date(now.getTime() + 1);
    const inBar = inPeriod.filter(({ at }) => at >= start && at < end).map(({ c }) => c);
    const barTotals = totalsOf(inBar);
    return {
      label: LABELS[bucket].format(start),
      netPay: inBar.length > 0 ? average(barTotals.netPay, inBar.length) : null,
      count: inBar.length,
    };
  });

  const thisMonthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const lastMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const months = {
    thisMonth: totalsOf(dated.filter(({ at }) => at >= thisMonthStart && at <= now).map(({ c }) => c)),
    lastMonth: totalsOf(dated.filter(({ at }) => at >= lastMonthStart && at < thisMonthStart).map(({ c }) => c)),
  };

  return {
    totals,
    averageNetPay: average(totals.netPay, totals.count),
    averageGrossPay: average(totals.grossPay, totals.count),
    averageHourly: totals.hours > 0 ? totals.netPay / totals.hours : 0,
    bucket,
    bars,
    months,
    goals: goalsOf(totals),
    insights: insightsOf(totals, months),
  };
}
