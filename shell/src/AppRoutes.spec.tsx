import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import type { RemoteModuleId } from '@takehome/web-kit';
import { AppRoutes } from './AppRoutes';
import pagePaths from './pagePaths.json';

// Each remote module renders its id, so a test can see which one a route chose.
jest.mock('./remotes', () => {
  const components = new Map<RemoteModuleId, () => ReactElement>();
  return {
    lazyRemote: (id: RemoteModuleId) => {
      if (!components.has(id)) components.set(id, () => <p>remote {id}</p>);
      return components.get(id);
    },
  };
});

describe('AppRoutes', () => {
  it.each([
    ['/', 'mf_calculator/CalculatorPage'],
    ['/calculator', 'mf_calculator/CalculatorPage'],
    ['/blog', 'mf_blog/BlogListPage'],
    ['/blog/overtime-taxes', 'mf_blog/BlogPostPage'],
    ['/content', 'mf_blog/ContentPage'],
    ['/faq', 'mf_blog/FaqPage'],
  ])('%s shows %s', (route, module) => {
    renderWithProviders(<AppRoutes />, { route });

    expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'remote mf_admin/DashboardPage'],
    ['/dashboard/users', 'remote mf_admin/DashboardPage'],
    ['/saved', 'remote mf_calculator/SavedPage'],
    ['/analytics', 'remote mf_calculator/AnalyticsPage'],
    ['/subscribe', 'Upgrade to Pro'],
    ['/team', 'Team'],
  ])(
    'signed-in route %s shows the calculator home when signed out and its page when signed in',
    async (route, page) => {
      const signedOut = renderWithProviders(<AppRoutes />, { route });
      expect(screen.getByText('remote mf_calculator/CalculatorPage')).toBeInTheDocument();
      signedOut.unmount();

      renderWithProviders(<AppRoutes />, { route, auth: { user: testUser } });
      expect(await screen.findByText(page)).toBeInTheDocument();
    },
  );

  it('shows the support page to a visitor who is not signed in', async () => {
    renderWithProviders(<AppRoutes />, { route: '/support' });

    expect(await screen.findByRole('heading', { name: 'Support', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('remote mf_calculator/CalculatorPage')).not.toBeInTheDocument();
  });

  it.each(pagePaths.paths.filter((path) => path !== '/index.html'))(
    'draws a page at %s, which the gateway answers 200 for',
    (pattern) => {
      const route = pattern.replace(':slug', 'a-post').replace('*', 'users');
      renderWithProviders(<AppRoutes />, { route, auth: { user: testUser } });

      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    },
  );

  it('answers any other path with the 404 page', () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
