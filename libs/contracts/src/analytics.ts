// API request and response types of svc-analytics, and the funnel and A/B constants that the
// browser tracker (libs/web-kit) and the service both read. The zod schemas of its reads are in
// analytics-schemas.ts: a module the front ends import values from must not build schemas (zod
// would ship to every browser; infra/test/front-end-bundles.spec.ts).
import type { Tier } from './constants.js';

/**
 * Names of the browser funnel events (`POST /api/analytics/events`, subject `funnel.<name>`).
 * Props the service reads (others are stored as sent):
 * - page_view: `path`, and the traffic source as `source`, else `utm_source`, else `referrer`
 *   (an external URL; its host is used). None of them → source 'direct'.
 * - ab_assigned / ab_impression / ab_conversion: `testId`, `variantId` (from AB_TESTS).
 * - email_capture_shown / _captured / _declined: `trigger` (FUNNEL_TRIGGERS).
 * - feature_used: `feature`; blog_post_read: `slug`; nudge_shown: `nudge` (NUDGES).
 */
export const FUNNEL_EVENTS = [
  'page_view',
  'calculation_performed',
  'email_capture_shown',
  'email_capture_captured',
  'email_capture_declined',
  'blog_post_read',
  'feature_used',
  'signup_completed',
  'upgrade_prompt_shown',
  'upgrade_clicked',
  'ab_assigned',
  'ab_impression',
  'ab_conversion',
  'newsletter_subscribed',
  'nudge_shown',
] as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];

/** At most this many events per `POST /api/analytics/events` batch. */
export const MAX_EVENTS_PER_BATCH = 50;

/** Funnel stages, in funnel order (docs/product/funnel.md). */
export const FUNNEL_STAGES = ['anonymous', 'email_subscriber', 'free_account', 'paid_pro'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Tiers that put a user in the paid_pro stage (docs/product/funnel.md); moving into one counts as an upgrade. */
export const PAID_STAGE_TIERS: readonly Tier[] = ['pro', 'business', 'webmaster'];

/** Email-capture triggers (docs/product/funnel.md). */
export const FUNNEL_TRIGGERS = ['mobile_late_night', 'value_recognition'] as const;
export type FunnelTrigger = (typeof FUNNEL_TRIGGERS)[number];

/** Nudges, each shown once per user (docs/product/funnel.md). */
export const NUDGES = ['value', 'email', 'upgrade'] as const;
export type Nudge = (typeof NUDGES)[number];

export interface AbVariant {
  id: string;
  name: string;
  /** Share of assigned visitors, in percent; a test's weights add up to 100. */
  weight: number;
  config: Record<string, string | number>;
}

export interface AbTestDefinition {
  id: string;
  name: string;
  variants: readonly AbVariant[];
  status: 'running';
  /** The funnel event that counts as this test's conversion (reported as ab_conversion). */
  targetMetric: FunnelEventName;
  /** Percent of visitors who enter the test at all; the others see the control and are not tracked. */
  trafficSplit: number;
  /** Impressions each variant needs before a winner may be declared. */
  minimumSampleSize: number;
}

/** A/B test definitions (docs/product/funnel.md). */
export const AB_TESTS = [
  {
    id: 'email_capture_copy_test',
    name: 'Email capture copy',
    variants: [
      { id: 'control', name: 'Control', weight: 50, config: { angle: 'time_saved' } },
      { id: 'variant_a', name: 'Variant A', weight: 50, config: { angle: 'money_value' } },
    ],
    status: 'running',
    targetMetric: 'email_capture_captured',
    trafficSplit: 100,
    minimumSampleSize: 200,
  },
  {
    id: 'upgrade_prompt_timing_test',
    name: 'Upgrade prompt timing',
    variants: [
      { id: 'control', name: 'At limit', weight: 33, config: { timing: 'at_limit', calculations: 15 } },
      { id: 'variant_a', name: '80 percent', weight: 33, config: { timing: '80_percent', calculations: 12 } },
      {
        id: 'variant_b',
        name: 'Fifth calculation',
        weight: 34,
        config: { timing: 'fifth_calculation', calculations: 5 },
      },
    ],
    status: 'running',
    targetMetric: 'upgrade_clicked',
    trafficSplit: 80,
    minimumSampleSize: 300,
  },
] as const satisfies readonly AbTestDefinition[];
export type AbTestId = (typeof AB_TESTS)[number]['id'];

/** The variant `variantId` of test `testId`, or undefined when either is unknown. */
export function findAbVariant(testId: unknown, variantId: unknown): AbVariant | undefined {
  return (AB_TESTS as readonly AbTestDefinition[])
    .find((test) => test.id === testId)
    ?.variants.find((v) => v.id === variantId);
}

/** A winner needs at least this confidence (percent) on top of each variant's minimum sample. */
export const AB_WINNER_CONFIDENCE = 95;

/** Default and largest window (days) of the admin funnel reads (`?days=`). */
export const FUNNEL_WINDOW_DAYS = { default: 30, max: 365 } as const;

// ---- POST /api/analytics/events ----
// The request's and answer's schemas and types (IngestEventsRequest, FunnelEventInput,
// IngestEventsResponse) are analytics-schemas.ts's.
