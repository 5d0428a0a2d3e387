import { screen } from '@testing-library/react';
import { FeatureGate } from './FeatureGate';
import { renderWithProviders, testUser } from './testing';

describe('FeatureGate', () => {
  it.each(['pro', 'plus', 'business', 'webmaster', 'admin'])('shows a pro feature to a %s user', (tier) => {
    renderWithProviders(<FeatureGate plan="pro">Charts</FeatureGate>, { auth: { user: { ...testUser, tier } } });

    expect(screen.getByText('Charts')).toBeInTheDocument();
  });

  it('asks a free user to upgrade, linking to /pricing', () => {
    renderWithProviders(<FeatureGate plan="pro">Charts</FeatureGate>, { auth: { user: testUser } });

    expect(screen.queryByText('Charts')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Pro to unlock this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  });

  it('names the business plan for business features', () => {
    renderWithProviders(<FeatureGate plan="business">Team</FeatureGate>, {
      auth: { user: { ...testUser, tier: 'pro' } },
    });

    expect(screen.getByRole('heading', { name: 'Business Feature' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Business to unlock this feature')).toBeInTheDocument();
  });

  it("says the gate's own sentence when given one", () => {
    renderWithProviders(
      <FeatureGate plan="pro" message="Saved calculation history is part of Pro.">
        History
      </FeatureGate>,
      { auth: { user: testUser } },
    );

    expect(screen.getByRole('heading', { name: 'Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText('Saved calculation history is part of Pro.')).toBeInTheDocument();
    expect(screen.queryByText('Upgrade to Pro to unlock this feature')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  });

  it('can show a fallback instead', () => {
    renderWithProviders(
      <FeatureGate plan="pro" fallback={<p>Sample only</p>}>
        Charts
      </FeatureGate>,
    );

    expect(screen.getByText('Sample only')).toBeInTheDocument();
  });
});
