import { keepPreviousData, useQuery } from '@takehome/web-kit/react-query';
import {
  AB_TESTS,
  FUNNEL_STAGES,
  FUNNEL_WINDOW_DAYS,
  type AbTestResult,
  type FunnelIssue,
  type FunnelMetrics,
  type UsageSummary,
} from '@takehome/contracts';
import { ADMIN, getJson } from './request';

const analyticsKey = (name: string, days?: number) => [ADMIN, 'analytics', name, days] as const;

export function useFunnelMetrics(days: number = FUNNEL_WINDOW_DAYS.default) {
  return useQuery({
    queryKey: analyticsKey('funnel-metrics', days),
    queryFn: ({ signal }) => getJson<FunnelMetrics>('/api/analytics/funnel-metrics', { days }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAbTestResults(days: number = FUNNEL_WINDOW_DAYS.default) {
  return useQuery({
    queryKey: analyticsKey('ab-test-results', days),
    queryFn: ({ signal }) => getJson<AbTestResult[]>('/api/analytics/ab-test-results', { days }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFunnelIssues(days: number = FUNNEL_WINDOW_DAYS.default) {
  return useQuery({
    queryKey: analyticsKey('funnel-issues', days),
    queryFn: ({ signal }) => getJson<FunnelIssue[]>('/api/analytics/funnel-issues', { days }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Calculations of everyone (docs/product/funnel.md usage summary). */
export function useUsageSummary() {
  return useQuery({
    queryKey: analyticsKey('calculator-usage'),
    queryFn: ({ signal }) => getJson<UsageSummary>('/api/analytics/calculator-usage/admin', {}, signal),
  });
}

// docs/product/copy.md: when analytics cannot be read, the page shows zeroed defaults and no issues.

export const ZERO_AB_RESULTS: AbTestResult[] = AB_TESTS.map((test) => ({
  testId: test.id,
  testName: test.name,
  minimumSampleSize: test.minimumSampleSize,
  confidence: 0,
  winner: null,
  variants: test.variants.map((variant) => ({
    id: variant.id,
    name: variant.name,
    rate: 0,
    conversions: 0,
    impressions: 0,
  })),
}));

export function zeroFunnelMetrics(days: number): FunnelMetrics {
  return {
    days,
    totalVisitors: 0,
    emailCaptureRate: 0,
    signupConversionRate: 0,
    upgradeConversionRate: 0,
    retentionRate: 0,
    averageCalculationsPerUser: 0,
    topTrafficSources: [],
    conversionByStage: FUNNEL_STAGES.map((stage) => ({ stage, rate: 0, conversions: 0, visitors: 0 })),
    weeklyTrends: [],
    abTestResults: ZERO_AB_RESULTS,
  };
}

const zeroCounts = { total: 0, user: 0, nonUser: 0 };
export const ZERO_USAGE: UsageSummary = {
  total: zeroCounts,
  today: zeroCounts,
  thisWeek: zeroCounts,
  thisMonth: zeroCounts,
  userTypeBreakdown: [
    { userType: 'user', count: 0, percentage: 0 },
    { userType: 'non-user', count: 0, percentage: 0 },
  ],
};
