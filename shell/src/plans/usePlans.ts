import {
  TIERS,
  type PlanDto,
  type PlanId,
  type PlanPriceDto,
  type PlansResponse,
  type Tier,
} from '@takehome/contracts';

export { usePlans } from '@takehome/web-kit';
export { formatCents } from '@takehome/contracts';

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
