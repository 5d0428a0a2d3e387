import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from './App';
import { mockApi } from './testing/mockApi';
import { plansFixture } from './testing/plansFixture';

jest.mock('./remotes', () => ({ lazyRemote: () => () => <p>remote page</p> }));

function renderApp(route = '/') {
  render(
    <MemoryRouter initialEntries={[route]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({ 'GET /api/plans': { status: 200, body: plansFixture } });
  });

  it('frames every page with the navigation and the footer', async () => {
    renderApp('/pricing');

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Plans & Pricing' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 TakeHome')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeInTheDocument();
  });

  it('opens the sign-in dialog from the nav and from the footer login link, and closes it on Escape', async () => {
    renderApp();

    // The dialog's code loads when it is first opened.
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to TakeHome' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to TakeHome' })).toBeInTheDocument();
  });

  it('opens the sign-in dialog for /?signin=1, where the /api/login redirect lands', async () => {
    renderApp('/?signin=1');

    expect(await screen.findByRole('dialog', { name: 'Sign in to TakeHome' })).toBeInTheDocument();
  });
});
