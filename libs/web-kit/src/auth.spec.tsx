import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserDto } from '@takehome/contracts';
import { ThemeProvider } from 'styled-components';
import { apiFetch } from './api';
import { AuthProvider, SignedInOnly, useAuth } from './auth';
import { theme } from './theme';

const profile = (tier: UserDto['membershipTier']): UserDto => ({
  id: 'u-1',
  email: 'pat@example.com',
  displayName: 'Pat Worker',
  firstName: 'Pat',
  lastName: 'Worker',
  membershipTier: tier,
  calculationsLimit: tier === 'free' ? 15 : null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const token = (tier: string) =>
  `e30.${Buffer.from(JSON.stringify({ sub: 'u-1', tier, roles: [] })).toString('base64url')}.sig`;

function serve(state: { tier: UserDto['membershipTier'] }) {
  const fetchMock = jest.fn((path: string, _init: RequestInit) => {
    const body =
      path === '/api/auth/refresh'
        ? {
            user: profile(state.tier),
            accessToken: token(state.tier),
            expiresAt: new Date(Date.now() + 900_000).toISOString(),
          }
        : path === '/api/auth/me'
          ? { user: profile(state.tier), tierExpiresAt: null }
          : { ok: true };
    return Promise.resolve({
      ok: true,
      status: 200,
      statusText: '',
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function Tier() {
  const { user } = useAuth();
  return <p>tier {user?.membershipTier}</p>;
}

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'takehome_session=1; path=/';
  });

  it('restores the session before children call the API, which then carries the token', async () => {
    const fetchMock = serve({ tier: 'free' });
    function CallsEarly() {
      void apiFetch('/api/calculations/this-month/u-1');
      return null;
    }
    render(
      <ThemeProvider theme={theme}>
        <AuthProvider>
          <CallsEarly />
          <SignedInOnly fallback={<p>signed out</p>}>
            <Tier />
          </SignedInOnly>
        </AuthProvider>
      </ThemeProvider>,
    );

    expect(await screen.findByText('tier free')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/calculations/this-month/u-1');
    expect(call?.[1].headers).toMatchObject({ Authorization: `Bearer ${token('free')}` });
  });

  it('picks up a tier changed on the server when the tab regains focus, without signing in again', async () => {
    const state = { tier: 'free' as UserDto['membershipTier'] };
    serve(state);
    render(
      <AuthProvider>
        <Tier />
      </AuthProvider>,
    );
    await screen.findByText('tier free');

    state.tier = 'pro';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(screen.getByText('tier pro')).toBeInTheDocument());
  });
});
