import {
  AUTH_MESSAGES,
  type AdminUserDto,
  type AdminUsersResponse,
  type AuthResponse,
  type MeResponse,
} from '@takehome/contracts';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { FirstAdmin } from '../src/admin/first-admin.service.js';
import { TierExpiry } from '../src/membership/tier-expiry.service.js';
import {
  adminSession,
  eventsSoFar,
  nextEvent,
  signIn,
  signUp,
  startIdentity,
  type Identity,
  type Session,
} from './helpers.js';

let identity: Identity;
let admin: Session;
let db: pg.Client;

const putUser = (id: string, body: unknown, token = admin.accessToken) =>
  identity.call<AdminUserDto>(`/api/admin/users/${id}`, { method: 'PUT', body, token });

beforeAll(async () => {
  identity = await startIdentity();
  admin = await adminSession(identity);
  db = new pg.Client({ connectionString: identity.svc.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await identity?.close();
});

describe('first admin (docs/product/identity.md)', () => {
  it('is seeded from the defaults with the admin tier and role', () => {
    expect(admin.user).toMatchObject({
      email: 'admin@takehome.local',
      membershipTier: 'admin',
      calculationsLimit: null,
    });
    expect(decodeJwt(admin.accessToken)).toMatchObject({ tier: 'admin', roles: ['admin'] });
  });

  it('gets the admin tier back at the next start if it lost it', async () => {
    await db.query(`UPDATE identity.users SET membership_tier = 'free' WHERE id = $1`, [admin.user.id]);
    await identity.svc.app.get(FirstAdmin).ensure();
    const { rows } = await db.query<{ membership_tier: string }>(
      'SELECT membership_tier FROM identity.users WHERE id = $1',
      [admin.user.id],
    );
    expect(rows[0].membership_tier).toBe('admin');
    await nextEvent(identity.svc, 'user.upgraded', (data) => data.userId === admin.user.id && data.tier === 'admin');
  });
});

describe('admin routes', () => {
  it('answer 403 to signed-in non-admins and 401 to anonymous callers', async () => {
    const member = await signUp(identity);
    const routes = [
      { path: '/api/admin/users', method: 'GET' },
      { path: `/api/admin/users/${member.user.id}`, method: 'PUT', body: { membershipTier: 'pro' } },
    ];
    for (const route of routes) {
      const answer = await identity.call(route.path, { ...route, token: member.accessToken });
      expect(answer).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
      expect((await identity.call(route.path, route)).status).toBe(401);
    }
    expect(
      (await identity.call<MeResponse>('/api/auth/me', { token: member.accessToken })).body.user.membershipTier,
    ).toBe('free');
  });

  it('lists users with tier counts over all users', async () => {
    const member = await signUp(identity, { firstName: 'Findable', lastName: 'Person' });
    const answer = await identity.call<AdminUsersResponse>('/api/admin/users', { token: admin.accessToken });
    expect(answer.status).toBe(200);
    const { users, total, tierCounts } = answer.body;
    expect(Object.keys(tierCounts).sort()).toEqual(['admin', 'business', 'free', 'plus', 'pro', 'webmaster']);
    expect(Object.values(tierCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    expect(tierCounts.admin).toBe(1);
    expect(users[0]).toMatchObject({ id: member.user.id, tierExpiresAt: null });

    const found = await identity.call<AdminUsersResponse>('/api/admin/users?search=findable&limit=5', {
      token: admin.accessToken,
    });
    expect(found.body.users.map((u) => u.id)).toEqual([member.user.id]);
    expect(found.body.total).toBe(1);
    expect((await identity.call('/api/admin/users?limit=0', { token: admin.accessToken })).status).toBe(400);
  });

  it('a tier change emits user.upgraded and the next refresh carries the new tier', async () => {
    const member = await signUp(identity);
    const answer = await putUser(member.user.id, { membershipTier: 'pro', calculationsLimit: 15 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: member.user.id,
      membershipTier: 'pro',
      calculationsLimit: null,
      tierExpiresAt: null,
    });

    const event = await nextEvent(identity.svc, 'user.upgraded', (data) => data.userId === member.user.id);
    expect(event.data).toEqual({
      userId: member.user.id,
      previousTier: 'free',
      tier: 'pro',
      calculationsLimit: null,
      expiresAt: null,
    });

    // The old access token still says free; /me says pro, so the browser refreshes.
    expect(decodeJwt(member.accessToken).tier).toBe('free');
    expect(
      (await identity.call<MeResponse>('/api/auth/me', { token: member.accessToken })).body.user.membershipTier,
    ).toBe('pro');
    const refreshed = await identity.call<AuthResponse>('/api/auth/refresh', {
      method: 'POST',
      refresh: member.refresh,
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.accessToken)).toMatchObject({ tier: 'pro', roles: [] });
    expect(refreshed.body.user).toMatchObject({ membershipTier: 'pro', calculationsLimit: null });
  });

  it('webmaster carries the admin role', async () => {
    const member = await signUp(identity);
    expect((await putUser(member.user.id, { membershipTier: 'webmaster' })).status).toBe(200);
    const refreshed = await identity.call<AuthResponse>('/api/auth/refresh', {
      method: 'POST',
      refresh: member.refresh,
    });
    expect(decodeJwt(refreshed.body.accessToken)).toMatchObject({ tier: 'webmaster', roles: ['admin'] });
    expect((await identity.call('/api/admin/users', { token: refreshed.body.accessToken })).status).toBe(200);
  });

  it('a limit change alone emits user.upgraded with the new limit; an unchanged tier emits nothing', async () => {
    const member = await signUp(identity);
    const answer = await putUser(member.user.id, { membershipTier: 'free', calculationsLimit: 30 });
    expect(answer.body).toMatchObject({ membershipTier: 'free', calculationsLimit: 30 });
    const event = await nextEvent(identity.svc, 'user.upgraded', (data) => data.userId === member.user.id);
    expect(event.data).toMatchObject({ previousTier: 'free', tier: 'free', calculationsLimit: 30 });

    await putUser(member.user.id, { membershipTier: 'free' });
    expect(await eventsSoFar(identity.svc, 'user.upgraded', (data) => data.userId === member.user.id)).toHaveLength(1);
    expect((await putUser(member.user.id, { calculationsLimit: null })).body.calculationsLimit).toBe(15);
  });

  it('refuses tiers outside ASSIGNABLE_TIERS, the admin account, unknown users and empty bodies', async () => {
    const member = await signUp(identity);
    expect(await putUser(member.user.id, { membershipTier: 'admin' })).toMatchObject({
      status: 400,
      body: { error: 'membershipTier must be one of free, plus, pro, business, webmaster' },
    });
    expect((await putUser(member.user.id, { membershipTier: 'gold' })).status).toBe(400);
    // The count used is svc-calc's: identity no longer takes one it cannot enforce.
    expect((await putUser(member.user.id, { calculationsUsed: 3 })).status).toBe(400);
    expect((await putUser(member.user.id, { calculationsLimit: -1 })).status).toBe(400);
    expect((await putUser(member.user.id, {})).status).toBe(400);
    expect((await putUser(admin.user.id, { membershipTier: 'free' })).status).toBe(403);
    expect((await putUser(admin.user.id, { membershipTier: 'admin' })).status).toBe(200);
    expect((await putUser('9b2f6f40-8e53-4a43-9d55-6d2f7f9b8c11', { membershipTier: 'pro' })).status).toBe(404);
    expect((await putUser('not-a-uuid', { membershipTier: 'pro' })).status).toBe(400);
  });
});

describe('tier expiry', () => {
  it('a lapsed bought tier falls back to free and emits user.upgraded', async () => {
    const member = await signUp(identity);
    await db.query(
      `UPDATE identity.users SET membership_tier = 'pro', tier_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [member.user.id],
    );
    expect(await identity.svc.app.get(TierExpiry).sweep()).toBeGreaterThanOrEqual(1);
    const me = await identity.call('/api/auth/me', { token: member.accessToken });
    expect(me.body).toMatchObject({ user: { membershipTier: 'free', calculationsLimit: 15 }, tierExpiresAt: null });
    const event = await nextEvent(identity.svc, 'user.upgraded', (data) => data.userId === member.user.id);
    expect(event.data).toMatchObject({ previousTier: 'pro', tier: 'free', calculationsLimit: 15 });
  });

  it('me answers 401 for a valid token whose user no longer exists', async () => {
    const member = await signUp(identity);
    await db.query('DELETE FROM identity.users WHERE id = $1', [member.user.id]);
    expect(await identity.call('/api/auth/me', { token: member.accessToken })).toMatchObject({
      status: 401,
      body: { error: AUTH_MESSAGES.sessionExpired },
    });
    await expect(signIn(identity, member.user.email, member.password)).rejects.toThrow(/401/);
  });
});
