import { screen } from '@testing-library/react';
import { contrastRatio, renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { AdSlot } from './AdSlot';

describe('AdSlot', () => {
  it('labels its space with text readable at 4.5:1 on white (WCAG AA)', () => {
    renderWithProviders(<AdSlot />);
    const color = getComputedStyle(screen.getByLabelText('Advertisement')).color;
    expect(color).toMatch(/^rgb/);
    expect(contrastRatio(color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  });

  it('shows no advertisement to a paid plan, and keeps it for free accounts', () => {
    const pro = renderWithProviders(<AdSlot />, {
      auth: { user: { ...testUser, tier: 'pro', membershipTier: 'pro' } },
    });
    expect(screen.queryByLabelText('Advertisement')).not.toBeInTheDocument();
    pro.unmount();

    renderWithProviders(<AdSlot />, { auth: { user: testUser } });
    expect(screen.getByLabelText('Advertisement')).toBeInTheDocument();
  });
});
