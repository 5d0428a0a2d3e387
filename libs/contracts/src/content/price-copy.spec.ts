import { ABOUT_PAGE, PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal.js';
import { FAQ_ENTRIES } from './faq.js';
import { PRICING_FAQ } from './pricing-faq.js';
import { fillPrices, formatCents, priceFiguresOf } from './price-copy.js';
import type { PlansResponse } from '../identity.js';

const plans = {
  plans: [
    {
      id: 'pro',
      prices: [
        { id: 'pro_monthly', interval: 'month', amountCents: 500, monthlyEquivalentCents: 500, savingsPercent: 0 },
        { id: 'pro_yearly', interval: 'year', amountCents: 4800, monthlyEquivalentCents: 400, savingsPercent: 20 },
      ],
    },
  ],
} as unknown as PlansResponse;

describe('price copy', () => {
  it('fills every placeholder from the plans the server answers', () => {
    const text = 'Pro is {proMonthly}, or {proYearly} a year ({proYearlyPerMonth}/month, save {proYearlySaving}).';
    expect(fillPrices(text, priceFiguresOf(plans))).toBe('Pro is $5, or $48 a year ($4/month, save 20%).');
  });

  it('names the pricing page while plans are unknown', () => {
    expect(fillPrices('Pro costs {proMonthly}.', null)).toBe('Pro costs the price on our pricing page.');
  });

  it('formats whole dollars without cents and others with them', () => {
    expect([formatCents(500), formatCents(417), formatCents(0)]).toEqual(['$5', '$4.17', '$0']);
  });

  it('keeps no price written into shared copy (docs/product/plans.md)', () => {
    const texts = [
      ...FAQ_ENTRIES.map((e) => e.answer),
      ...PRICING_FAQ.map((e) => e.answer),
      ...[ABOUT_PAGE, PRIVACY_POLICY, TERMS_OF_SERVICE].flatMap((d) => d.sections.flatMap((s) => s.paragraphs)),
    ];
    expect(texts.filter((t) => /\$\d/.test(t))).toEqual([]);
    expect(texts.some((t) => t.includes('{proMonthly}'))).toBe(true);
  });
});
