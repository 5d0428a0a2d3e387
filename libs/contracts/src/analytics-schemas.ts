// zod schemas of svc-analytics's reads (what the service validates with and /docs shows) and the
// types inferred from them (what mf-admin reads). Kept apart from analytics.ts's constants, which
// the browser imports.
import { z } from 'zod';
import {
  AB_TESTS,
  FUNNEL_EVENTS,
  FUNNEL_WINDOW_DAYS,
  FUNNEL_STAGES,
  MAX_EVENTS_PER_BATCH,
  findAbVariant,
} from './analytics.js';
import type { AbTestId } from './analytics.js';
import { EVENT_SCHEMAS } from './events.js';

// ---- POST /api/analytics/events (the browser's funnel events) ----

/** One browser event: the `funnel.*` payload with a known name; A/B events must name a real variant. */
const funnelEventSchema = EVENT_SCHEMAS['funnel.*']
  .extend({
    name: z.enum(FUNNEL_EVENTS),
    userId: z.string().uuid().nullable().optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.name.startsWith('ab_') && !findAbVariant(event.props.testId, event.props.variantId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['props'],
        message: 'testId and variantId must name a variant of a running A/B test',
      });
    }
  });

/** A batch of the browser's events; a 400 names the event that failed by its index (`events[3].name: …`). */
export const ingestEventsRequestSchema = z
  .object({
    events: z
      .array(funnelEventSchema)
      .min(1, 'send at least one event')
      .max(MAX_EVENTS_PER_BATCH, `at most ${MAX_EVENTS_PER_BATCH} events per batch`),
  })
  .strict();
export type IngestEventsRequest = z.input<typeof ingestEventsRequestSchema>;
/**
 * One browser funnel event. `sessionId` is stable per browser (kept in localStorage), so a returning
 * visitor stays one visitor; `at` is ISO 8601 with offset (a future time is stored as the time of
 * arrival); `userId` is ignored: the service takes it from the access token.
 */
export type FunnelEventInput = z.input<typeof funnelEventSchema>;

/** 202: how many of the batch's events were accepted (all of them, or the request was refused). */
export const ingestEventsResponseSchema = z.object({ accepted: z.number().int() });
export type IngestEventsResponse = z.infer<typeof ingestEventsResponseSchema>;

// ---- GET /api/analytics/calculator-usage/{userId|admin} ----

/** The path segment of GET /api/analytics/calculator-usage/{userId|admin}. */
export const usageTargetParamSchema = z
  .string()
  .refine((value) => value === 'admin' || z.string().uuid().safeParse(value).success, 'must be a user id or "admin"');

export const usageCountsSchema = z.object({
  total: z.number().int(),
  user: z.number().int(),
  nonUser: z.number().int(),
});
export type UsageCounts = z.infer<typeof usageCountsSchema>;

/**
 * The usage summary (docs/product/funnel.md). Days, weeks (from Monday) and months are UTC calendar periods.
 * For one user every calculation is a 'user' one.
 */
export const usageSummarySchema = z.object({
  total: usageCountsSchema,
  today: usageCountsSchema,
  thisWeek: usageCountsSchema,
  thisMonth: usageCountsSchema,
  userTypeBreakdown: z.array(
    z.object({ userType: z.enum(['user', 'non-user']), count: z.number().int(), percentage: z.number() }),
  ),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;

// ---- GET /api/analytics/funnel-metrics, /ab-test-results, /funnel-issues (admin) ----
// Rates are percentages (0–100) with two decimals; the window is the last `days` UTC days.

/** `?days=N`: the window of the admin funnel reads, the last N UTC days including today. */
export const funnelWindowQuerySchema = z
  .object({ days: z.coerce.number().int().min(1).max(FUNNEL_WINDOW_DAYS.max).default(FUNNEL_WINDOW_DAYS.default) })
  .strict();
export type FunnelWindowQuery = z.input<typeof funnelWindowQuerySchema>;

export const abVariantResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  rate: z.number(),
  conversions: z.number().int(),
  impressions: z.number().int(),
});
export type AbVariantResult = z.infer<typeof abVariantResultSchema>;

const abTestIds = AB_TESTS.map((test) => test.id) as [AbTestId, ...AbTestId[]];

export const abTestResultSchema = z.object({
  testId: z.enum(abTestIds),
  testName: z.string(),
  minimumSampleSize: z.number().int(),
  /** Confidence (percent) that the leading variant differs from the runner-up (two-sided z-test). */
  confidence: z.number(),
  /** Variant id, only once every variant has its minimum sample and confidence ≥ 95. */
  winner: z.string().nullable(),
  variants: z.array(abVariantResultSchema),
});
export type AbTestResult = z.infer<typeof abTestResultSchema>;

export const funnelMetricsSchema = z.object({
  days: z.number().int(),
  totalVisitors: z.number().int(),
  emailCaptureRate: z.number(),
  signupConversionRate: z.number(),
  upgradeConversionRate: z.number(),
  retentionRate: z.number(),
  averageCalculationsPerUser: z.number(),
  topTrafficSources: z.array(z.object({ source: z.string(), visitors: z.number().int() })),
  conversionByStage: z.array(
    z.object({
      stage: z.enum(FUNNEL_STAGES),
      rate: z.number(),
      conversions: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
  /** One entry per week (its Monday, YYYY-MM-DD) overlapping the window, oldest first. */
  weeklyTrends: z.array(
    z.object({ week: z.string(), visitors: z.number().int(), signups: z.number().int(), upgrades: z.number().int() }),
  ),
  abTestResults: z.array(abTestResultSchema),
});
export type FunnelMetrics = z.infer<typeof funnelMetricsSchema>;

export const funnelIssueSchema = z.object({
  id: z.string(),
  type: z.enum(['critical', 'warning']),
  title: z.string(),
  description: z.string(),
  recommendation: z.string(),
  impact: z.enum(['high', 'medium', 'low']),
});
export type FunnelIssue = z.infer<typeof funnelIssueSchema>;
