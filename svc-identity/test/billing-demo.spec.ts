import type { AuthResponse, CheckoutSessionResponse, MeResponse, PlansResponse } from '@takehome/contracts';
import pg from 'pg';
import { eventsSoFar, nextEvent, signUp, startIdentity, type Identity } from './helpers.js';

let identity: Identity;
let db: pg.Client;

const DAY = 24 * 60 * 60 * 1000;

async function checkout(token: string, priceId: string): Promise<string> {
  const answer = await identity.call<CheckoutSessionResponse>('/api/create-checkout-session', {
    body: { priceId },
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.url;
}

const pay = (url: string) =>
  identity.call(`${url}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

beforeAll(async () => {
  identity = await startIdentity();
  db = new pg.Client({ connectionString: identity.svc.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await identity?.close();
});

describe('GET /api/plans', () => {
  it('is public and carries Pro at $5/month or $48/year', async () => {
    const answer = await identity.call<PlansResponse>('/api/plans');
    expect(answer.status).toBe(200);
    const pro = answer.body.plans.find((plan) => plan.id === 'pro');
    expect(pro?.prices).toEqual([
      { id: 'pro_monthly', interval: 'month', amountCents: 500, monthlyEquivalentCents: 500, savingsPercent: 0 },
      { id: 'pro_yearly', interval: 'year', amountCents: 4800, monthlyEquivalentCents: 400, savingsPercent: 20 },
    ]);
  });
});

describe('demo checkout (docs/product/outside-services.md)', () => {
  it('upgrades the buyer to pro through a local test-mode page', async () => {
    const buyer = await signUp(identity);
    const url = await checkout(buyer.accessToken, 'pro_monthly');
    expect(url).toMatch(/^\/api\/checkout\/demo\/[0-9a-f-]{36}$/);

    const page = await identity.call(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('Test mode — no payment taken');
    expect(page.body).toContain('$5.00 / month');
    expect(page.body).toContain(`action="${url}/complete"`);

    const paid = await pay(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/?upgraded=pro');

    const me = await identity.call<MeResponse>('/api/auth/me', { token: buyer.accessToken });
    expect(me.body.user).toMatchObject({ membershipTier: 'pro', calculationsLimit: null });
    expect(Math.abs(new Date(me.body.tierExpiresAt!).getTime() - (Date.now() + 30.5 * DAY))).toBeLessThan(2 * DAY);
    const event = await nextEvent(identity.svc, 'user.upgraded', (data) => data.userId === buyer.user.id);
    expect(event.data).toMatchObject({
      previousTier: 'free',
      tier: 'pro',
      calculationsLimit: null,
      expiresAt: me.body.tierExpiresAt,
    });

    // Paying twice (a double click, a back button) changes nothing more.
    expect((await pay(url)).status).toBe(303);
    expect(await eventsSoFar(identity.svc, 'user.upgraded', (data) => data.userId === buyer.user.id)).toHaveLength(1);
    expect((await identity.call(url)).body).toContain('This checkout is complete');

    const refreshed = await identity.call<AuthResponse>('/api/auth/refresh', {
      method: 'POST',
      refresh: buyer.refresh,
    });
    expect(refreshed.body.user.membershipTier).toBe('pro');
  });

  it('a yearly purchase runs a year', async () => {
    const buyer = await signUp(identity);
    await pay(await checkout(buyer.accessToken, 'pro_yearly'));
    const me = await identity.call<MeResponse>('/api/auth/me', { token: buyer.accessToken });
    expect(Math.abs(new Date(me.body.tierExpiresAt!).getTime() - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
  });

  it('refuses an expired session and unknown ones', async () => {
    const buyer = await signUp(identity);
    const url = await checkout(buyer.accessToken, 'pro_monthly');
    await db.query(`UPDATE identity.checkout_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      url.split('/').pop(),
    ]);
    expect((await pay(url)).status).toBe(410);
    expect((await identity.call(url)).body).toContain('expired');
    expect(
      (await identity.call<MeResponse>('/api/auth/me', { token: buyer.accessToken })).body.user.membershipTier,
    ).toBe('free');
    expect((await pay('/api/checkout/demo/9b2f6f40-8e53-4a43-9d55-6d2f7f9b8c11')).status).toBe(404);
    expect((await identity.call('/api/checkout/demo/nope')).status).toBe(400);
  });

  it('refuses Pro to a tier that already includes it', async () => {
    const buyer = await signUp(identity);
    await db.query(`UPDATE identity.users SET membership_tier = 'business' WHERE id = $1`, [buyer.user.id]);
    const answer = await identity.call('/api/create-checkout-session', {
      body: { priceId: 'pro_monthly' },
      token: buyer.accessToken,
    });
    expect(answer).toMatchObject({ status: 409, body: { error: 'Your plan already includes everything in Pro.' } });
  });

  it('has no Stripe webhook without Stripe', async () => {
    expect((await identity.call('/api/billing/webhook', { body: {} })).status).toBe(404);
  });
});
