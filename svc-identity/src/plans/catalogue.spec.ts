import { FEATURE_GATES, PLAN_IDS, type GatedFeature } from '@takehome/contracts';
import { PLANS_RESPONSE, PRICES } from './catalogue.js';

describe('plan catalogue (docs/product/plans.md)', () => {
  it('prices Pro at $5/month or $48/year: 20% saving, $4/month equivalent', () => {
    expect(PRICES.pro_monthly).toMatchObject({
      amountCents: 500,
      interval: 'month',
      monthlyEquivalentCents: 500,
      savingsPercent: 0,
    });
    expect(PRICES.pro_yearly).toMatchObject({
      amountCents: 4800,
      interval: 'year',
      monthlyEquivalentCents: 400,
      savingsPercent: 20,
    });
  });

  it('lists the four plans in order, only Pro with prices', () => {
    expect(PLANS_RESPONSE.plans.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    expect(PLANS_RESPONSE.plans.map((plan) => plan.prices.map((p) => p.id))).toEqual([
      [],
      ['pro_monthly', 'pro_yearly'],
      [],
      [],
    ]);
  });

  it('never shows the copy-error prices', () => {
    const text = JSON.stringify(PLANS_RESPONSE);
    for (const wrong of ['9.99', '99.99', '999', '9999', '$9']) expect(text).not.toContain(wrong);
  });

  it('gives every comparison row a value per plan, monotone from its minimum plan', () => {
    for (const row of PLANS_RESPONSE.comparison) {
      expect(Object.keys(row.values)).toEqual([...PLAN_IDS]);
      const from = PLAN_IDS.indexOf(row.minimumPlan);
      PLAN_IDS.forEach((id, index) => expect(Boolean(row.values[id])).toBe(index >= from));
    }
  });

  it('carries the support tiers', () => {
    expect(PLANS_RESPONSE.supportTiers.map(({ planId, priority, response }) => [planId, priority, response])).toEqual([
      ['free', 'low', '5-7 business days'],
      ['pro', 'standard', '1-2 business days'],
      ['business', 'high', '4-8 hours'],
      ['webmaster', 'critical', '1-2 hours'],
    ]);
  });

  it('sells each paid feature from the plan its gate names, the plan the API lets through', () => {
    for (const [key, gate] of Object.entries(FEATURE_GATES)) {
      const row = PLANS_RESPONSE.comparison.find((r) => r.key === (key as GatedFeature));
      expect([key, row?.minimumPlan]).toEqual([key, gate.plan]);
    }
    const free = PLANS_RESPONSE.comparison.filter((row) => row.values.free === true).map((row) => row.key);
    expect(free).toEqual(['saveCalculations', 'monthlySummary']);
    expect(PLANS_RESPONSE.plans[0].features).toEqual(expect.arrayContaining(['This Month summary', 'JSON download']));
  });
});
