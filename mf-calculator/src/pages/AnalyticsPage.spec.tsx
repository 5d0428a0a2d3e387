import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import { savedCalculation } from '../testing/savedCalculation';
import AnalyticsPage from './AnalyticsPage';

const recent = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe('/analytics', () => {
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
});
