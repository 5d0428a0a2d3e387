import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fillPrices, priceFiguresOf, type PlansResponse } from '@takehome/contracts';

/**
 * GET /api/plans: plans, prices, feature lists and support tiers (docs/product/plans.md: the only source of prices).
 */
export function usePlans() {
  return useQuery<PlansResponse>({ queryKey: ['/api/plans'] });
}

/** Fills the price placeholders of shared copy (FAQ, legal pages) from the plans the server answers. */
export function usePriceText(): (text: string) => string {
  const { data } = usePlans();
  const figures = useMemo(() => (data ? priceFiguresOf(data) : null), [data]);
  return useCallback((text: string) => fillPrices(text, figures), [figures]);
}
