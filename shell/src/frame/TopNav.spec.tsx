import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { TopNav } from './TopNav';

describe('TopNav', () => {
  it('shows CALC, BLOG, FAQ and PLANS but no DASH when signed out', () => {
    renderWithProviders(<TopNav />);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['CALC', '/'],
      ['BLOG', '/blog'],
      ['FAQ', '/faq'],
      ['PLANS', '/pricing'],
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(nav).not.toHaveTextContent('DASH');
  });

  it('shows DASH and Sign Out when signed in', () => {
    renderWithProviders(<TopNav />, { auth: { user: testUser } });

    expect(screen.getByRole('link', { name: 'DASH' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows the user's name and plan, which links to the pricing page", () => {
    renderWithProviders(<TopNav />, { auth: { user: { ...testUser, tier: 'pro', membershipTier: 'pro' } } });

    expect(screen.getByText('Pat Worker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan: pro' })).toHaveAttribute('href', '/pricing');
  });

  it("tells the user when signing out did not reach the server: 'Logout failed. Please try again.'", async () => {
    const signOut = jest.fn(() => Promise.reject(new Error('Logout failed. Please try again.')));
    renderWithProviders(<TopNav />, { auth: { user: testUser, signOut } });

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
  });

  it('opens the sign-in dialog from the Sign In button', () => {
    const openSignIn = jest.fn();
    renderWithProviders(<TopNav />, { auth: { openSignIn } });

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(openSignIn).toHaveBeenCalled();
  });

  it("shows 'Login failed' when there is an auth error", () => {
    renderWithProviders(<TopNav />, { auth: { error: 'Incorrect password. Please try again.' } });

    expect(screen.getByText('Login failed')).toBeInTheDocument();
  });

  it('toggles the mobile menu', () => {
    renderWithProviders(<TopNav />);
    // The toggle is display:none outside the mobile media query, which jsdom does not evaluate.
    const toggle = screen.getByLabelText('Open menu');

    fireEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Close menu');
  });
});
