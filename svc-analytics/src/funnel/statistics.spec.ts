import { normalCdf, twoProportionZTest } from './statistics.js';

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447],
    [1.645, 0.9500151],
    [1.96, 0.9750021],
    [-1.96, 0.0249979],
    [3, 0.9986501],
  ])('Φ(%p) = %p (standard normal table)', (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 6);
  });
});

describe('twoProportionZTest (pooled, two-sided)', () => {
  it('matches a textbook example: Fulton 281 of 473 for vs Gwinnett 214 of 443, z = 3.3683', () => {
    // Source: straightdraw.github.io/probstat/S3b.html, "The z-Proportion Test", Example: Voting.
    const { z, confidence } = twoProportionZTest(281, 473, 214, 443);
    expect(z).toBeCloseTo(3.3683, 2);
    expect(confidence).toBeGreaterThan(99.9);
  });

  it('matches a textbook example: 56% of 300 vs 48% of 200, z = 1.755, two-tailed p = 0.0792', () => {
    // A poll of 300 New York City and 200 Washington D.C. voters, 56% and 48% in favour
    // (worked at homeworksource.com/p/1078444): pooled p̂ = 0.528, z = 1.755, p = 0.0792.
    const { z, pValue, confidence } = twoProportionZTest(168, 300, 96, 200);
    expect(z).toBeCloseTo(1.755, 3);
    expect(pValue).toBeCloseTo(0.0792, 4);
    expect(confidence).toBeCloseTo(92.08, 2);
  });

  it('gives z ≈ −1.807 for 15% of 1000 vs 18% of 1000 (pooled p̂ = 0.165, SE = 0.0166)', () => {
    const { z, pValue } = twoProportionZTest(150, 1000, 180, 1000);
    expect(z).toBeCloseTo(-1.8073, 4);
    expect(pValue).toBeCloseTo(0.0707, 4);
  });

  it('has no evidence without trials or without variation', () => {
    expect(twoProportionZTest(0, 0, 5, 10)).toEqual({ z: 0, pValue: 1, confidence: 0 });
    expect(twoProportionZTest(0, 10, 0, 10)).toEqual({ z: 0, pValue: 1, confidence: 0 });
    expect(twoProportionZTest(10, 10, 10, 10)).toEqual({ z: 0, pValue: 1, confidence: 0 });
  });
});
