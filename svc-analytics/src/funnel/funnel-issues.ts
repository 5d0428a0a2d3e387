import type { FunnelIssue, FunnelMetrics } from '@takehome/contracts';
import { METRICS } from '../rollups/metrics.js';
import { percent } from '../rollups/percent.js';
import type { FunnelFigures } from './funnel-figures.js';

/**
 * The thresholds of the funnel rules. Rates are percentages; each rule waits for a minimum
 * amount of data so a quiet week does not raise alarms.
 */
export const ISSUE_THRESHOLDS = {
  minVisitors: 100,
  emailCaptureRate: 2,
  minCapturesShown: 50,
  captureDeclineShare: 60,
  signupConversionRate: 1,
  minSignups: 50,
  upgradeConversionRate: 2,
  minUpgradeClicks: 20,
  checkoutCompletion: 10,
  retentionRate: 10,
  minCalculatingVisitors: 50,
  calculationsPerUser: 2,
  topSourceShare: 80,
} as const;

interface RuleInput {
  figures: FunnelFigures;
  metrics: FunnelMetrics;
}

interface FunnelRule extends Omit<FunnelIssue, 'description'> {
  /** Whether the figures show this problem. */
  applies(input: RuleInput): boolean;
  describe: (input: RuleInput) => string;
}

const T = ISSUE_THRESHOLDS;
const events = (figures: FunnelFigures, name: string) => figures.total(METRICS.funnelEvents, name);
const inWindow = ({ figures }: RuleInput) => `in the last ${figures.days} days`;

/**
 * The rules, each an explicit check on the window's figures; every one that applies is an issue.
 * Kept in order: critical before warning, then high, medium, low impact.
 */
export const FUNNEL_RULES: FunnelRule[] = [
  {
    id: 'tracking-silent',
    type: 'critical',
    impact: 'high',
    title: 'Browser tracking is not reporting',
    applies: ({ figures }) => figures.total(METRICS.calculations) > 0 && events(figures, 'page_view') === 0,
    describe: (input) =>
      `${input.figures.total(METRICS.calculations)} calculations were recorded ${inWindow(input)} but no page views arrived, so sources, A/B tests and email capture are blind.`,
    recommendation: 'Check that the site tracker is loaded and that POST /api/analytics/events answers 202.',
  },
  {
    id: 'low-signup-conversion',
    type: 'critical',
    impact: 'high',
    title: 'Few visitors create an account',
    applies: ({ metrics }) =>
      metrics.totalVisitors >= T.minVisitors && metrics.signupConversionRate < T.signupConversionRate,
    describe: (input) =>
      `${input.metrics.signupConversionRate}% of the visitors who left an email signed in to an account ${inWindow(input)} (below ${T.signupConversionRate}%).`,
    recommendation:
      'Show what an account adds (saved calculations, monthly summary) next to the results and after the third calculation.',
  },
  {
    id: 'checkout-drop-off',
    type: 'critical',
    impact: 'high',
    title: 'Upgrade clicks rarely end in a paid plan',
    applies: ({ figures }) => {
      const clicks = events(figures, 'upgrade_clicked');
      return clicks >= T.minUpgradeClicks && percent(figures.total(METRICS.upgrades), clicks) < T.checkoutCompletion;
    },
    describe: (input) =>
      `${input.figures.total(METRICS.upgrades)} upgrades followed ${events(input.figures, 'upgrade_clicked')} upgrade clicks ${inWindow(input)} (below ${T.checkoutCompletion}%).`,
    recommendation:
      'Walk through the pricing and checkout pages for errors and friction; make the yearly saving and the money-back guarantee visible.',
  },
  {
    id: 'low-upgrade-conversion',
    type: 'warning',
    impact: 'high',
    title: 'Few new accounts upgrade',
    applies: ({ metrics, figures }) =>
      figures.total(METRICS.accountVisitors) >= T.minSignups && metrics.upgradeConversionRate < T.upgradeConversionRate,
    describe: (input) =>
      `${input.metrics.upgradeConversionRate}% of the visitors with an account ${inWindow(input)} are on a paid plan (below ${T.upgradeConversionRate}%).`,
    recommendation:
      'Compare the upgrade prompt timings of upgrade_prompt_timing_test and show the prompt when the free limit starts to bite.',
  },
  {
    id: 'low-email-capture',
    type: 'warning',
    impact: 'high',
    title: 'Few visitors leave their email',
    applies: ({ metrics }) => metrics.totalVisitors >= T.minVisitors && metrics.emailCaptureRate < T.emailCaptureRate,
    describe: (input) =>
      `${input.metrics.emailCaptureRate}% of ${input.metrics.totalVisitors} visitors left an email ${inWindow(input)} (below ${T.emailCaptureRate}%).`,
    recommendation:
      'Offer the email capture at the moment of value (after a result) and test its copy with email_capture_copy_test.',
  },
  {
    id: 'email-capture-declined',
    type: 'warning',
    impact: 'medium',
    title: 'Most visitors decline the email capture',
    applies: ({ figures }) => {
      const shown = events(figures, 'email_capture_shown');
      return (
        shown >= T.minCapturesShown && percent(events(figures, 'email_capture_declined'), shown) > T.captureDeclineShare
      );
    },
    describe: (input) =>
      `${events(input.figures, 'email_capture_declined')} of ${events(input.figures, 'email_capture_shown')} email captures shown ${inWindow(input)} were declined (above ${T.captureDeclineShare}%).`,
    recommendation:
      'Show the capture later (more calculations first) and lead with a concrete benefit rather than a newsletter.',
  },
  {
    id: 'low-retention',
    type: 'warning',
    impact: 'medium',
    title: 'Visitors do not come back',
    applies: ({ metrics }) => metrics.totalVisitors >= T.minVisitors && metrics.retentionRate < T.retentionRate,
    describe: (input) =>
      `${input.metrics.retentionRate}% of ${input.metrics.totalVisitors} visitors returned within 7 days ${inWindow(input)} (below ${T.retentionRate}%).`,
    recommendation:
      'Give a reason to return: saved calculations, pay-day reminders by email, and blog posts linked from the results.',
  },
  {
    id: 'traffic-concentration',
    type: 'warning',
    impact: 'medium',
    title: 'Traffic depends on one source',
    applies: ({ figures, metrics }) => {
      const [top] = metrics.topTrafficSources;
      return (
        metrics.totalVisitors >= T.minVisitors &&
        !!top &&
        percent(top.visitors, figures.total(METRICS.visitorsBySource)) > T.topSourceShare
      );
    },
    describe: (input) => {
      const [top] = input.metrics.topTrafficSources;
      return `${percent(top.visitors, input.figures.total(METRICS.visitorsBySource))}% of visitors ${inWindow(input)} came from ${top.source} (above ${T.topSourceShare}%).`;
    },
    recommendation:
      'Spread acquisition: publish blog posts for search, and share the calculator with unions and trade communities.',
  },
  {
    id: 'low-engagement',
    type: 'warning',
    impact: 'low',
    title: 'Visitors calculate once and leave',
    applies: ({ figures, metrics }) =>
      figures.total(METRICS.calculatingVisitors) >= T.minCalculatingVisitors &&
      metrics.averageCalculationsPerUser < T.calculationsPerUser,
    describe: (input) =>
      `Visitors who calculated ${inWindow(input)} made ${input.metrics.averageCalculationsPerUser} calculations each on average (below ${T.calculationsPerUser}).`,
    recommendation:
      'Suggest a next step after each result: overtime scenarios, planning tools, or comparing two pay rates.',
  },
];

/** The issues the window's figures raise, in rule order (critical first, then by impact). */
export function findFunnelIssues(figures: FunnelFigures, metrics: FunnelMetrics): FunnelIssue[] {
  const input = { figures, metrics };
  return FUNNEL_RULES.filter((rule) => rule.applies(input)).map(
    ({ id, type, title, recommendation, impact, describe }) => ({
      id,
      type,
      title,
      description: describe(input),
      recommendation,
      impact,
    }),
  );
}
