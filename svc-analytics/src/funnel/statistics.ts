/**
 * The error function, Abramowitz & Stegun formula 7.1.26 (absolute error below 1.5e-7), which is
 * far finer than the two decimals confidence is reported with.
 */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-x * x));
}

/** Φ(x): the probability that a standard normal variable is at most x. */
export function normalCdf(x: number): number {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

export interface ZTestResult {
  /** (p1 − p2) / SE with the pooled proportion. */
  z: number;
  /** Two-sided p-value: 2 · (1 − Φ(|z|)). */
  pValue: number;
  /** (1 − pValue) · 100: how sure we are, in percent, that the two rates differ. */
  confidence: number;
}

/**
 * Two-proportion z-test (pooled standard error, two-sided) of x1 successes in n1 trials against
 * x2 in n2. Without trials on either side, or with no variation at all, there is no evidence: z = 0.
 */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): ZTestResult {
  const pooled = n1 > 0 && n2 > 0 ? (x1 + x2) / (n1 + n2) : 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return { z: 0, pValue: 1, confidence: 0 };
  const z = (x1 / n1 - x2 / n2) / se;
  const pValue = 2 * (1 - normalCdf(Math.abs(z)));
  return { z, pValue, confidence: (1 - pValue) * 100 };
}
