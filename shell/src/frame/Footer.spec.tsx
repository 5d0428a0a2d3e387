import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links the public pages and lists the tools coming soon', () => {
    renderWithProviders(<Footer />);

    for (const href of ['/calculator', '/about', '/contact', '/privacy-policy', '/terms-of-service']) {
      expect(document.querySelector(`footer a[href="${href}"]`)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Job Comparison' })).toHaveAttribute('href', '/calculator');
    const soon = screen.getByRole('region', { name: 'Coming soon' });
    expect([...soon.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Expense Tracker', 'Budget Planner']);
    expect(screen.getByText('© 2026 TakeHome')).toBeInTheDocument();
  });

  it('the /api/login link opens the sign-in dialog instead of leaving the page', () => {
    const openSignIn = jest.fn();
    renderWithProviders(<Footer />, { auth: { openSignIn } });
    const login = screen.getByRole('link', { name: 'Login' });

    const followed = fireEvent.click(login);

    expect(login).toHaveAttribute('href', '/api/login');
    expect(followed).toBe(false);
    expect(openSignIn).toHaveBeenCalled();
  });

  it('offers no Login link to a signed-in user', () => {
    renderWithProviders(<Footer />, { auth: { user: testUser } });

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(document.querySelector('footer a[href="/api/login"]')).toBeNull();
    expect(document.querySelector('footer a[href="/contact"]')).toBeInTheDocument();
  });
});
