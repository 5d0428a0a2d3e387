/** Membership tiers, lowest first (SPEC.md §3). */
export const TIERS = ['free', 'plus', 'pro', 'business', 'webmaster', 'admin'] as const;
export type Tier = (typeof TIERS)[number];

/** Tiers an admin may assign in Account Settings. */
export const ASSIGNABLE_TIERS = ['free', 'plus', 'pro', 'business', 'webmaster'] as const satisfies readonly Tier[];

/** DECISIONS.md D3: these tiers calculate without a limit. */
export const UNLIMITED_TIERS: readonly Tier[] = ['plus', 'pro', 'business', 'webmaster', 'admin'];

/** DECISIONS.md D5: these tiers carry the `admin` role. */
export const ADMIN_TIERS: readonly Tier[] = ['webmaster', 'admin'];
export const ADMIN_ROLE = 'admin';

export function isUnlimitedTier(tier: Tier): boolean {
  return UNLIMITED_TIERS.includes(tier);
}

/** A plan a gated feature needs (SPEC.md §6: analytics, export and email support need pro; team needs business). */
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
 * DECISIONS.md D12, the one list of what each plan gets beyond free (free keeps saving, the This
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

/** DECISIONS.md D3 and SPEC.md §9: 15 calculations per 6-hour window. */
export const USAGE_LIMIT = 15;
export const USAGE_WINDOW_MS = 6 * 60 * 60 * 1000;

/** DECISIONS.md D4: plan and price identifiers; prices themselves live in svc-identity only. */
export const PLAN_IDS = ['free', 'pro', 'business', 'webmaster'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PRICE_IDS = ['pro_monthly', 'pro_yearly'] as const;
export type PriceId = (typeof PRICE_IDS)[number];

/** DECISIONS.md D7: the one canonical blog category list. */
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

/** DECISIONS.md D8: named schedules and their cron patterns. */
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

/** SPEC.md §2's public pages besides the posts: what the sitemap lists and the browser tests visit. */
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

/** The four services, their database schema and default port (ARCHITECTURE.md). */
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

/** SPEC.md §8 limit text; with the standard limit of 15 it is the catalogue's exact sentence. */
export function calculationLimitMessage(limit: number): string {
  return `Calculation Limit Reached! You've used all ${limit} free calculations. Upgrade to continue calculating without limits.`;
}
