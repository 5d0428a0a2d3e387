import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it("is titled '404 Page Not Found' and links home", () => {
    renderWithProviders(<NotFoundPage />, { route: '/nope' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404 Page Not Found$/);
    expect(screen.getByRole('link', { name: 'Back to the calculator' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('404 Page Not Found — TakeHome');
  });
});
