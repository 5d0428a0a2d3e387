import { mockApi } from '../../testing/mockApi';

jest.mock('keycloak-js', () => ({ __esModule: true, default: jest.fn() }));

/** Same-page stand-in for BroadcastChannel (jsdom has none): what one instance posts, the others receive. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    FakeChannel.open.push(this);
  }
  static post(data: unknown) {
    for (const channel of FakeChannel.open) channel.onmessage?.({ data });
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((channel) => channel !== this);
  }
}

const config = { url: 'https://auth.example.com', realm: 'takehome', clientId: 'takehome-web' };

type FakeKeycloak = ReturnType<typeof fakeKeycloak>;

function fakeKeycloak(overrides: Record<string, unknown> = {}) {
  return {
    init: jest.fn(() => Promise.resolve(true)),
    createLoginUrl: jest.fn(() => Promise.resolve('https://auth.example.com/login?kc_idp_hint=google')),
    updateToken: jest.fn(() => Promise.resolve(true)),
    logout: jest.fn(() => Promise.resolve()),
    authenticated: true,
    token: 'kc-token',
    tokenParsed: { exp: 2_000_000_000 },
    ...overrides,
  };
}

/** The modules as a fresh page loads them (keycloakGoogle keeps one keycloak-js client per page). */
async function freshPage(keycloak: FakeKeycloak) {
  jest.resetModules();
  const { default: Keycloak } = await import('keycloak-js');
  jest.mocked(Keycloak).mockImplementation(() => keycloak as never);
  const google = await import('./keycloakGoogle');
  const { keycloakSessionMarker } = await import('./session');
  return { ...google, keycloakSessionMarker };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Google sign-in through Keycloak', () => {
  beforeAll(() => {
    Object.assign(globalThis, { BroadcastChannel: FakeChannel });
  });
  beforeEach(() => {
    localStorage.clear();
    FakeChannel.open = [];
  });

  it('sends the pop-up to Keycloak with the google hint and remembers the session when it comes back', async () => {
    const keycloak = fakeKeycloak();
    const { signInWithGooglePopup: signIn, keycloakSessionMarker: marker } = await freshPage(keycloak);
    const popup = { location: { href: '' }, closed: false, close: jest.fn() } as unknown as Window;

    const done = signIn(config, popup);
    await flush();
    expect(keycloak.createLoginUrl).toHaveBeenCalledWith({
      idpHint: 'google',
      redirectUri: `${window.location.origin}/?kc_popup=1`,
    });
    expect(popup.location.href).toBe('https://auth.example.com/login?kc_idp_hint=google');
    FakeChannel.post('http://localhost/?kc_popup=1#state=abc&code=xyz');

    await expect(done).resolves.toBeUndefined();
    expect(marker.isSet()).toBe(true);
  });

  it.each([
    ['access_denied', 'Sign-in cancelled. Click to try again.'],
    ['unauthorized_client', 'Domain not authorized. Please contact support.'],
    ['server_error', 'Google sign-in failed. Please try again.'],
  ])('turns the OAuth error %s into %s', async (error, message) => {
    const { signInWithGooglePopup, keycloakSessionMarker } = await freshPage(fakeKeycloak());
    const popup = { location: { href: '' }, closed: false, close: jest.fn() } as unknown as Window;

    const done = signInWithGooglePopup(config, popup);
    await flush();
    FakeChannel.post(`http://localhost/?kc_popup=1#error=${error}&state=abc`);

    await expect(done).rejects.toThrow(message);
    expect(keycloakSessionMarker.isSet()).toBe(false);
  });

  it('says the sign-in was cancelled when the pop-up is closed', async () => {
    jest.useFakeTimers();
    const { signInWithGooglePopup: signIn } = await freshPage(fakeKeycloak());
    const popup = { location: { href: '' }, closed: false, close: jest.fn() };

    const done = signIn(config, popup as unknown as Window);
    const failed = expect(done).rejects.toThrow('Sign-in cancelled. Click to try again.');
    await jest.advanceTimersByTimeAsync(10);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(1000);

    await failed;
    jest.useRealTimers();
  });

  it('says there is a network problem when Keycloak cannot be reached', async () => {
    const keycloak = fakeKeycloak({ init: jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    const { signInWithGooglePopup: signIn } = await freshPage(keycloak);
    const popup = { location: { href: '' }, closed: false, close: jest.fn() };

    await expect(signIn(config, popup as unknown as Window)).rejects.toThrow(
      'Network error. Check connection and try again.',
    );
    expect(popup.close).toHaveBeenCalled();
  });

  describe('resuming at start', () => {
    beforeEach(() => localStorage.setItem('takehome.keycloak-session', '1'));

    it('hands web-kit a session whose tokens come from keycloak-js', async () => {
      mockApi({ 'GET /api/auth/providers': { status: 200, body: { keycloak: config } } });
      const keycloak = fakeKeycloak();
      const { resumeKeycloakSession: resume } = await freshPage(keycloak);

      const session = await resume();

      expect(keycloak.init).toHaveBeenCalledWith(
        expect.objectContaining({
          onLoad: 'check-sso',
          pkceMethod: 'S256',
          silentCheckSsoRedirectUri: expect.stringContaining('kc_silent=1') as unknown,
        }),
      );
      await expect(session!.token(true)).resolves.toEqual({ accessToken: 'kc-token', expiresAt: 2_000_000_000_000 });
      expect(keycloak.updateToken).toHaveBeenCalledWith(-1);
    });

    it("reports a failed redirect as 'Authentication failed: {message}'", async () => {
      mockApi({ 'GET /api/auth/providers': { status: 200, body: { keycloak: config } } });
      const keycloak = fakeKeycloak({
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- keycloak-js rejects with its { error, error_description } object, not an Error
        init: jest.fn(() => Promise.reject({ error: 'access_denied', error_description: 'User cancelled' })),
      });
      const { resumeKeycloakSession: resume } = await freshPage(keycloak);

      await expect(resume()).rejects.toThrow('Authentication failed: User cancelled');
      expect(localStorage.getItem('takehome.keycloak-session')).toBeNull();
    });

    it('forgets the session when Keycloak is no longer configured', async () => {
      mockApi({});
      const { resumeKeycloakSession } = await freshPage(fakeKeycloak());

      await expect(resumeKeycloakSession()).resolves.toBeNull();
      expect(localStorage.getItem('takehome.keycloak-session')).toBeNull();
    });
  });
});
