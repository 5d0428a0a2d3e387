import { useCallback, useEffect, useMemo } from 'react';
import type { AbTestId } from '@takehome/contracts';
import { abTestById, type AbAssignment, type AbVariantConfig, type AbVariantId } from './abTests';
import { growthServices } from './services';

export interface AbVariantApi<T extends AbTestId> {
  variantId: AbVariantId<T>;
  config: AbVariantConfig<T>;
  /** Reports that the visitor saw this variant (once per assignment). */
  trackImpression: () => void;
  /** Reports the test's target action (once per assignment). */
  trackConversion: () => void;
}

/** The visitor's assignment to `testId` (or none), with its ab_assigned event sent once. */
export function useAbAssignment(testId: AbTestId | null): AbAssignment | null {
  const { abTests } = growthServices();
  const assignment = useMemo(() => (testId ? abTests.assignmentOf(testId) : null), [abTests, testId]);
  useEffect(() => {
    if (testId) abTests.trackOnce(testId, 'assigned');
  }, [abTests, testId]);
  return assignment;
}

/**
 * This visitor's variant of an A/B test of docs/product/funnel.md, assigned by weight on first use and kept locally.
 */
export function useAbVariant<T extends AbTestId>(testId: T): AbVariantApi<T> {
  const { abTests } = growthServices();
  const { variantId } = useAbAssignment(testId)!;
  const variant = abTestById(testId).variants.find((v) => v.id === variantId)!;
  const trackImpression = useCallback(() => abTests.trackOnce(testId, 'impression'), [abTests, testId]);
  const trackConversion = useCallback(() => abTests.trackOnce(testId, 'conversion'), [abTests, testId]);
  return {
    variantId: variant.id as AbVariantId<T>,
    config: variant.config as AbVariantConfig<T>,
    trackImpression,
    trackConversion,
  };
}
