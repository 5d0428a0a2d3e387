/** Membership tiers, lowest first (docs/product/plans.md). */
export const TIERS = ['free', 'plus', 'pro', 'business', 'webmaster', 'admin'] as const;
export type Tier = (typeof TIERS)[number];

/** Tiers an admin may assign in Account Settings. */
export const ASSIGNABLE_TIERS = ['free', 'plus', 'pro', 'business', 'webmaster'] as const satisfies readonly Tier[];

/** These tiers calculate without a limit (docs/product/limits.md). */
export const UNLIMITED_TIERS: readonly Tier[] = ['plus', 'pro', 'business', 'webmaster', 'admin'];

/** These tiers carry the `admin` role (docs/product/identity.md). */
export const ADMIN_TIERS: readonly Tier[] = ['webmaster', 'admin'];
export const ADMIN_ROLE = 'admin';

export function isUnlimitedTier(tier: Tier): boolean {
  return UNLIMITED_TIERS.includes(tier);
}

/** A plan a gated feature needs (docs/product/plans.md). */
export type GatedPlan = 'pro' | 'business';

/** The tiers that include each gated plan's features; the browser's gates and the services' checks both read it. */
export const PLAN_TIERS: Record<GatedPlan, readonly Tier[]> = {
  pro: UNLIMITED_TIERS,
  business: ['business', 'webmaster', 'admin'],
};

export function hasPlan(tier: string | undefined, plan: GatedPlan): boolean {
  return PLAN_TIERS[plan].includes(tier as Tier);
}

/** A paid feature: the plan that includes it and the sentence a refusal (API 403) carries. */
export interface FeatureGateRule {
  plan: GatedPlan;
  message: string;
}

/**
 * The one list of what each plan gets beyond free (docs/product/plans.md) (free keeps saving, the This
 * Month summary and JSON download). The pricing comparison, the browser's FeatureGate and the
 * services' 403s all read it.
 */
export const FEATURE_GATES = {
  savedHistory: {
    plan: 'pro',
    message: 'Saved calculation history is part of Pro. Upgrade to Pro to see calculations from before this month.',
  },
  export: {
    plan: 'pro',
    message: 'PDF, CSV and Excel export is part of Pro. Upgrade to Pro to export your calculations.',
  },
  analytics: {
    plan: 'pro',
    message: 'The analytics dashboard is part of Pro. Upgrade to Pro to see your pay analytics.',
  },
  emailSupport: { plan: 'pro', message: 'Email support is part of Pro. Upgrade to Pro to send a ticket.' },
  teamManagement: { plan: 'business', message: 'Team management is part of Business.' },
} as const satisfies Record<string, FeatureGateRule>;
export type GatedFeature = keyof typeof FEATURE_GATES;

/** Whether a tier includes a gated feature. */
export function canUseFeature(tier: string | undefined, feature: GatedFeature): boolean {
  return hasPlan(tier, FEATURE_GATES[feature].plan);
}

/** 15 calculations per 6-hour window (docs/product/limits.md). */
export const USAGE_LIMIT = 15;
export const USAGE_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Plan and price identifiers (docs/product/plans.md); prices themselves live in svc-identity only. */
export const PLAN_IDS = ['free', 'pro', 'business', 'webmaster'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PRICE_IDS = ['pro_monthly', 'pro_yearly'] as const;
export type PriceId = (typeof PRICE_IDS)[number];

/** The one canonical blog category list (docs/product/blog.md). */
export const BLOG_CATEGORIES = [
  'Payroll Tips',
  'Payroll Basics',
  'Union Benefits',
  'Tax Tips',
  'Overtime',
  'Budgeting',
  'Financial Planning',
  'Safety Pay',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'Payroll Tips';

/** Named schedules and their cron patterns (docs/product/schedules.md). */
export const SCHEDULES = {
  DAILY_9AM: '0 9 * * *',
  DAILY_6PM: '0 18 * * *',
  TWICE_WEEKLY: '0 9 * * 1,4',
  WEEKLY_MONDAY: '0 9 * * 1',
  BI_WEEKLY: '0 9 1,15 * *',
  MONTHLY: '0 9 1 * *',
} as const;
export type ScheduleName = keyof typeof SCHEDULES;
export const DEFAULT_SCHEDULE: ScheduleName = 'TWICE_WEEKLY';

export const SUBSCRIBER_SOURCES = ['newsletter', 'calculator', 'footer', 'blog'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** The public pages besides the posts (docs/product/paths.md): what the sitemap lists and the browser tests visit. */
export const PUBLIC_PAGES = [
  '/',
  '/calculator',
  '/blog',
  '/content',
  '/faq',
  '/pricing',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
] as const;

/** The four services, their database schema and default port (docs/adr/0011-schema-and-role-per-service.md). */
export const SERVICES = {
  identity: { schema: 'identity', port: 4001 },
  calc: { schema: 'calc', port: 4002 },
  content: { schema: 'content', port: 4003 },
  analytics: { schema: 'analytics', port: 4004 },
} as const;
export type ServiceName = keyof typeof SERVICES;

/** JWT audience and issuer path used by every TakeHome token. */
export const TOKEN_AUDIENCE = 'takehome';

/**
 * Sent by the prerenderer (infra/prerender) on every request it makes: the gateway then sends the plain
 * page instead of a prerendered copy, and svc-content does not count the visit as a reader's view.
 */
export const PRERENDER_HEADER = 'x-takehome-prerender';

/** The limit text (docs/product/copy.md); with the standard limit of 15 it is the catalogue's exact sentence. */
export function calculationLimitMessage(limit: number): string {
  return `Calculation Limit Reached! You've used all ${limit} free calculations. Upgrade to continue calculating without limits.`;
}
