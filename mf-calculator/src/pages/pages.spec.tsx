import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import AnalyticsPage from './AnalyticsPage';
import CalculatorPage from './CalculatorPage';
import SavedPage from './SavedPage';

describe('calculator pages', () => {
  it('the calculator page names itself and sets the home title', () => {
    renderWithProviders(<CalculatorPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Take-Home Pay Calculator' })).toBeInTheDocument();
    expect(document.title).toBe('TakeHome — Take-Home Pay Calculator');
  });

  it.each([
    ['SavedPage', SavedPage, 'Saved Calculations'],
    ['AnalyticsPage', AnalyticsPage, 'Pay Analytics'],
  ])('%s shows its heading', (_name, Page, heading) => {
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
