import { useQuery } from '@tanstack/react-query';
import {
  TIERS,
  type PlanDto,
  type PlanId,
  type PlanPriceDto,
  type PlansResponse,
  type Tier,
} from '@takehome/contracts';

/** GET /api/plans: plans, prices, feature lists and support tiers (DECISIONS.md D4: the only source of prices). */
export function usePlans() {
  return useQuery<PlansResponse>({ queryKey: ['/api/plans'] });
}

const rank = (tier: string) => TIERS.indexOf(tier as Tier);

/** The plan a tier belongs to: its own, else the highest plan below it (plus → Free, admin → Webmaster). */
export function planForTier(plans: PlansResponse, tier: string): PlanDto {
  const below = plans.plans.filter((plan) => rank(plan.tier) <= rank(tier));
  return below.sort((a, b) => rank(b.tier) - rank(a.tier))[0] ?? plans.plans[0];
}

export function findPlan(plans: PlansResponse, id: PlanId): PlanDto | undefined {
  return plans.plans.find((plan) => plan.id === id);
}

export function priceFor(plan: PlanDto | undefined, interval: PlanPriceDto['interval']): PlanPriceDto | undefined {
  return plan?.prices.find((price) => price.interval === interval);
}

/** Whole dollars without cents ('$5', '$48'), otherwise '$4.17'. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}
