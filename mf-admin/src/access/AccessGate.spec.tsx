import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import type { AuthUser } from '@takehome/web-kit';
import DashboardPage from '../pages/DashboardPage';
import { adminUser } from '../testing/fixtures';
import { mockApi } from '../testing/mockApi';

function renderDashboard(route: string, user: AuthUser | null, loading = false) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardPage />} />
    </Routes>,
    { route, auth: { user, loading } },
  );
}

describe('the dashboard access gate', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/blog/posts': { posts: [], total: 0 },
      'GET /api/admin/email-subscribers': { subscribers: [], total: 0, totals: { total: 0, active: 0, thisMonth: 0 } },
    });
  });

  it("shows 'Access Restricted' and 'Return to Calculator' to a signed-in user who is not an admin", () => {
    renderDashboard('/dashboard', testUser);

    expect(screen.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Calculator' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("says 'Unauthorized Access - Admin-only analytics dashboard' on the analytics view", () => {
    renderDashboard('/dashboard/analytics', testUser);

    expect(screen.getByText('Unauthorized Access - Admin-only analytics dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Calculator' })).toBeInTheDocument();
  });

  it('treats a webmaster as an admin, even before the role is in the token', async () => {
    renderDashboard('/dashboard/overview', { ...testUser, tier: 'webmaster', membershipTier: 'webmaster', roles: [] });

    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    renderDashboard('/dashboard', null, true);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
  });

  it('gives an admin the side menu with every section, and opens the overview at /dashboard', async () => {
    renderDashboard('/dashboard', adminUser);

    const menu = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const links = Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', '/dashboard/overview'],
      ['Content Management', '/dashboard/content'],
      ['Email Subscribers', '/dashboard/subscribers'],
      ['Analytics & Reports', '/dashboard/analytics'],
      ['Account Settings', '/dashboard/settings'],
      ['Inbox', '/dashboard/inbox'],
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/content', 'Content Management'],
    ['/dashboard/subscribers', 'Email Subscribers'],
    ['/dashboard/analytics', 'Analytics & Reports'],
    ['/dashboard/settings', 'Account Settings'],
    ['/dashboard/inbox', 'Inbox'],
  ])('opens %s directly', (route, heading) => {
    renderDashboard(route, adminUser);

    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText('Dashboard section')).toHaveValue(route.split('/')[2]);
  });
});
