import { formatUsd } from '@takehome/calc-engine';
import type { PlansResponse } from '../identity.js';

/**
 * Copy that names a price says `{proMonthly}`, `{proYearly}`, `{proYearlyPerMonth}` or
 * `{proYearlySaving}`; pages fill them from GET /api/plans, the one place prices live (docs/product/plans.md).
 */
export interface PriceFigures {
  proMonthly: string;
  proYearly: string;
  proYearlyPerMonth: string;
  proYearlySaving: string;
}

/** Whole dollars without cents ('$5', '$48'), otherwise with them ('$4.17'). */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return formatUsd(dollars, { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2 });
}

export function priceFiguresOf(plans: PlansResponse): PriceFigures | null {
  const pro = plans.plans.find((plan) => plan.id === 'pro');
  const monthly = pro?.prices.find((price) => price.interval === 'month');
  const yearly = pro?.prices.find((price) => price.interval === 'year');
  if (!monthly || !yearly) return null;
  return {
    proMonthly: formatCents(monthly.amountCents),
    proYearly: formatCents(yearly.amountCents),
    proYearlyPerMonth: formatCents(yearly.monthlyEquivalentCents),
    proYearlySaving: `${yearly.savingsPercent}%`,
  };
}

/** Fills the price placeholders; without figures (plans not loaded) the sentence names the pricing page. */
export function fillPrices(text: string, figures: PriceFigures | null): string {
  return text.replace(/\{(proMonthly|proYearly|proYearlyPerMonth|proYearlySaving)\}/g, (_, key: keyof PriceFigures) =>
    figures ? figures[key] : 'the price on our pricing page',
  );
}
