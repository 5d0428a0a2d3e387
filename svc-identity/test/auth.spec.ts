import { AUTH_MESSAGES, type AuthResponse } from '@takehome/contracts';
import { decodeJwt } from 'jose';
import {
  eventsSoFar,
  nextEvent,
  randomIp,
  signIn,
  signUp,
  startIdentity,
  uniqueEmail,
  type Identity,
} from './helpers.js';

let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity({ AUTH_MAX_FAILURES_PER_IP: '4', AUTH_MAX_FAILURES_PER_ACCOUNT: '3' });
});

afterAll(async () => {
  await identity?.close();
});

describe('providers', () => {
  it('offers no Google sign-in with the embedded provider', async () => {
    expect(await identity.call('/api/auth/providers')).toMatchObject({ status: 200, body: { keycloak: null } });
  });
});

describe('sign-up', () => {
  it('creates the user, answers { user, accessToken }, sets the refresh cookie and emits user.registered', async () => {
    const email = uniqueEmail('mary');
    const answer = await identity.call<AuthResponse>('/api/auth/signup', {
      body: { email: `  ${email.toUpperCase()} `, password: 'secret1', firstName: 'Mary', lastName: 'Smith' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.user).toEqual({
      id: expect.any(String) as unknown,
      email,
      displayName: 'Mary Smith',
      firstName: 'Mary',
      lastName: 'Smith',
      membershipTier: 'free',
      calculationsLimit: 15,
      createdAt: expect.any(String) as unknown,
    });
    const claims = decodeJwt(answer.body.accessToken);
    expect(claims).toMatchObject({
      sub: answer.body.user.id,
      email,
      name: 'Mary Smith',
      tier: 'free',
      roles: [],
      aud: 'takehome',
    });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(new Date(answer.body.expiresAt).getTime()).toBe(claims.exp! * 1000);

    const cookie = answer.setCookie.find((c) => c.startsWith('takehome_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(answer.refresh).toMatch(/^[\w-]{40,}$/);
    const hint = answer.setCookie.find((c) => c.startsWith('takehome_session='))!;
    expect(hint).toMatch(/^takehome_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);

    const event = await nextEvent(identity.svc, 'user.registered', (data) => data.userId === answer.body.user.id);
    expect(event.data).toEqual({ userId: answer.body.user.id, email, displayName: 'Mary Smith', tier: 'free' });
  });

  it('splits an optional full name into first and last name', async () => {
    const { user } = await signUp(identity, { firstName: undefined, lastName: undefined, fullName: 'Ana María Ruiz' });
    expect(user).toMatchObject({ displayName: 'Ana María Ruiz', firstName: 'Ana', lastName: 'María Ruiz' });
  });

  it('falls back to the email as display name', async () => {
    const email = uniqueEmail('noname');
    const { user } = await signUp(identity, { email, firstName: '', lastName: '' });
    expect(user.displayName).toBe(email);
  });

  it.each([
    ['a taken email', 409, AUTH_MESSAGES.emailInUse, { email: 'TAKEN' }],
    ['a short password', 400, 'Password must be at least 6 characters long.', { password: '12345' }],
    ['a missing password', 400, 'Password must be at least 6 characters long.', { password: undefined }],
    ['an invalid email', 400, 'Please enter a valid email address.', { email: 'not-an-email' }],
    ['a missing email', 400, 'Please enter a valid email address.', { email: undefined }],
  ])('refuses %s with %i', async (_, status, error, override) => {
    const taken = (await signUp(identity)).user.email;
    const body: Record<string, unknown> = {
      email: uniqueEmail(),
      password: 'secret-pass',
      firstName: 'A',
      lastName: 'B',
      ...override,
    };
    if (body.email === 'TAKEN') body.email = taken.toUpperCase();
    const answer = await identity.call('/api/auth/signup', { body });
    expect(answer).toMatchObject({ status, body: { error } });
  });

  it('refuses unknown fields', async () => {
    const answer = await identity.call('/api/auth/signup', {
      body: { email: uniqueEmail(), password: 'secret-pass', tier: 'pro' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('sign-in', () => {
  it('answers { user, accessToken } and a refresh cookie', async () => {
    const session = await signUp(identity, { firstName: 'Jo', lastName: 'Lee' });
    const answer = await identity.call<AuthResponse>('/api/auth/signin', {
      body: { email: session.user.email.toUpperCase(), password: session.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual(session.user);
    expect(decodeJwt(answer.body.accessToken)).toMatchObject({ sub: session.user.id, tier: 'free' });
    expect(answer.refresh).toBeTruthy();
    expect(answer.refresh).not.toBe(session.refresh);
  });

  it.each([
    [
      'an unknown email',
      401,
      AUTH_MESSAGES.noAccount,
      (email: string) => ({ email: `x${email}`, password: 'secret-pass' }),
    ],
    ['a wrong password', 401, AUTH_MESSAGES.wrongPassword, (email: string) => ({ email, password: 'wrong-pass' })],
    ['an invalid email', 400, AUTH_MESSAGES.invalidEmail, () => ({ email: 'nope', password: 'secret-pass' })],
    ['a missing password', 400, AUTH_MESSAGES.signInFailed, (email: string) => ({ email })],
  ])('refuses %s with %i', async (_, status, error, body) => {
    const { user } = await signUp(identity);
    expect(await identity.call('/api/auth/signin', { body: body(user.email) })).toMatchObject({
      status,
      body: { error },
    });
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the stored profile', async () => {
    const session = await signUp(identity);
    const answer = await identity.call('/api/auth/me', { token: session.accessToken });
    expect(answer).toMatchObject({ status: 200, body: { user: session.user, tierExpiresAt: null } });
    expect((await identity.call('/api/auth/me')).status).toBe(401);
  });

  it('refresh rotates the cookie and answers a new access token', async () => {
    const session = await signUp(identity);
    const first = await identity.call<AuthResponse>('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual(session.user);
    expect(first.refresh).toBeTruthy();
    expect(first.refresh).not.toBe(session.refresh);
    expect((await identity.call('/api/auth/me', { token: first.body.accessToken })).status).toBe(200);

    const second = await identity.call('/api/auth/refresh', { method: 'POST', refresh: first.refresh });
    expect(second.status).toBe(200);
  });

  it('a reused refresh token revokes its whole family', async () => {
    const session = await signUp(identity);
    const rotated = await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(rotated.status).toBe(200);
    const newest = await identity.call('/api/auth/refresh', { method: 'POST', refresh: rotated.refresh });
    expect(newest.status).toBe(200);

    // The family has moved on past the first token, so presenting it again is theft, grace or not.
    const replay = await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(replay).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.sessionExpired }, refresh: '' });
    // The legitimate holder of the newest token is signed out too.
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: newest.refresh })).status).toBe(401);

    // Other sessions of the same user are other families and keep working.
    const other = await signIn(identity, session.user.email, session.password);
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: other.refresh })).status).toBe(200);
  });

  it('repeats an exchange whose answer was lost (a reload mid-refresh) and withdraws the lost token', async () => {
    const session = await signUp(identity);
    const lost = await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(lost.status).toBe(200);

    const retried = await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh });
    expect(retried.status).toBe(200);
    expect(retried.refresh).not.toBe(lost.refresh);
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: retried.refresh })).status).toBe(200);

    // Whoever holds the withdrawn token is refused, and the family with it.
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: lost.refresh })).status).toBe(401);
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: retried.refresh })).status).toBe(401);
  });

  it('refresh without a cookie or with an unknown token answers 401', async () => {
    expect((await identity.call('/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: 'made-up' })).status).toBe(401);
  });

  it('sign-out clears the cookie and ends the session', async () => {
    const session = await signUp(identity);
    const answer = await identity.call('/api/auth/signout', { method: 'POST', refresh: session.refresh });
    expect(answer.status).toBe(204);
    expect(answer.refresh).toBe('');
    expect((await identity.call('/api/auth/refresh', { method: 'POST', refresh: session.refresh })).status).toBe(401);
    expect((await identity.call('/api/auth/signout', { method: 'POST' })).status).toBe(204);
  });

  it('GET /api/login opens the sign-in dialog on the home page', async () => {
    const answer = await identity.call('/api/login');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/?signin=1');
  });
});

describe('rate limiting (docs/product/limits.md)', () => {
  it('locks an account after repeated failures, even for the right password, from any address', async () => {
    const session = await signUp(identity);
    for (let i = 0; i < 3; i++) {
      const answer = await identity.call('/api/auth/signin', {
        body: { email: session.user.email, password: 'wrong-pass' },
      });
      expect(answer.status).toBe(401);
    }
    const locked = await identity.call('/api/auth/signin', {
      body: { email: session.user.email, password: session.password },
    });
    expect(locked).toMatchObject({ status: 429, body: { error: 'Too many failed attempts. Please try again later.' } });
  });

  it('limits one address across accounts, sign-up included', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i++) {
      const answer = await identity.call('/api/auth/signin', {
        ip,
        body: { email: uniqueEmail(), password: 'whatever' },
      });
      expect(answer.status).toBe(401);
    }
    const signin = await identity.call('/api/auth/signin', {
      ip,
      body: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(signin).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts } });
    const signup = await identity.call('/api/auth/signup', {
      ip,
      body: { email: uniqueEmail(), password: 'secret-pass' },
    });
    expect(signup).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts } });
    // Another address is not affected.
    expect(
      (await identity.call('/api/auth/signup', { body: { email: uniqueEmail(), password: 'secret-pass' } })).status,
    ).toBe(201);
  });

  it('a successful sign-in clears the account count', async () => {
    const session = await signUp(identity);
    const attempt = (password: string) =>
      identity.call('/api/auth/signin', { body: { email: session.user.email, password } });
    expect((await attempt('wrong-pass')).status).toBe(401);
    expect((await attempt('wrong-pass')).status).toBe(401);
    expect((await attempt(session.password)).status).toBe(200);
    expect((await attempt('wrong-pass')).status).toBe(401);
    expect((await attempt('wrong-pass')).status).toBe(401);
    expect((await attempt(session.password)).status).toBe(200);
  });

  it('counts repeated sign-ups of a taken email against the account', async () => {
    const { user } = await signUp(identity);
    for (let i = 0; i < 3; i++) {
      expect(
        (await identity.call('/api/auth/signup', { body: { email: user.email, password: 'secret-pass' } })).status,
      ).toBe(409);
    }
    expect(
      (await identity.call('/api/auth/signup', { body: { email: user.email, password: 'secret-pass' } })).status,
    ).toBe(429);
    expect(await eventsSoFar(identity.svc, 'user.registered', (data) => data.email === user.email)).toHaveLength(1);
  });
});
