import { AB_TESTS, type FunnelMetrics } from '@takehome/contracts';
import { abDimension } from '../rollups/ab-exposures.js';
import { METRICS, type Metric } from '../rollups/metrics.js';
import { percent, round2 } from '../rollups/percent.js';
import type { RollupRow } from '../rollups/daily-counts.repository.js';
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
  METRICS.emailVisitors,
  METRICS.accountVisitors,
  METRICS.paidVisitors,
  METRICS.calculatingVisitors,
  METRICS.visitorCalculations,
  METRICS.signups,
  METRICS.upgrades,
  METRICS.abImpressions,
  METRICS.abConversions,
];

/** How many traffic sources the funnel lists. */
export const TOP_SOURCES = 5;

/** One summed rollup row: a metric and dimension over one week of the window. */
export type { RollupRow } from '../rollups/daily-counts.repository.js';

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
 * The funnel metrics over the window (docs/product/funnel.md). The stages are groups of the visitors (browser session
 * ids) first seen in the window, each a part of the one before, so every rate is a share of the
 * stage before it and never above 100%:
 * - totalVisitors: the visitors (anonymous stage);
 * - emailCaptureRate: of them, the share that left an email or signed in (email_subscriber);
 * - signupConversionRate: of those, the share signed in to an account (free_account);
 * - upgradeConversionRate: of those, the share whose account moved into a paid tier (paid_pro);
 * - retentionRate: of the visitors, the share that came back on a later visit within 7 days;
 * - averageCalculationsPerUser: calculations per visitor who calculated at all;
 * - weeklyTrends: visitors first seen, accounts registered and upgrades made, per week.
 */
export function toFunnelMetrics(figures: FunnelFigures): FunnelMetrics {
  const [visitors, emails, accounts, paid] = [
    METRICS.visitors,
    METRICS.emailVisitors,
    METRICS.accountVisitors,
    METRICS.paidVisitors,
  ].map((metric) => figures.total(metric));
  return {
    days: figures.days,
    totalVisitors: visitors,
    emailCaptureRate: percent(emails, visitors),
    signupConversionRate: percent(accounts, emails),
    upgradeConversionRate: percent(paid, accounts),
    retentionRate: percent(figures.total(METRICS.returningVisitors), visitors),
    averageCalculationsPerUser: averageCalculations(figures),
    topTrafficSources: figures
      .byDimension(METRICS.visitorsBySource)
      .slice(0, TOP_SOURCES)
      .map(({ dimension, value }) => ({ source: dimension, visitors: value })),
    conversionByStage: [
      { stage: 'anonymous', visitors, conversions: visitors, rate: percent(visitors, visitors) },
      { stage: 'email_subscriber', visitors, conversions: emails, rate: percent(emails, visitors) },
      { stage: 'free_account', visitors: emails, conversions: accounts, rate: percent(accounts, emails) },
      { stage: 'paid_pro', visitors: accounts, conversions: paid, rate: percent(paid, accounts) },
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
