import type { FaqEntry } from './faq.js';

/** The pricing page FAQ. Prices are placeholders filled from GET /api/plans (see price-copy.ts). */
export const PRICING_FAQ: FaqEntry[] = [
  {
    question: 'How much does Pro cost?',
    answer:
      'Pro is {proMonthly} per month, or {proYearly} per year if you pay annually. The yearly plan saves {proYearlySaving}, which works out to {proYearlyPerMonth} per month.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      "Yes. You can cancel from your account's subscription settings whenever you like, with no cancellation fee. Your plan stays active until the end of the period you have already paid for, and then your account returns to the free plan with your saved calculations intact.",
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every Pro plan comes with a 30-day money-back guarantee: if Pro is not right for you, contact us within 30 days of your payment and we will refund it in full.',
  },
  {
    question: 'What stays free?',
    answer:
      'The full calculator stays free, including overtime, double time, per diem, union benefits, deductions and weekly expenses, with 15 calculations every 6 hours. A free account also lets you save calculations and see your monthly summary, and the blog, guides and weekly tips newsletter are free for everyone.',
  },
  {
    question: 'How do I pay?',
    answer:
      'You pay by credit or debit card through Stripe, our payment processor. Your card details go directly to Stripe and are never stored on TakeHome servers, and you receive a receipt by email for every payment.',
  },
];
