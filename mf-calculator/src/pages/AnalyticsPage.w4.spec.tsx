import { act, screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import { savedCalculation } from '../testing/savedCalculation';
import AnalyticsPage from './AnalyticsPage';

const recent = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe('/analytics with W-4 mode saves (docs/product/taxes.md)', () => {
  it('sums them with quick-estimate saves and says what share the taxes took', async () => {
    mockApi([
      {
        path: '/api/calculations/since',
        body: {
          items: [
            // Net 1,048.05: married filing jointly in Texas.
            savedCalculation(
              'w',
              { hourlyRate: 30, regularHours: 40, taxMode: 'w4', filingStatus: 'married_jointly', state: 'TX' },
              recent(0),
            ),
            // Net 1,000: one rate of 0%.
            savedCalculation('f', { hourlyRate: 25, regularHours: 40 }, recent(1)),
          ],
        },
      },
    ]);
    renderWithProviders(<AnalyticsPage />, { auth: { user: { ...testUser, tier: 'pro' } } });
    await act(() => Promise.resolve());

    const summary = within(screen.getByLabelText('Summary'));
    expect(await summary.findByText('Total Net Pay')).toBeInTheDocument();
    expect(summary.getByText('Total Net Pay').nextSibling).toHaveTextContent('$2,048.05');
    // 151.95 of 1,200.
    expect(
      screen.getByText(
        'In the weeks figured from your W-4, federal, Social Security, Medicare and state taxes took 13% of your wages.',
      ),
    ).toBeInTheDocument();
  });
});
