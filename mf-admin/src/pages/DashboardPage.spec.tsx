import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import DashboardPage from './DashboardPage';

describe('DashboardPage', () => {
  it('names itself and sets the tab title', () => {
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard — TakeHome');
  });
});
