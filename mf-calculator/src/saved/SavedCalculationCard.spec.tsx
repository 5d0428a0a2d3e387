import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import { savedCalculation } from '../testing/savedCalculation';
import { SavedCalculationCard } from './SavedCalculationCard';

function renderCard(calculation: ReturnType<typeof savedCalculation>) {
  mockApi([]);
  renderWithProviders(
    <SavedCalculationCard
      calculation={calculation}
      selected={false}
      onSelect={() => undefined}
      onDeleted={() => undefined}
    />,
  );
  return within(screen.getByRole('article'));
}

describe('a saved calculation (docs/product/taxes.md tax lines)', () => {
  it('shows a W-4 mode save’s taxes line by line, its rates and the W-4 tag', () => {
    const card = renderCard(
      savedCalculation('w', {
        hourlyRate: 30,
        regularHours: 40,
        taxMode: 'w4',
        filingStatus: 'married_jointly',
        state: 'TX',
      }),
    );
    const taxes = within(card.getByRole('region', { name: 'Taxes' }));
    expect(taxes.getByText('Federal Income Tax').closest('div')).toHaveTextContent('-$60.15');
    expect(taxes.getByText('Social Security').closest('div')).toHaveTextContent('-$74.40');
    expect(taxes.getByText('Medicare').closest('div')).toHaveTextContent('-$17.40');
    expect(taxes.queryByText('State Income Tax')).not.toBeInTheDocument();
    expect(taxes.getByText('No state income tax in Texas.')).toBeInTheDocument();
    expect(taxes.getByText('Marginal rate 19.65% · effective rate 12.66%')).toBeInTheDocument();
    expect(card.getByText('W-4 · TX')).toBeInTheDocument();
    expect(card.getByText('Net Pay').nextSibling).toHaveTextContent('$1,048.05');
  });

  it("names the state's own withholding method", () => {
    const card = renderCard(savedCalculation('s', { hourlyRate: 40, regularHours: 40, taxMode: 'w4', state: 'CA' }));
    expect(card.getByText('State Income Tax').closest('div')).toHaveTextContent('California · California Method B');
  });

  it('marks a state figure estimated from the annual brackets', () => {
    // Every state now has its own method, but a save keeps the result it was made with: one from
    // before Arkansas's formula was encoded still says it was estimated.
    const save = savedCalculation('s', { hourlyRate: 40, regularHours: 40, taxMode: 'w4', state: 'AR' });
    if (!('taxNotes' in save.results) || !save.results.taxNotes) throw new Error('expected a W-4 mode save');
    const estimated = {
      ...save,
      results: {
        ...save.results,
        taxNotes: {
          ...save.results.taxNotes,
          stateEstimated: true,
          stateEstimateText: 'estimated from 2026 state income-tax brackets',
          stateMethod: 'Estimated from 2026 state income-tax brackets',
          stateBasis: 'estimate',
        },
      },
    } as typeof save;
    const card = renderCard(estimated);
    expect(card.getByText('State Income Tax').closest('div')).toHaveTextContent(
      'Arkansas · estimated from 2026 state income-tax brackets',
    );
  });

  it("names Arkansas's own formula on a new save", () => {
    const card = renderCard(savedCalculation('s', { hourlyRate: 40, regularHours: 40, taxMode: 'w4', state: 'AR' }));
    expect(card.getByText('State Income Tax').closest('div')).toHaveTextContent(
      'Arkansas · Arkansas withholding formula',
    );
  });

  it('leaves a quick-estimate save as it was', () => {
    const card = renderCard(savedCalculation('f', { hourlyRate: 30, regularHours: 40, combinedTaxRate: 20 }));
    expect(card.queryByRole('region', { name: 'Taxes' })).not.toBeInTheDocument();
    expect(card.queryByText(/W-4/)).not.toBeInTheDocument();
  });
});
