import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatMoney } from '@takehome/web-kit';
import { renderWithProviders, sizeChartBoxes, testUser } from '@takehome/web-kit/testing';
import { shortMoney } from '../charts/scale';
import { mockApi } from '../testing/mockApi';
import { savedCalculation } from '../testing/savedCalculation';
import AnalyticsPage from './AnalyticsPage';

const recent = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

/** The figures written on a chart's bars, in drawing order (series by series). */
const barLabels = (chart: Element) =>
  [...chart.querySelectorAll('.recharts-label-list text')].map((text) => text.textContent);
const amount = (text: string | null) => Number(text?.replace(/[$,]/g, ''));

describe('/analytics', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = sizeChartBoxes();
  });
  afterAll(() => restoreLayout());

  it('is a Pro feature for a free user', () => {
    const calls = mockApi([]);
    renderWithProviders(<AnalyticsPage />, { auth: { user: testUser } });

    expect(screen.getByRole('heading', { name: 'Pro Feature' })).toBeInTheDocument();
    expect(
      screen.getByText('The analytics dashboard is part of Pro. Upgrade to Pro to see your pay analytics.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(calls).toEqual([]);
  });

  it("shows a pro user's figures from their saved calculations, by period", async () => {
    const calls = mockApi([
      {
        path: '/api/calculations/since',
        body: {
          items: [
            savedCalculation('a', { hourlyRate: 25, regularHours: 40 }, recent(0)),
            savedCalculation('b', { hourlyRate: 30, regularHours: 40, overtimeHours: 5 }, recent(20)),
          ],
        },
      },
    ]);
    renderWithProviders(<AnalyticsPage />, { auth: { user: { ...testUser, tier: 'pro' } } });
    await act(() => Promise.resolve());

    const summary = within(screen.getByLabelText('Summary'));
    expect(await summary.findByText('Total Net Pay')).toBeInTheDocument();
    expect(summary.getByText('Total Net Pay').nextSibling).toHaveTextContent('$2,425.00');
    expect(summary.getByText('Average Net Pay').nextSibling).toHaveTextContent('$1,212.50');
    expect(screen.getByRole('heading', { name: 'Weekly Earnings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly Comparison' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Save 20% of net pay' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Overtime and double time made up 9% of your gross pay.')).toBeInTheDocument();
    expect(calls[0].url).toMatch(/^\/api\/calculations\/since\?from=/);

    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Period' })).getByLabelText('Week'));

    expect(summary.getByText('Calculations').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Daily Earnings' })).toBeInTheDocument();
  });

  it('draws average net pay per week and the two months as bars hidden from screen readers, their tables behind them', async () => {
    const a = savedCalculation('a', { hourlyRate: 25, regularHours: 40 }, recent(0));
    const b = savedCalculation('b', { hourlyRate: 30, regularHours: 40, overtimeHours: 5 }, recent(20));
    mockApi([{ path: '/api/calculations/since', body: { items: [a, b] } }]);
    renderWithProviders(<AnalyticsPage />, { auth: { user: { ...testUser, tier: 'pro' } } });

    // The table behind the columns: a row per week, the last one this week's.
    const table = await screen.findByRole('region', { name: 'Average net pay per week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.at(-1)?.textContent).toContain(formatMoney(a.results.netPay));
    const filled = rows.filter((row) => !row.textContent?.includes('—'));
    expect(filled.map((row) => amount(row.querySelector('td')?.textContent ?? null))).toEqual([
      b.results.netPay,
      a.results.netPay,
    ]);
    const weeks = document.querySelector('[data-chart="Average net pay per week"]') as HTMLElement;
    expect(weeks.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(weeks.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(barLabels(weeks)).toEqual([b.results.netPay, a.results.netPay].map(shortMoney));
    fireEvent.click(screen.getByRole('button', { name: 'Show the table' }));
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');

    // The two months: the chart draws the money rows of the table under it, last month's then this month's (a month
    // without saves has no bars).
    const months = within(screen.getByRole('region', { name: 'This month against the last' }));
    const money = ['Average Net Pay', 'Average Gross Pay', 'Total Left Over'].map((label) =>
      [...(months.getByRole('rowheader', { name: label }).parentElement?.querySelectorAll('td') ?? [])].map((td) =>
        amount(td.textContent),
      ),
    );
    const monthChart = document.querySelector('[data-chart^="This month"]') as HTMLElement;
    expect(barLabels(monthChart)).toEqual(
      [...money.map(([last]) => last), ...money.map(([, now]) => now)].filter((v) => v !== 0).map(shortMoney),
    );
  });
});
