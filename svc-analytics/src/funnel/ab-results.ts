import { AB_WINNER_CONFIDENCE, type AbTestDefinition, type AbTestId, type AbTestResult } from '@takehome/contracts';
import { percent, round2 } from '../rollups/percent.js';
import { twoProportionZTest } from './statistics.js';

export interface VariantCounts {
  impressions: number;
  conversions: number;
}

const ratio = ({ impressions, conversions }: VariantCounts) => (impressions > 0 ? conversions / impressions : 0);

/**
 * One test's results: each variant's rate, the confidence that the leading variant differs from
 * the runner-up (two-proportion z-test), and a winner only when every variant has reached the
 * test's minimum sample and that confidence is at least 95%.
 */
export function evaluateAbTest(
  test: AbTestDefinition & { id: AbTestId },
  countsOf: (variantId: string) => VariantCounts,
): AbTestResult {
  const variants = test.variants.map((variant) => {
    const counts = countsOf(variant.id);
    return { id: variant.id, name: variant.name, ...counts, rate: percent(counts.conversions, counts.impressions) };
  });
  const [leader, runnerUp] = [...variants].sort((a, b) => ratio(b) - ratio(a));
  const { confidence } = twoProportionZTest(
    leader.conversions,
    leader.impressions,
    runnerUp.conversions,
    runnerUp.impressions,
  );
  const sampled = variants.every((variant) => variant.impressions >= test.minimumSampleSize);
  return {
    testId: test.id,
    testName: test.name,
    minimumSampleSize: test.minimumSampleSize,
    confidence: round2(confidence),
    winner: sampled && confidence >= AB_WINNER_CONFIDENCE ? leader.id : null,
    variants,
  };
}
