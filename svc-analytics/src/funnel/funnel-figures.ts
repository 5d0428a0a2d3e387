import { AB_TESTS, type FunnelMetrics } from '@takehome/contracts';
import { abDimension } from '../rollups/ab-exposures.js';
import { METRICS, type Metric } from '../rollups/metrics.js';
import { percent, round2 } from '../rollups/percent.js';
import { addDays, mondayOf } from '../rollups/time.js';
import { evaluateAbTest } from './ab-results.js';

/** The metrics the funnel reads, and the ones its weekly trends show. */
export const FUNNEL_METRICS: Metric[] = [
  METRICS.calculations,
  METRICS.funnelEvents,
  METRICS.emailCaptures,
  METRICS.visitors,
  METRICS.visitorsBySource,
  METRICS.returningVisitors,
  METRICS.calculatingVisitors,
  METRICS.visitorCalculations,
  METRICS.signups,
  METRICS.upgrades,
  METRICS.upgradedSignups,
  METRICS.abImpressions,
  METRICS.abConversions,
];

/** How many traffic sources the funnel lists. */
export const TOP_SOURCES = 5;

/** One summed rollup row: a metric and dimension over one week of the window. */
export interface RollupRow {
  metric: string;
  dimension: string;
  week: string;
  value: string | number;
}

/** The rollups of one window, summed: what funnel metrics, A/B results and issues are made of. */
export class FunnelFigures {
  private readonly totals = new Map<string, number>();
  private readonly weekly = new Map<string, number>();

  constructor(
    readonly days: number,
    /** First day of the window and today (UTC, YYYY-MM-DD). */
    readonly from: string,
    readonly to: string,
    rows: RollupRow[],
  ) {
    for (const row of rows) {
      const value = Number(row.value);
      const key = `${row.metric}\u0000${row.dimension}`;
      this.totals.set(key, (this.totals.get(key) ?? 0) + value);
      const weekKey = `${row.metric}\u0000${row.week}`;
      this.weekly.set(weekKey, (this.weekly.get(weekKey) ?? 0) + value);
    }
  }

  /** A metric over the window: one dimension, or all of them. */
  total(metric: Metric, dimension?: string): number {
    if (dimension !== undefined) return this.totals.get(`${metric}\u0000${dimension}`) ?? 0;
    let sum = 0;
    for (const [key, value] of this.totals) if (key.startsWith(`${metric}\u0000`)) sum += value;
    return sum;
  }

  /** A metric's dimensions over the window, largest first (ties by name). */
  byDimension(metric: Metric): Array<{ dimension: string; value: number }> {
    const prefix = `${metric}\u0000`;
    return [...this.totals]
      .filter(([key, value]) => key.startsWith(prefix) && value > 0)
      .map(([key, value]) => ({ dimension: key.slice(prefix.length), value }))
      .sort((a, b) => b.value - a.value || (a.dimension < b.dimension ? -1 : 1));
  }

  /** The Mondays of every week overlapping the window, oldest first. */
  weeks(): string[] {
    const weeks: string[] = [];
    for (let week = mondayOf(this.from); week <= this.to; week = addDays(week, 7)) weeks.push(week);
    return weeks;
  }

  weekTotal(metric: Metric, week: string): number {
    return this.weekly.get(`${metric}\u0000${week}`) ?? 0;
  }
}

/**
 * SPEC.md §3 funnel metrics over the window:
 * - totalVisitors: visitors (browser session ids) first seen in the window;
 * - emailCaptureRate: emails captured (subscriber.created) per 100 of those visitors;
 * - signupConversionRate: accounts registered per 100 visitors;
 * - upgradeConversionRate: of the accounts registered in the window, the share that has moved
 *   into a paid-stage tier since;
 * - retentionRate: share of the visitors active again 1–7 days after their first day;
 * - averageCalculationsPerUser: calculations per visitor who calculated at all;
 * - conversionByStage: anonymous (every visitor), email_subscriber and free_account (per
 *   visitor), paid_pro (per account registered);
 * - weeklyTrends: visitors first seen, accounts registered and upgrades made, per week.
 */
export function toFunnelMetrics(figures: FunnelFigures): FunnelMetrics {
  const visitors = figures.total(METRICS.visitors);
  const emailCaptures = figures.total(METRICS.emailCaptures);
  const signups = figures.total(METRICS.signups);
  const upgradedSignups = figures.total(METRICS.upgradedSignups);
  return {
    days: figures.days,
    totalVisitors: visitors,
    emailCaptureRate: percent(emailCaptures, visitors),
    signupConversionRate: percent(signups, visitors),
    upgradeConversionRate: percent(upgradedSignups, signups),
    retentionRate: percent(figures.total(METRICS.returningVisitors), visitors),
    averageCalculationsPerUser: averageCalculations(figures),
    topTrafficSources: figures
      .byDimension(METRICS.visitorsBySource)
      .slice(0, TOP_SOURCES)
      .map(({ dimension, value }) => ({ source: dimension, visitors: value })),
    conversionByStage: [
      { stage: 'anonymous', visitors, conversions: visitors, rate: percent(visitors, visitors) },
      { stage: 'email_subscriber', visitors, conversions: emailCaptures, rate: percent(emailCaptures, visitors) },
      { stage: 'free_account', visitors, conversions: signups, rate: percent(signups, visitors) },
      { stage: 'paid_pro', visitors: signups, conversions: upgradedSignups, rate: percent(upgradedSignups, signups) },
    ],
    weeklyTrends: figures.weeks().map((week) => ({
      week,
      visitors: figures.weekTotal(METRICS.visitors, week),
      signups: figures.weekTotal(METRICS.signups, week),
      upgrades: figures.weekTotal(METRICS.upgrades, week),
    })),
    abTestResults: toAbTestResults(figures),
  };
}

function averageCalculations(figures: FunnelFigures): number {
  const calculating = figures.total(METRICS.calculatingVisitors);
  return calculating > 0 ? round2(figures.total(METRICS.visitorCalculations) / calculating) : 0;
}

/** Every test of AB_TESTS, counted from visitors first shown a variant in the window. */
export function toAbTestResults(figures: FunnelFigures): FunnelMetrics['abTestResults'] {
  return AB_TESTS.map((test) =>
    evaluateAbTest(test, (variantId) => ({
      impressions: figures.total(METRICS.abImpressions, abDimension(test.id, variantId)),
      conversions: figures.total(METRICS.abConversions, abDimension(test.id, variantId)),
    })),
  );
}
