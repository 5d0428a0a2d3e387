import { act, screen, within } from '@testing-library/react';
import { formatMoney } from '@takehome/web-kit';
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
    // No local tax, state program, pre-tax choice or bonus: no card for them.
    expect(screen.queryByText('Taxes and Deductions by Line')).not.toBeInTheDocument();
  });

  it('shows the local taxes, state programs, pre-tax choices and bonus checks under the results’ names', async () => {
    const nyc = savedCalculation(
      'n',
      {
        hourlyRate: 40,
        regularHours: 40,
        taxMode: 'w4',
        state: 'NY',
        homeLocality: 'NY-NEW_YORK_CITY',
        supplementalPay: 1000,
        hsa: 20,
      },
      recent(0),
    );
    // Saved before these lines existed: counted, without lines of its own.
    const older = savedCalculation('o', { hourlyRate: 30, regularHours: 40, taxMode: 'w4', state: 'TX' }, recent(1));
    delete (older.results.taxNotes as Partial<NonNullable<typeof older.results.taxNotes>>).contributionLines;
    mockApi([{ path: '/api/calculations/since', body: { items: [nyc, older] } }]);
    renderWithProviders(<AnalyticsPage />, { auth: { user: { ...testUser, tier: 'pro' } } });
    await act(() => Promise.resolve());

    expect(await screen.findByText('Taxes and Deductions by Line')).toBeInTheDocument();
    const card = within(document.body);
    const local = within(card.getByRole('region', { name: 'Local Taxes' }));
    const nycTax = nyc.results.taxNotes!.localLines[0].amount;
    expect(local.getByText('New York City').closest('div')).toHaveTextContent(formatMoney(nycTax));
    expect(
      within(card.getByRole('region', { name: 'State Programs' })).getByText('NY Paid Family Leave'),
    ).toBeVisible();
    expect(
      within(card.getByRole('region', { name: 'Retirement and Pre-Tax Deductions' })).getByText('HSA'),
    ).toBeVisible();
    const bonus = within(card.getByRole('region', { name: 'Bonus Check' }));
    expect(bonus.getByText('Bonus After Taxes').closest('div')).toHaveTextContent(
      formatMoney(nyc.results.supplementalCheck!.net),
    );
  });
});
