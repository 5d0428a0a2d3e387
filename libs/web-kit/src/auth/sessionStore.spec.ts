import type { AuthResponse, UserDto } from '@takehome/contracts';
import { SessionStore } from './sessionStore';

const profile: UserDto = {
  id: 'u-1',
  email: 'pat@example.com',
  displayName: 'Pat Worker',
  firstName: 'Pat',
  lastName: 'Worker',
  membershipTier: 'free',
  calculationsLimit: 15,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

function authResponse(tier: UserDto['membershipTier'] = 'free', roles: string[] = []): AuthResponse {
  return {
    user: { ...profile, membershipTier: tier },
    accessToken: token({ sub: profile.id, tier, roles }),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
}

type Route = (init: RequestInit) => { status: number; body?: unknown };

function answer({ status, body }: { status: number; body?: unknown }) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(text) });
}

function serve(routes: Record<string, Route>) {
  const fetchMock = jest.fn((path: string, init: RequestInit) => {
    const route = routes[path];
    if (!route) return answer({ status: 404, body: { error: 'Not found' } });
    return answer(route(init));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([called]) => called === path);

describe('SessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'takehome_session=1; path=/';
  });

  it('does not ask for a session when this browser never signed in', async () => {
    document.cookie = 'takehome_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const fetchMock = serve({});
    const store = new SessionStore(null);

    await expect(store.getAccessToken()).resolves.toBeNull();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ loading: false, user: null });
  });

  it('starts known to be signed out without the hint or an external session, and start() then notifies no one', async () => {
    document.cookie = 'takehome_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const fetchMock = serve({});
    const resume = jest.fn(() => Promise.resolve(null));
    const store = new SessionStore({ resume, mayResume: () => false });
    const first = store.getSnapshot();
    const listener = jest.fn();
    store.subscribe(listener);

    expect(first).toEqual({ user: null, accessToken: null, loading: false, error: null });
    await store.start();

    expect(store.getSnapshot()).toBe(first); // the same object: a page that rendered it renders nothing again
    expect(listener).not.toHaveBeenCalled();
    expect(resume).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays loading at first while an external session may exist, or when its source cannot tell', async () => {
    document.cookie = 'takehome_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    serve({});
    const mayResume = new SessionStore({ resume: () => Promise.resolve(null), mayResume: () => true });
    const cannotTell = new SessionStore({ resume: () => Promise.resolve(null) });
    const listener = jest.fn();
    mayResume.subscribe(listener);

    expect(mayResume.getSnapshot().loading).toBe(true);
    expect(cannotTell.getSnapshot().loading).toBe(true);
    await mayResume.start();
    expect(mayResume.getSnapshot()).toMatchObject({ loading: false, user: null });
    expect(listener).toHaveBeenCalled();
  });

  it('restores the session from the refresh cookie at start and hands out its token', async () => {
    const fetchMock = serve({ '/api/auth/refresh': () => ({ status: 200, body: authResponse('free', ['admin']) }) });
    const store = new SessionStore(null);

    expect(store.getSnapshot().loading).toBe(true);
    const [first, second] = await Promise.all([store.getAccessToken(), store.getAccessToken()]);

    expect(first).toBe(second);
    expect(calls(fetchMock, '/api/auth/refresh')).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({
      loading: false,
      error: null,
      user: { id: 'u-1', membershipTier: 'free', tier: 'free', name: 'Pat Worker', roles: ['admin'] },
    });
    expect(JSON.parse(localStorage.getItem('takehome.profile')!)).toMatchObject({ id: 'u-1' });
    store.stop();
  });

  it('shows the cached profile while loading, then signs out when the cookie is refused', async () => {
    localStorage.setItem(
      'takehome.profile',
      JSON.stringify({ ...authResponse().user, name: 'Pat Worker', tier: 'free', roles: [] }),
    );
    serve({
      '/api/auth/refresh': () => ({ status: 401, body: { error: 'Your session has expired. Please sign in again.' } }),
    });
    const store = new SessionStore(null);

    expect(store.getSnapshot()).toMatchObject({ loading: true, user: { email: 'pat@example.com' } });
    await store.start();

    expect(store.getSnapshot()).toMatchObject({ loading: false, user: null, accessToken: null, error: null });
    expect(localStorage.getItem('takehome.profile')).toBeNull();
  });

  it('removes a cached profile it cannot read', () => {
    localStorage.setItem('takehome.profile', '{not json');

    expect(new SessionStore(null).getSnapshot().user).toBeNull();
    expect(localStorage.getItem('takehome.profile')).toBeNull();
  });

  it('keeps a sign-in failure as the error and rethrows it with the server text', async () => {
    serve({
      '/api/auth/refresh': () => ({ status: 401 }),
      '/api/auth/signin': () => ({ status: 401, body: { error: 'Incorrect password. Please try again.' } }),
    });
    const store = new SessionStore(null);
    await store.start();

    await expect(store.signIn({ email: 'pat@example.com', password: 'wrong1' })).rejects.toThrow(
      'Incorrect password. Please try again.',
    );
    expect(store.getSnapshot().error).toBe('Incorrect password. Please try again.');
  });

  it("falls back to 'Failed to create account' when the server gives no text", async () => {
    serve({ '/api/auth/refresh': () => ({ status: 401 }) });
    const store = new SessionStore(null);
    await store.start();
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(store.signUp({ email: 'a@b.co', password: 'secret', firstName: '', lastName: '' })).rejects.toThrow(
      'Failed to create account',
    );
    expect(store.getSnapshot().error).toBe('Failed to create account');
  });

  it('signs up, clearing an earlier error, then signs out locally and on the server', async () => {
    const fetchMock = serve({
      '/api/auth/refresh': () => ({ status: 401 }),
      '/api/auth/signup': () => ({ status: 201, body: authResponse() }),
      '/api/auth/signin': () => ({
        status: 401,
        body: { error: 'No account found with this email. Please sign up first.' },
      }),
      '/api/auth/signout': () => ({ status: 204 }),
    });
    const store = new SessionStore(null);
    await store.start();
    await store.signIn({ email: 'pat@example.com', password: 'secret1' }).catch(() => undefined);

    await store.signUp({ email: 'pat@example.com', password: 'secret1', firstName: 'Pat', lastName: 'Worker' });
    expect(store.getSnapshot()).toMatchObject({ error: null, user: { email: 'pat@example.com' } });
    expect(JSON.parse(calls(fetchMock, '/api/auth/signup')[0][1].body as string)).toEqual({
      email: 'pat@example.com',
      password: 'secret1',
      firstName: 'Pat',
      lastName: 'Worker',
    });

    document.cookie = 'takehome_session=1; path=/';
    const signingOut = store.signOut();
    // Gone before the server answers: a reload now must not restore the session.
    expect(document.cookie).not.toContain('takehome_session=1');
    await signingOut;
    expect(store.getSnapshot()).toMatchObject({ user: null, accessToken: null });
    expect(calls(fetchMock, '/api/auth/signout')).toHaveLength(1);
    expect(localStorage.getItem('takehome.profile')).toBeNull();
  });

  it("reports 'Logout failed. Please try again.' when the server cannot be told", async () => {
    serve({
      '/api/auth/refresh': () => ({ status: 200, body: authResponse() }),
      '/api/auth/signout': () => ({ status: 503 }),
    });
    const store = new SessionStore(null);
    await store.start();

    await expect(store.signOut()).rejects.toThrow('Logout failed. Please try again.');
    expect(store.getSnapshot()).toMatchObject({ user: null, error: 'Logout failed. Please try again.' });
  });

  it('renews the token when the profile shows a tier the token does not carry', async () => {
    let tier: UserDto['membershipTier'] = 'free';
    const fetchMock = serve({
      '/api/auth/refresh': () => ({ status: 200, body: authResponse(tier) }),
      '/api/auth/me': () => ({
        status: 200,
        body: { user: { ...profile, membershipTier: tier }, tierExpiresAt: null },
      }),
    });
    const store = new SessionStore(null);
    await store.start();

    await store.checkProfile();
    expect(calls(fetchMock, '/api/auth/refresh')).toHaveLength(1);

    tier = 'pro';
    await store.checkProfile();

    expect(calls(fetchMock, '/api/auth/refresh')).toHaveLength(2);
    expect(store.getSnapshot().user).toMatchObject({ membershipTier: 'pro', tier: 'pro' });
    store.stop();
  });

  it('does not let a renewal that started before a sign-in undo it', async () => {
    let refuseRefresh: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn((path: string) =>
      path === '/api/auth/refresh'
        ? new Promise((resolve) => (refuseRefresh = resolve)).then(() => answer({ status: 401 }))
        : answer({ status: 200, body: authResponse() }),
    ) as unknown as typeof fetch;
    const store = new SessionStore(null);
    const started = store.start();

    await store.signIn({ email: 'pat@example.com', password: 'secret1' });
    refuseRefresh(undefined);
    await started;

    expect(store.getSnapshot().user).toMatchObject({ email: 'pat@example.com' });
    store.stop();
  });

  it('resumes an external session instead of using the cookie', async () => {
    const fetchMock = serve({
      '/api/auth/me': () => ({ status: 200, body: { user: profile, tierExpiresAt: null } }),
    });
    const external = {
      token: jest.fn(() =>
        Promise.resolve({ accessToken: token({ tier: 'free', roles: [] }), expiresAt: Date.now() + 300_000 }),
      ),
      end: jest.fn(() => Promise.resolve()),
    };
    const store = new SessionStore({ resume: () => Promise.resolve(external) });

    await store.start();

    expect(store.getSnapshot().user).toMatchObject({ id: 'u-1' });
    expect(external.token).toHaveBeenCalledWith(false);
    expect(calls(fetchMock, '/api/auth/refresh')).toHaveLength(0);
    store.stop();
  });
});
