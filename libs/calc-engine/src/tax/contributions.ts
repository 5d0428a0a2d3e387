/**
 * Employee payroll contributions to state programs other than income tax: disability, family and
 * medical leave, and the few state unemployment funds employees pay into. Figured on the week's
 * FICA wages; annual wage bases use year-to-date wages.
 */
import { roundCents } from '../money.js';
import { money } from './federal.js';
import type { StateCode } from './types.js';

export interface Contribution {
  name: string;
  rate: number;
  /** Annual wage base (the Social Security base where a program follows it); none when uncapped. */
  wageBase?: number;
  /** A cap on the contribution per week (New York DBL, Hawaii TDI). */
  weeklyMax?: number;
  source: string;
  verified: boolean;
}

const SS_BASE_2026 = 184_500;

/** 2026 employee rates and wage bases. */
export const STATE_CONTRIBUTIONS_2026: Readonly<Partial<Record<StateCode, readonly Contribution[]>>> = {
  CA: [
    {
      name: 'CA SDI',
      rate: 0.013,
      source: 'EDD: State Disability Insurance 1.3% of wages, no wage cap (2026)',
      verified: true,
    },
  ],
  NJ: [
    {
      name: 'NJ Unemployment/Workforce',
      rate: 0.00425,
      wageBase: 44_800,
      source: 'NJDOL 2026 rates: UI, WF and SWF 0.425% on $44,800',
      verified: true,
    },
    {
      name: 'NJ Disability (TDI)',
      rate: 0.0019,
      wageBase: 171_100,
      source: 'NJDOL 2026 rates: TDI 0.19% on $171,100',
      verified: true,
    },
    {
      name: 'NJ Family Leave (FLI)',
      rate: 0.0023,
      wageBase: 171_100,
      source: 'NJDOL 2026 rates: FLI 0.23% on $171,100',
      verified: true,
    },
  ],
  NY: [
    {
      name: 'NY Paid Family Leave',
      rate: 0.00432,
      wageBase: 95_349.54,
      source: 'NY Paid Family Leave 2026: 0.432% up to $411.91 a year',
      verified: true,
    },
    {
      name: 'NY Disability (DBL)',
      rate: 0.005,
      weeklyMax: 0.6,
      source: 'NY Disability Benefits Law: 0.5% of wages, at most $0.60 a week',
      verified: true,
    },
  ],
  HI: [
    {
      name: 'HI Disability (TDI)',
      rate: 0.005,
      weeklyMax: 7.5,
      source: 'Hawaii DLIR 2026: 0.5% of weekly wages, at most $7.50',
      verified: true,
    },
  ],
  WA: [
    {
      name: 'WA Paid Family & Medical Leave',
      rate: 0.0113 * 0.7143,
      wageBase: SS_BASE_2026,
      source:
        'Washington ESD, 2026 Paid Family & Medical Leave premiums: 1.13%, employees 71.43% of it, up to the Social Security cap ($184,500)',
      verified: true,
    },
    { name: 'WA Cares', rate: 0.0058, source: 'WA Cares Fund: 0.58% of wages, no cap', verified: true },
  ],
  MA: [
    {
      name: 'MA Paid Family & Medical Leave',
      rate: 0.0046,
      wageBase: SS_BASE_2026,
      source:
        'MA DFML 2026 (employers of 25 or more): 0.88%, of which the employee at most 0.46% (medical 0.28% + family 0.18%), to the Social Security base; from benefits advisers quoting the DFML announcement',
      verified: false,
    },
  ],
  OR: [
    {
      name: 'Paid Leave Oregon',
      rate: 0.006,
      wageBase: SS_BASE_2026,
      source: 'Paid Leave Oregon: employee 0.6% to the Social Security base',
      verified: true,
    },
  ],
  CO: [
    {
      name: 'CO FAMLI',
      rate: 0.0044,
      wageBase: SS_BASE_2026,
      source: 'Colorado FAMLI 2026: employee 0.44% (half of 0.88%) to the Social Security base',
      verified: true,
    },
  ],
  CT: [
    {
      name: 'CT Paid Leave',
      rate: 0.005,
      wageBase: SS_BASE_2026,
      source: 'CT Paid Leave Authority: 0.5% for 2026 to the Social Security base',
      verified: true,
    },
  ],
  DE: [
    {
      name: 'DE Paid Leave',
      rate: 0.004,
      wageBase: SS_BASE_2026,
      source:
        'Delaware Paid Leave: 0.8% for 2025 and 2026 (19 Del. C. § 3705: medical 0.4%, parental 0.32%, family caregiving 0.08%), at most half from the employee (secondary sources), to the FICA limit (19 DE Admin. Code 1401-6.1.2); employers of 25 or more',
      verified: false,
    },
  ],
  MN: [
    {
      name: 'MN Paid Leave',
      rate: 0.0044,
      wageBase: 185_000,
      source:
        'Minnesota Paid Leave (DEED) from 2026: 0.88% premium, the employee at most 0.44%; on wages up to the Social Security base rounded to the nearest thousand, $185,000 (as DEED told PayrollOrg; not in the statute)',
      verified: false,
    },
  ],
  ME: [
    {
      name: 'ME Paid Family & Medical Leave',
      rate: 0.005,
      wageBase: SS_BASE_2026,
      source: 'Maine PFML: 1% premium, half from the employee (employers of 15+; secondary sources)',
      verified: false,
    },
  ],
  RI: [
    {
      name: 'RI Disability (TDI)',
      rate: 0.011,
      wageBase: 100_000,
      source: 'RI DLT, 2026 UI and TDI tax rates (18 Dec 2025): TDI 1.1% on $100,000, at most $1,100',
      verified: true,
    },
  ],
  PA: [
    {
      name: 'PA Unemployment (employee)',
      rate: 0.0007,
      source: 'PA DLI: employee unemployment contribution 0.07% of all wages',
      verified: true,
    },
  ],
  AK: [
    {
      name: 'AK Unemployment (employee)',
      rate: 0.005,
      wageBase: 54_200,
      source: 'Alaska DOLWD 2026: employee 0.5% on $54,200',
      verified: true,
    },
  ],
};

export interface ContributionLine {
  name: string;
  amount: number;
  source: string;
  verified: boolean;
}

/** The week's employee contributions in `state` on `weeklyWages`, after `ytdWages` already paid this year. */
export function stateContributions(state: StateCode | '', weeklyWages: number, ytdWages = 0): ContributionLine[] {
  if (state === '') return [];
  const wages = Math.max(0, money(weeklyWages));
  const before = Math.max(0, money(ytdWages));
  return (STATE_CONTRIBUTIONS_2026[state] ?? []).map((c) => {
    const taxed = c.wageBase === undefined ? wages : Math.max(0, Math.min(before + wages, c.wageBase) - before);
    let amount = roundCents(taxed * c.rate);
    if (c.weeklyMax !== undefined) amount = Math.min(amount, c.weeklyMax);
    return { name: c.name, amount, source: c.source, verified: c.verified };
  });
}
