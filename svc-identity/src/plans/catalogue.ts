import {
  FEATURE_GATES,
  PLAN_IDS,
  USAGE_LIMIT,
  type BillingInterval,
  type ComparisonRowDto,
  type FeatureKey,
  type GatedFeature,
  type PlanDto,
  type PlanId,
  type PlanPriceDto,
  type PlansResponse,
  type PriceId,
  type SupportTierDto,
  type Tier,
} from '@takehome/contracts';

/** The only place TakeHome's prices are written down (docs/product/plans.md). */
const PRO_MONTHLY_CENTS = 500;
const PRO_YEARLY_CENTS = 4800;

const MONEY_BACK_GUARANTEE_DAYS = 30;

/** A price with what buying it grants. */
export interface CataloguePrice extends PlanPriceDto {
  planId: PlanId;
  tier: Tier;
}

function price(id: PriceId, interval: BillingInterval, amountCents: number, monthlyCents: number): CataloguePrice {
  const monthlyEquivalentCents = interval === 'year' ? Math.round(amountCents / 12) : amountCents;
  const savingsPercent = interval === 'year' ? Math.round((1 - amountCents / (monthlyCents * 12)) * 100) : 0;
  return { id, planId: 'pro', tier: 'pro', interval, amountCents, monthlyEquivalentCents, savingsPercent };
}

export const PRICES: Record<PriceId, CataloguePrice> = {
  pro_monthly: price('pro_monthly', 'month', PRO_MONTHLY_CENTS, PRO_MONTHLY_CENTS),
  pro_yearly: price('pro_yearly', 'year', PRO_YEARLY_CENTS, PRO_MONTHLY_CENTS),
};

/** Support tiers (docs/product/plans.md). */
const SUPPORT: Record<PlanId, SupportTierDto> = {
  free: {
    planId: 'free',
    priority: 'low',
    response: '5-7 business days',
    channels: ['FAQ', 'Guides', 'Blog'],
  },
  pro: {
    planId: 'pro',
    priority: 'standard',
    response: '1-2 business days',
    channels: ['Email', 'Priority queue', 'Tutorials', 'Live chat in business hours'],
  },
  business: {
    planId: 'business',
    priority: 'high',
    response: '4-8 hours',
    channels: ['Email', 'Phone', 'Account manager', 'Custom training'],
  },
  webmaster: { planId: 'webmaster', priority: 'critical', response: '1-2 hours', channels: ['Full admin support'] },
};

/** Feature lists, per plan card (docs/product/plans.md). */
const PLANS: Array<Omit<PlanDto, 'prices' | 'support'>> = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'Check your paycheck any time',
    tier: 'free',
    availability: 'free',
    calculationsLimit: USAGE_LIMIT,
    features: [
      `${USAGE_LIMIT} calculations every 6 hours`,
      'Save calculations to your account',
      'This Month summary',
      'JSON download',
      'Self-help support: FAQ, guides and blog',
    ],
    recommended: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For workers who run the numbers every week',
    tier: 'pro',
    availability: 'checkout',
    calculationsLimit: null,
    features: [
      'Unlimited calculations',
      'Saved calculation history',
      'PDF, CSV and Excel export',
      'Analytics dashboard',
      'Email support within 1-2 business days',
    ],
    recommended: true,
  },
  {
    id: 'business',
    name: 'Business',
    tagline: 'For crews, foremen and payroll teams',
    tier: 'business',
    availability: 'assigned',
    calculationsLimit: null,
    features: ['Everything in Pro', 'Team management', 'Bulk calculations', 'Custom branding', 'API access'],
    recommended: false,
  },
  {
    id: 'webmaster',
    name: 'Webmaster',
    tagline: 'For the people who run the site',
    tier: 'webmaster',
    availability: 'assigned',
    calculationsLimit: null,
    features: [
      'Everything in Business',
      'Full blog management',
      'AI content generation',
      'Site administration',
      'Scheduling',
    ],
    recommended: false,
  },
];

/** A feature every plan from `minimumPlan` upwards has. */
function included(key: FeatureKey, label: string, minimumPlan: PlanId): ComparisonRowDto {
  const from = PLAN_IDS.indexOf(minimumPlan);
  const values = Object.fromEntries(PLAN_IDS.map((id, index) => [id, index >= from])) as Record<PlanId, boolean>;
  return { key, label, minimumPlan, values };
}

/** A paid feature's row, from the plan its gate names (docs/product/plans.md): what is sold is what the API lets through. */
const gated = (key: GatedFeature, label: string) => included(key, label, FEATURE_GATES[key].plan);

const COMPARISON: ComparisonRowDto[] = [
  {
    key: 'calculations',
    label: 'Calculations',
    minimumPlan: 'free',
    values: { free: `${USAGE_LIMIT} every 6 hours`, pro: 'Unlimited', business: 'Unlimited', webmaster: 'Unlimited' },
  },
  included('saveCalculations', 'Save calculations', 'free'),
  included('monthlySummary', 'This Month summary', 'free'),
  gated('savedHistory', 'Saved calculation history'),
  gated('export', 'PDF, CSV and Excel export'),
  gated('analytics', 'Analytics dashboard'),
  gated('emailSupport', 'Email support'),
  gated('teamManagement', 'Team management'),
  included('bulkCalculations', 'Bulk calculations', 'business'),
  included('customBranding', 'Custom branding', 'business'),
  included('apiAccess', 'API access', 'business'),
  included('blogManagement', 'Full blog management', 'webmaster'),
  included('aiContent', 'AI content generation', 'webmaster'),
  included('siteAdministration', 'Site administration', 'webmaster'),
  included('scheduling', 'Scheduling', 'webmaster'),
];

const toPriceDto = ({
  id,
  interval,
  amountCents,
  monthlyEquivalentCents,
  savingsPercent,
}: CataloguePrice): PlanPriceDto => ({
  id,
  interval,
  amountCents,
  monthlyEquivalentCents,
  savingsPercent,
});

export const PLANS_RESPONSE: PlansResponse = {
  currency: 'USD',
  plans: PLANS.map((plan) => ({
    ...plan,
    prices: Object.values(PRICES)
      .filter((p) => p.planId === plan.id)
      .map(toPriceDto),
    support: SUPPORT[plan.id],
  })),
  comparison: COMPARISON,
  supportTiers: PLAN_IDS.map((id) => SUPPORT[id]),
  moneyBackGuaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
};
