import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, sizeChartBoxes } from '@takehome/web-kit/testing';
import type { FunnelMetrics } from '@takehome/contracts';
import { ZERO_AB_RESULTS, zeroFunnelMetrics } from '../../api/analytics';
import { mockApi } from '../../testing/mockApi';
import { AnalyticsSection } from './AnalyticsSection';

const failing = () => ({ status: 503, body: { error: 'Service temporarily unavailable' } });

describe('AnalyticsSection', () => {
  it('shows the funnel, the A/B results with winner and confidence, and the issues with recommendations', async () => {
    const metrics: FunnelMetrics = {
      days: 30,
      totalVisitors: 4820,
      emailCaptureRate: 12.4,
      signupConversionRate: 4.1,
      upgradeConversionRate: 1.35,
      retentionRate: 38.2,
      averageCalculationsPerUser: 3.456,
      topTrafficSources: [{ source: 'google', visitors: 2210 }],
      conversionByStage: [{ stage: 'anonymous', visitors: 4820, conversions: 598, rate: 12.4 }],
      weeklyTrends: [{ week: '2026-11-16', visitors: 700, signups: 30, upgrades: 8 }],
      abTestResults: [],
    };
    mockApi({
      'GET /api/analytics/funnel-metrics': metrics,
      'GET /api/analytics/ab-test-results': [
        { ...ZERO_AB_RESULTS[0], confidence: 97.3, winner: 'variant_a' },
        ZERO_AB_RESULTS[1],
      ],
      'GET /api/analytics/funnel-issues': [
        {
          id: 'i1',
          type: 'critical',
          title: 'Few visitors leave an email',
          description: 'Only 12.4% do.',
          recommendation: 'Test the money-value copy.',
          impact: 'high',
        },
      ],
      'GET /api/analytics/calculator-usage/admin': failing,
    });
    renderWithProviders(<AnalyticsSection />);

    expect(await screen.findByText('4,820')).toBeInTheDocument();
    expect(screen.getByText('3.46')).toBeInTheDocument();
    expect(screen.getByText('598 of 4,820 · 12.4%')).toBeInTheDocument();
    expect(screen.getByText('Winner: Variant A')).toBeInTheDocument();
    expect(screen.getByText(/Confidence 97.3%/)).toBeInTheDocument();
    const issues = screen.getByRole('heading', { name: 'Funnel Issues' }).closest('section')!;
    expect(within(issues).getByText('Few visitors leave an email')).toBeInTheDocument();
    expect(within(issues).getByText('Test the money-value copy.')).toBeInTheDocument();
  });

  it('draws each funnel stage as long as its people against all visitors, never longer than the stage before', async () => {
    const stages: FunnelMetrics['conversionByStage'] = [
      { stage: 'anonymous', visitors: 1000, conversions: 1000, rate: 100 },
      { stage: 'email_subscriber', visitors: 1000, conversions: 100, rate: 10 },
      { stage: 'free_account', visitors: 100, conversions: 50, rate: 50 },
      { stage: 'paid_pro', visitors: 50, conversions: 5, rate: 10 },
    ];
    mockApi({
      'GET /api/analytics/funnel-metrics': { ...zeroFunnelMetrics(30), totalVisitors: 1000, conversionByStage: stages },
      'GET /api/analytics/ab-test-results': ZERO_AB_RESULTS,
      'GET /api/analytics/funnel-issues': [],
      'GET /api/analytics/calculator-usage/admin': failing,
    });
    renderWithProviders(<AnalyticsSection />);

    const funnel = await screen.findByRole('list', { name: 'Visitors and conversions by funnel stage' });
    const widths = within(funnel)
      .getAllByRole('listitem')
      .map((item) => getComputedStyle(item.querySelector('[aria-hidden="true"] > div')!).width);
    expect(widths).toEqual(['100%', '10%', '5%', '0.5%']);
    expect(within(funnel).getByText('50 of 100 · 50%')).toBeInTheDocument();
  });

  it('shows zeroed figures and no issues when analytics cannot be read', async () => {
    mockApi({
      'GET /api/analytics/funnel-metrics': failing,
      'GET /api/analytics/ab-test-results': failing,
      'GET /api/analytics/funnel-issues': failing,
      'GET /api/analytics/calculator-usage/admin': failing,
    });
    renderWithProviders(<AnalyticsSection />);

    expect(await screen.findByText('No funnel issues found.')).toBeInTheDocument();
    const visitors = screen.getByText('Total Visitors').parentElement!;
    expect(visitors).toHaveTextContent('0');
    expect(screen.getAllByText('No winner yet')).toHaveLength(2);
    expect(screen.getByText('Anonymous visitors')).toBeInTheDocument();
    expect(screen.getByText(/Some analytics could not be read right now/)).toBeInTheDocument();
  });

  it("says 'Unauthorized Access - Admin-only analytics dashboard' when the server refuses", async () => {
    const forbidden = () => ({ status: 403, body: { error: 'Admin access required' } });
    mockApi({
      'GET /api/analytics/funnel-metrics': forbidden,
      'GET /api/analytics/ab-test-results': forbidden,
      'GET /api/analytics/funnel-issues': forbidden,
      'GET /api/analytics/calculator-usage/admin': forbidden,
    });
    renderWithProviders(<AnalyticsSection />);

    expect(await screen.findByText('Unauthorized Access - Admin-only analytics dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Total Visitors')).not.toBeInTheDocument();
  });

  it('draws the weekly trends as columns hidden from screen readers, with the table of the same counts behind them', async () => {
    const restoreLayout = sizeChartBoxes(480);
    try {
      const weeklyTrends: FunnelMetrics['weeklyTrends'] = [
        { week: '2026-11-02', visitors: 410, signups: 12, upgrades: 0 },
        { week: '2026-11-09', visitors: 1250, signups: 31, upgrades: 4 },
        { week: '2026-11-16', visitors: 980, signups: 22, upgrades: 3 },
      ];
      mockApi({
        'GET /api/analytics/funnel-metrics': { ...zeroFunnelMetrics(30), weeklyTrends },
        'GET /api/analytics/ab-test-results': ZERO_AB_RESULTS,
        'GET /api/analytics/funnel-issues': [],
        'GET /api/analytics/calculator-usage/admin': failing,
      });
      renderWithProviders(<AnalyticsSection />);

      const table = await screen.findByRole('region', { name: 'Weekly trends' });
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['Week ofVisitorsSign-upsUpgrades', 'Nov 2, 2026410120', 'Nov 9, 20261,250314', 'Nov 16, 2026980223']);
      const chart = (title: string) => document.querySelector(`[data-chart="${title}"]`) as HTMLElement;
      const labels = (el: HTMLElement) =>
        [...el.querySelectorAll('.recharts-label-list text')].map((text) => text.textContent);
      const visitors = chart('Visitors per week');
      expect(visitors.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(visitors.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
      expect(labels(visitors)).toEqual(['410', '1,250', '980']);
      // A week without upgrades has no column for them.
      const conversions = chart('Sign-ups and upgrades per week');
      expect(conversions.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5);
      expect(labels(conversions)).toEqual(['12', '31', '22', '4', '3']);

      fireEvent.click(screen.getByRole('button', { name: 'Show the table' }));
      expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      restoreLayout();
    }
  });
});
