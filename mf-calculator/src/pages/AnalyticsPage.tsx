import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { FEATURE_GATES } from '@takehome/contracts';
import { Card, FeatureGate, formatMoney, PageContainer, Skeleton, useDocumentTitle } from '@takehome/web-kit';
import { ButtonLink, PageHeader, StatCard, StatList, toneOf } from '@takehome/web-kit/ui';
import { GoalBars } from '../analytics/GoalBars';
import { computeAnalytics, LOOKBACK_DAYS, PERIODS, type Period } from '../analytics/computeAnalytics';
import { MonthlyComparison } from '../analytics/MonthlyComparison';
import { hasW4LineTotals, W4LineTotals } from '../analytics/W4LineTotals';
import { useCalculationsSince } from '../api/calculations';
import { CardTitle } from '../shared/CardTitle';
import { formatNumber } from '../shared/format';
import { SegmentedChoice } from '../shared/SegmentedChoice';

// The charts and their library load with the figures, only on this page (docs/product/charts.md).
const EarningsChart = lazy(() => import('../analytics/EarningsChart'));
const MonthlyChart = lazy(() => import('../analytics/MonthlyChart'));

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Wide = styled(Card)`
  grid-column: 1 / -1;
`;

const Sub = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tips = styled.ul`
  margin: 0;
  padding-left: 1.2em;

  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.negative};
`;

const BUCKET_TITLES = { day: 'Daily Earnings', week: 'Weekly Earnings', month: 'Monthly Earnings' } as const;

const Summary = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

function PayAnalytics() {
  const [now] = useState(() => new Date());
  const [period, setPeriod] = useState<Period>('month');
  const from = useMemo(() => new Date(now.getTime() - LOOKBACK_DAYS * 24 * 60 * 60 * 1000).toISOString(), [now]);
  const calculations = useCalculationsSince(from);
  const analytics = useMemo(
    () => calculations.data && computeAnalytics(calculations.data, period, now),
    [calculations.data, period, now],
  );

  return (
    <>
      <SegmentedChoice<Period>
        name="analytics-period"
        label="Period"
        options={PERIODS.map((p) => ({ value: p.value, label: p.label, name: p.label }))}
        value={period}
        onChange={setPeriod}
      />
      {calculations.isError ? (
        <Problem role="alert">Failed to fetch calculations</Problem>
      ) : (
        <>
          <Summary>
            <StatList aria-label="Summary">
              <StatCard look="inset" label="Calculations" value={analytics && formatNumber(analytics.totals.count)} />
              <StatCard look="inset" label="Total Net Pay" value={analytics && formatMoney(analytics.totals.netPay)} />
              <StatCard
                look="inset"
                label="Average Net Pay"
                value={analytics && formatMoney(analytics.averageNetPay)}
              />
              <StatCard look="inset" label="Net per Hour" value={analytics && formatMoney(analytics.averageHourly)} />
              <StatCard
                look="inset"
                label="Total Left Over"
                value={analytics && formatMoney(analytics.totals.leftOver)}
                tone={analytics ? toneOf(analytics.totals.leftOver) : 'plain'}
              />
            </StatList>
          </Summary>
          {!analytics ? (
            <Sections aria-busy="true">
              <Skeleton height="260px" />
              <Skeleton height="260px" />
            </Sections>
          ) : analytics.totals.count === 0 ? (
            <Sections>
              <Wide>
                <CardTitle>No saved calculations in this period</CardTitle>
                <p>
                  Save a calculation from the <Link to="/">calculator</Link> to see your earnings here, or pick a longer
                  period.
                </p>
              </Wide>
            </Sections>
          ) : (
            <Sections>
              <Wide aria-labelledby="earnings-title">
                <CardTitle id="earnings-title">{BUCKET_TITLES[analytics.bucket]}</CardTitle>
                <Sub>Average net pay of the calculations you saved each {analytics.bucket}.</Sub>
                <Suspense fallback={<Skeleton height="262px" />}>
                  <EarningsChart bars={analytics.bars} bucket={analytics.bucket} />
                </Suspense>
              </Wide>
              <Card aria-labelledby="months-title">
                <CardTitle id="months-title">Monthly Comparison</CardTitle>
                <Suspense fallback={<Skeleton height="226px" />}>
                  <MonthlyChart months={analytics.months} />
                </Suspense>
                <MonthlyComparison months={analytics.months} />
              </Card>
              <Card aria-labelledby="goals-title">
                <CardTitle id="goals-title">Goals</CardTitle>
                <GoalBars goals={analytics.goals} />
              </Card>
              {hasW4LineTotals(analytics.totals) && (
                <Wide aria-labelledby="w4-lines-title">
                  <CardTitle id="w4-lines-title">Taxes and Deductions by Line</CardTitle>
                  <Sub>Summed over the calculations figured from your W-4 in this period.</Sub>
                  <W4LineTotals totals={analytics.totals} />
                </Wide>
              )}
              <Wide aria-labelledby="insights-title">
                <CardTitle id="insights-title">Insights</CardTitle>
                <Tips>
                  {analytics.insights.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </Tips>
              </Wide>
            </Sections>
          )}
        </>
      )}
    </>
  );
}

/** /analytics (pro, docs/product/journeys.md): the user's own pay figures from their saved calculations. */
export default function AnalyticsPage() {
  useDocumentTitle('Pay Analytics');
  return (
    <PageContainer>
      <PageHeader
        title="Pay Analytics"
        actions={
          <ButtonLink to="/saved" $variant="secondary">
            Saved Calculations
          </ButtonLink>
        }
      >
        Your earnings, goals and trends from the calculations you saved.
      </PageHeader>
      <FeatureGate plan={FEATURE_GATES.analytics.plan} message={FEATURE_GATES.analytics.message}>
        <PayAnalytics />
      </FeatureGate>
    </PageContainer>
  );
}
