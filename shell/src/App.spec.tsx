import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from './App';

jest.mock('./remotes', () => ({ lazyRemote: () => () => <p>remote page</p> }));

function renderApp(route = '/') {
  render(
    <MemoryRouter initialEntries={[route]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App', () => {
  it('frames every page with the navigation and the footer', () => {
    renderApp('/pricing');

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plans & Pricing' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 TakeHome')).toBeInTheDocument();
  });

  it('opens the sign-in dialog from the nav and from the footer login link, and closes it on Escape', () => {
    renderApp();

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to TakeHome' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to TakeHome' })).toBeInTheDocument();
  });
});
