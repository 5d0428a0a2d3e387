import { AB_TESTS } from '@takehome/contracts';
import { evaluateAbTest, type VariantCounts } from './ab-results.js';

const [emailCopy, upgradeTiming] = AB_TESTS;
const counts = (byVariant: Record<string, VariantCounts>) => (id: string) =>
  byVariant[id] ?? { impressions: 0, conversions: 0 };

describe('evaluateAbTest', () => {
  it('declares the leader the winner past the minimum sample and 95% confidence', () => {
    // 30/250 = 12% vs 50/250 = 20%: pooled p̂ = 0.16, z = 2.44, confidence 98.53%.
    const result = evaluateAbTest(
      emailCopy,
      counts({ control: { impressions: 250, conversions: 30 }, variant_a: { impressions: 250, conversions: 50 } }),
    );
    expect(result).toEqual({
      testId: 'email_capture_copy_test',
      testName: emailCopy.name,
      minimumSampleSize: 200,
      confidence: 98.53,
      winner: 'variant_a',
      variants: [
        { id: 'control', name: 'Control', rate: 12, conversions: 30, impressions: 250 },
        { id: 'variant_a', name: 'Variant A', rate: 20, conversions: 50, impressions: 250 },
      ],
    });
  });

  it('has no winner while any variant is under its minimum sample, however clear the gap', () => {
    const result = evaluateAbTest(
      emailCopy,
      counts({ control: { impressions: 199, conversions: 10 }, variant_a: { impressions: 400, conversions: 200 } }),
    );
    expect(result.confidence).toBeGreaterThan(99.9);
    expect(result.winner).toBeNull();
  });

  it('has no winner below 95% confidence', () => {
    // 168/300 = 56% vs 145/300 = 48.3%: z = 1.88, confidence 93.99%.
    const result = evaluateAbTest(
      emailCopy,
      counts({ control: { impressions: 300, conversions: 168 }, variant_a: { impressions: 300, conversions: 145 } }),
    );
    expect(result.confidence).toBe(93.99);
    expect(result.winner).toBeNull();
  });

  it('compares the leader with the runner-up when a test has three variants', () => {
    // variant_b 25% leads variant_a 20% (runner-up) and control 10%; 25% vs 20% of 400: z = 1.69, 90.96%.
    const result = evaluateAbTest(
      upgradeTiming,
      counts({
        control: { impressions: 400, conversions: 40 },
        variant_a: { impressions: 400, conversions: 80 },
        variant_b: { impressions: 400, conversions: 100 },
      }),
    );
    expect(result.winner).toBeNull();
    expect(result.confidence).toBe(90.96);
    expect(result.variants.map((v) => v.rate)).toEqual([10, 20, 25]);
  });

  it('answers zeros for a test nobody has seen', () => {
    const result = evaluateAbTest(upgradeTiming, counts({}));
    expect(result.confidence).toBe(0);
    expect(result.winner).toBeNull();
    expect(result.variants.every((v) => v.rate === 0 && v.impressions === 0)).toBe(true);
  });
});
