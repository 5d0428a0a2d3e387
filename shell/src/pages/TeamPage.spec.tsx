import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { TeamPage } from './TeamPage';

describe('TeamPage', () => {
  it('shows the Business gate to a pro user', () => {
    renderWithProviders(<TeamPage />, { auth: { user: { ...testUser, tier: 'pro', membershipTier: 'pro' } } });

    expect(screen.getByRole('heading', { name: 'Business Feature' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the static team preview with bulk actions to a business user', () => {
    renderWithProviders(<TeamPage />, {
      auth: { user: { ...testUser, tier: 'business', membershipTier: 'business' } },
    });

    expect(screen.getByRole('table')).toHaveTextContent('Jordan Reyes');
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toBeInTheDocument();
  });
});
