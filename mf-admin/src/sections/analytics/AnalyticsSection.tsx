import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { FUNNEL_WINDOW_DAYS, type FunnelStage } from '@takehome/contracts';
import { Card, Field, Select, Skeleton } from '@takehome/web-kit';
import { EmptyState, StatCard, StatGrid } from '@takehome/web-kit/ui';
import {
  ZERO_AB_RESULTS,
  ZERO_USAGE,
  useAbTestResults,
  useFunnelIssues,
  useFunnelMetrics,
  useUsageSummary,
  zeroFunnelMetrics,
} from '../../api/analytics';
import { ANALYTICS_UNAUTHORIZED } from '../../access/AccessRestricted';
import { isForbidden } from '../../common/errors';
import { formatCount, formatPercent } from '../../common/format';
import { CardHeader, ErrorNote, TwoColumns } from '../../common/ui';
import { DashboardSection } from '../../layout/DashboardSection';
import { AbTestResults } from './AbTestResults';
import { FunnelIssues } from './FunnelIssues';
import { HorizontalBars } from './HorizontalBars';
import { UsageSummaryCard } from './UsageSummaryCard';

const PERIODS = [7, 30, 90, 365] as const;

// The chart library comes with this section only, never with the rest of the dashboard (docs/product/charts.md).
const WeeklyTrendsChart = lazy(() => import('./WeeklyTrendsChart'));

/**
 * The funnel counts browser visits first seen in the period, not people nor current subscribers or
 * plans: each stage is named for what it counts, so it is not read against the subscriber list or
 * the users' plans.
 */
const STAGE_LABELS: Record<FunnelStage, string> = {
  anonymous: 'Anonymous visitors',
  email_subscriber: 'Visitors who left an email or signed in',
  free_account: 'Visitors signed in to an account',
  paid_pro: 'Visitors whose account is on a paid plan',
};

const PeriodPicker = styled.div`
  max-width: 220px;
`;

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * docs/product/paths.md Analytics & Reports; docs/product/copy.md: zeroed defaults and no issues when analytics cannot
 * be read.
 */
export function AnalyticsSection() {
  const [days, setDays] = useState<number>(FUNNEL_WINDOW_DAYS.default);
  const metricsQuery = useFunnelMetrics(days);
  const abQuery = useAbTestResults(days);
  const issuesQuery = useFunnelIssues(days);
  const usageQuery = useUsageSummary();
  const queries = [metricsQuery, abQuery, issuesQuery, usageQuery];

  if (queries.some((query) => isForbidden(query.error))) {
    return (
      <DashboardSection title="Analytics & Reports" description="Funnel, A/B tests and calculator usage.">
        <ErrorNote>{ANALYTICS_UNAUTHORIZED}</ErrorNote>
      </DashboardSection>
    );
  }

  const metrics = metricsQuery.data ?? (metricsQuery.isError ? zeroFunnelMetrics(days) : undefined);
  const abResults = abQuery.data ?? (abQuery.isError ? ZERO_AB_RESULTS : undefined);
  const issues = issuesQuery.data ?? (issuesQuery.isError ? [] : undefined);
  const usage = usageQuery.data ?? (usageQuery.isError ? ZERO_USAGE : undefined);

  return (
    <DashboardSection title="Analytics & Reports" description="Funnel, A/B tests and calculator usage.">
      <PeriodPicker>
        <Field label="Period" htmlFor="analytics-period">
          <Select id="analytics-period" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </Select>
        </Field>
      </PeriodPicker>
      {queries.some((query) => query.isError) && (
        <Notice role="status">Some analytics could not be read right now; those figures show as zero.</Notice>
      )}
      <StatGrid $min="240px">
        <StatCard label="Total Visitors" value={metrics && formatCount(metrics.totalVisitors)} />
        <StatCard label="Email Capture Rate" value={metrics && formatPercent(metrics.emailCaptureRate)} />
        <StatCard label="Signup Conversion" value={metrics && formatPercent(metrics.signupConversionRate)} />
        <StatCard label="Upgrade Conversion" value={metrics && formatPercent(metrics.upgradeConversionRate)} />
        <StatCard label="Retention Rate" value={metrics && formatPercent(metrics.retentionRate)} />
        <StatCard
          label="Calculations per User"
          value={metrics && Number(metrics.averageCalculationsPerUser.toFixed(2)).toString()}
        />
      </StatGrid>
      <TwoColumns>
        <Card aria-labelledby="funnel-title">
          <CardHeader>
            <h3 id="funnel-title">Conversion Funnel</h3>
          </CardHeader>
          {metrics ? (
            <HorizontalBars
              label="Visitors and conversions by funnel stage"
              items={metrics.conversionByStage.map((stage) => ({
                label: STAGE_LABELS[stage.stage],
                // The people who reached the stage, on the visitors' scale: each bar is a part of the one above.
                value: stage.conversions,
                detail: `${formatCount(stage.conversions)} of ${formatCount(stage.visitors)} · ${formatPercent(stage.rate)}`,
              }))}
            />
          ) : (
            <Skeleton height="160px" />
          )}
          <Notice>
            Browser visits first seen in the period, each stage a part of the one above. A person on two devices counts
            twice; the Email Subscribers section lists people subscribed now, and Weekly Trends counts upgrades when
            they happen.
          </Notice>
        </Card>
        <Card aria-labelledby="sources-title">
          <CardHeader>
            <h3 id="sources-title">Traffic Sources</h3>
          </CardHeader>
          {!metrics && <Skeleton height="160px" />}
          {metrics?.topTrafficSources.length === 0 && <EmptyState>No visits in this period.</EmptyState>}
          {metrics && metrics.topTrafficSources.length > 0 && (
            <HorizontalBars
              label="Visitors by traffic source"
              items={metrics.topTrafficSources.map((source) => ({
                label: source.source,
                value: source.visitors,
                detail: `${formatCount(source.visitors)} visitors`,
              }))}
            />
          )}
        </Card>
      </TwoColumns>
      <Card aria-labelledby="trends-title">
        <CardHeader>
          <h3 id="trends-title">Weekly Trends</h3>
        </CardHeader>
        {!metrics && <Skeleton height="200px" />}
        {metrics?.weeklyTrends.length === 0 && <EmptyState>No weekly figures for this period.</EmptyState>}
        {metrics && metrics.weeklyTrends.length > 0 && (
          <Suspense fallback={<Skeleton height="260px" />}>
            <WeeklyTrendsChart weeks={metrics.weeklyTrends} />
          </Suspense>
        )}
      </Card>
      {abResults ? <AbTestResults tests={abResults} /> : <Skeleton height="200px" />}
      <TwoColumns>
        {issues ? <FunnelIssues issues={issues} /> : <Skeleton height="160px" />}
        {usage ? <UsageSummaryCard usage={usage} /> : <Skeleton height="160px" />}
      </TwoColumns>
    </DashboardSection>
  );
}
