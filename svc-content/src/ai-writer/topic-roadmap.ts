import {
  AI_CONTENT_TYPES,
  type AiContentType,
  type AiRoadmapMode,
  type BlogCategory,
  type RoadmapProgress,
} from '@takehome/contracts';

/** Pillar articles 2,500–4,000 words, cluster posts 1,200–2,000 (docs/product/blog.md). */
export const WORD_TARGETS: Record<AiContentType, { min: number; max: number }> = {
  pillar: { min: 2500, max: 4000 },
  cluster: { min: 1200, max: 2000 },
};

export interface RoadmapTopic {
  contentType: AiContentType;
  category: BlogCategory;
  targetKeyword: string;
  title: string;
  tags: string[];
  /** For a cluster post: the title of the pillar article it supports. */
  pillar?: string;
}

interface PillarPlan {
  category: BlogCategory;
  keyword: string;
  title: string;
  tags: string[];
  clusters: Array<[keyword: string, title: string]>;
}

/** One pillar per category, each with the cluster posts that go deeper on its parts. */
const PLAN: PillarPlan[] = [
  {
    category: 'Payroll Tips',
    keyword: 'paycheck accuracy checklist',
    title: 'The Complete Paycheck Accuracy Checklist for Hourly Workers',
    tags: ['payroll', 'pay stub', 'paycheck errors'],
    clusters: [
      ['common payroll mistakes', 'The 7 Most Common Payroll Mistakes and How to Get Them Fixed'],
      ['final paycheck rules', 'Final Paycheck Rules: When You Must Be Paid After Leaving a Job'],
      ['weekly vs biweekly pay', 'Weekly vs Biweekly Pay: How Pay Frequency Changes Your Budget'],
    ],
  },
  {
    category: 'Payroll Basics',
    keyword: 'how payroll works',
    title: 'How Payroll Works: From Timecard to Take-Home Pay',
    tags: ['payroll basics', 'gross pay', 'net pay'],
    clusters: [
      ['fica tax explained', 'FICA Explained: Social Security and Medicare on Every Paycheck'],
      ['pre-tax vs post-tax deductions', 'Pre-Tax vs Post-Tax Deductions: What Lowers Your Taxable Pay'],
      ['how to fill out form w-4', 'How to Fill Out Form W-4 Without Over- or Under-Withholding'],
    ],
  },
  {
    category: 'Union Benefits',
    keyword: 'union benefits guide',
    title: "The Union Member's Guide to Benefits, Dues and Total Compensation",
    tags: ['union', 'benefits', 'total compensation'],
    clusters: [
      ['union pension vs 401k', 'Union Pension vs 401(k): How Multiemployer Plans Work'],
      ['health and welfare hour bank', 'Health and Welfare Hour Banks: Keeping Union Coverage Between Jobs'],
      ['union annuity fund', 'Union Annuity Funds: What They Are and How to Use Them'],
    ],
  },
  {
    category: 'Tax Tips',
    keyword: 'paycheck tax withholding',
    title: 'Paycheck Tax Withholding: A Plain-English Guide for Workers',
    tags: ['taxes', 'withholding', 'paycheck'],
    clusters: [
      ['state income tax on paychecks', 'How State Income Taxes Change Your Take-Home Pay'],
      ['bonus tax withholding', 'Why Bonuses Seem Taxed More, and What You Actually Owe'],
      ['tax refund vs bigger paycheck', 'Big Refund or Bigger Paychecks? Choosing Your Withholding Strategy'],
    ],
  },
  {
    category: 'Overtime',
    keyword: 'overtime pay rules',
    title: 'Overtime Pay Explained: Rules, Rates and Your Rights',
    tags: ['overtime', 'flsa', 'hourly pay'],
    clusters: [
      ['regular rate of pay', 'The Regular Rate of Pay: Why Bonuses Can Raise Your Overtime Rate'],
      ['comp time vs overtime', 'Comp Time vs Overtime Pay: What Employers Can and Cannot Do'],
      ['is overtime worth it after taxes', 'Is Overtime Worth It After Taxes? Running the Real Numbers'],
    ],
  },
  {
    category: 'Budgeting',
    keyword: 'budgeting on hourly pay',
    title: 'Budgeting on Hourly Pay: A Complete System for Uneven Paychecks',
    tags: ['budgeting', 'hourly pay', 'variable income'],
    clusters: [
      ['budget with variable hours', 'How to Budget When Your Hours Change Every Week'],
      ['zero-based budget weekly paycheck', 'Zero-Based Budgeting for Weekly Paychecks'],
      ['sinking funds', 'Sinking Funds: Saving for Irregular Bills One Paycheck at a Time'],
    ],
  },
  {
    category: 'Financial Planning',
    keyword: 'financial planning for hourly workers',
    title: 'Financial Planning for Hourly and Union Workers: The Complete Roadmap',
    tags: ['financial planning', 'saving', 'retirement'],
    clusters: [
      ['retirement savings on hourly wage', 'How Much to Save for Retirement on an Hourly Wage'],
      ['debt avalanche vs snowball', 'Paying Off Debt on a Tight Paycheck: Avalanche vs Snowball'],
      ['saving for a down payment', 'Saving for a House Down Payment on Weekly Pay'],
    ],
  },
  {
    category: 'Safety Pay',
    keyword: 'hazard pay guide',
    title: 'Hazard Pay and Safety Pay: What Workers Should Know',
    tags: ['safety pay', 'hazard pay', 'workplace safety'],
    clusters: [
      ['workers compensation pay', "Workers' Compensation: How Much of Your Paycheck It Replaces"],
      ['on-call and standby pay', 'On-Call and Standby Pay: When Waiting Time Counts as Work'],
      ['weather delay pay', 'Getting Paid During Safety Stand-Downs and Weather Delays'],
    ],
  },
];

/** The roadmap in writing order: each pillar, then its clusters, category by category. */
export const ROADMAP: readonly RoadmapTopic[] = PLAN.flatMap((pillar) => [
  {
    contentType: 'pillar' as const,
    category: pillar.category,
    targetKeyword: pillar.keyword,
    title: pillar.title,
    tags: pillar.tags,
  },
  ...pillar.clusters.map(([keyword, title]) => ({
    contentType: 'cluster' as const,
    category: pillar.category,
    targetKeyword: keyword,
    title,
    tags: pillar.tags,
    pillar: pillar.title,
  })),
]);

/**
 * The next topic without a post: the first in roadmap order, or a random one. Without a content
 * type, pillars and clusters are both candidates. Undefined when every candidate is covered.
 */
export function nextTopic(
  covered: ReadonlySet<string>,
  mode: AiRoadmapMode,
  contentType?: AiContentType,
  random: () => number = Math.random,
): RoadmapTopic | undefined {
  const open = ROADMAP.filter(
    (topic) => !covered.has(topic.targetKeyword) && (!contentType || topic.contentType === contentType),
  );
  return mode === 'random' ? open[Math.floor(random() * open.length)] : open[0];
}

/** How many pillar and cluster topics have a post. */
export function roadmapDistribution(covered: ReadonlySet<string>): Record<AiContentType, RoadmapProgress> {
  const progress = (type: AiContentType): RoadmapProgress => {
    const topics = ROADMAP.filter((topic) => topic.contentType === type);
    return { covered: topics.filter((topic) => covered.has(topic.targetKeyword)).length, total: topics.length };
  };
  return Object.fromEntries(AI_CONTENT_TYPES.map((type) => [type, progress(type)])) as Record<
    AiContentType,
    RoadmapProgress
  >;
}
