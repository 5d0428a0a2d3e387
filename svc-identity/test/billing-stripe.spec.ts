import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import pg from 'pg';
import { eventsSoFar, nextEvent, signUp, startIdentity, type Identity, type Session } from './helpers.js';

const WEBHOOK_SECRET = 'whsec_test_takehome';
const stripe = new Stripe('sk_test_takehome');

let identity: Identity;
let stripeApi: Server;
let checkoutRequests: URLSearchParams[];
/** The Idempotency-Key of each Checkout Session creation. */
let checkoutKeys: Array<string | undefined>;
let db: pg.Client;

/** A stand-in for api.stripe.com that records Checkout Session creations. */
async function startStripeDouble(): Promise<string> {
  checkoutRequests = [];
  checkoutKeys = [];
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        checkoutRequests.push(new URLSearchParams(body));
        checkoutKeys.push(req.headers['idempotency-key'] as string | undefined);
        res.end(
          JSON.stringify({
            id: 'cs_test_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/pay/cs_test_1',
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      }
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(stripeApi.address() as { port: number }).port}`;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  eventId = id('evt'),
  created = Math.floor(Date.now() / 1000),
) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    data: { object },
  };
}

function checkoutCompleted(user: Session['user'], priceId = 'pro_yearly', eventId?: string, created?: number) {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: id('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer: 'cus_for_' + user.id.slice(0, 8),
      subscription: 'sub_for_' + user.id.slice(0, 8),
      metadata: { userId: user.id, priceId },
    },
    eventId,
    created,
  );
}

function subscriptionEvent(
  type: 'updated' | 'deleted',
  user: Session['user'],
  status: string,
  periodEnd: number,
  subscriptionId = 'sub_for_' + user.id.slice(0, 8),
  created?: number,
) {
  return stripeEvent(
    `customer.subscription.${type}`,
    {
      id: subscriptionId,
      object: 'subscription',
      status,
      customer: 'cus_for_' + user.id.slice(0, 8),
      metadata: { userId: user.id, priceId: 'pro_monthly' },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            object: 'subscription_item',
            current_period_end: periodEnd,
            price: { id: 'price_monthly_test' },
          },
        ],
      },
    },
    undefined,
    created,
  );
}

/** Posts the exact bytes Stripe would, pretty-printed so only a raw-body check can pass. */
function deliver(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event, null, 2);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${identity.svc.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
}

async function stored(userId: string) {
  const { rows } = await db.query<{
    membership_tier: string;
    tier_expires_at: Date | null;
    billing_customer_id: string | null;
    billing_subscription_id: string | null;
  }>(
    'SELECT membership_tier, tier_expires_at, billing_customer_id, billing_subscription_id FROM identity.users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const apiUrl = await startStripeDouble();
  identity = await startIdentity({
    STRIPE_SECRET_KEY: 'sk_test_takehome',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO_MONTHLY: 'price_monthly_test',
    STRIPE_PRICE_PRO_YEARLY: 'price_yearly_test',
    STRIPE_API_URL: apiUrl,
    PUBLIC_URL: 'https://takehome.test',
  });
  db = new pg.Client({ connectionString: identity.svc.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await identity?.close();
  await new Promise((resolve) => stripeApi?.close(resolve));
});

describe('checkout with Stripe', () => {
  it('creates a subscription-mode Checkout Session for the caller', async () => {
    const buyer = await signUp(identity);
    const answer = await identity.call('/api/create-checkout-session', {
      body: { priceId: 'pro_yearly' },
      token: buyer.accessToken,
    });
    expect(answer).toMatchObject({ status: 200, body: { url: 'https://checkout.stripe.test/c/pay/cs_test_1' } });
    const sent = checkoutRequests.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_yearly_test',
      'line_items[0][quantity]': '1',
      client_reference_id: buyer.user.id,
      customer_email: buyer.user.email,
      'metadata[userId]': buyer.user.id,
      'metadata[priceId]': 'pro_yearly',
      'subscription_data[metadata][userId]': buyer.user.id,
      success_url: 'https://takehome.test/?upgraded=pro',
    });
  });

  it('creates the session with the request’s Idempotency-Key (scoped to the user), once per key', async () => {
    const buyer = await signUp(identity);
    const key = randomBytes(8).toString('hex');
    const send = () =>
      identity.call('/api/create-checkout-session', {
        body: { priceId: 'pro_monthly' },
        token: buyer.accessToken,
        headers: { 'idempotency-key': key },
      });
    const before = checkoutKeys.length;
    const first = await send();
    const again = await send();
    expect(first).toMatchObject({ status: 200, body: { url: 'https://checkout.stripe.test/c/pay/cs_test_1' } });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(checkoutKeys.slice(before)).toEqual([`checkout:${buyer.user.id}:${key}`]);
  });

  it('refuses anonymous callers, another userId and unknown prices', async () => {
    const buyer = await signUp(identity);
    expect((await identity.call('/api/create-checkout-session', { body: { priceId: 'pro_monthly' } })).status).toBe(
      401,
    );
    const other = await identity.call('/api/create-checkout-session', {
      body: { priceId: 'pro_monthly', userId: '9b2f6f40-8e53-4a43-9d55-6d2f7f9b8c11' },
      token: buyer.accessToken,
    });
    expect(other.status).toBe(403);
    const same = await identity.call('/api/create-checkout-session', {
      body: { priceId: 'pro_monthly', userId: buyer.user.id },
      token: buyer.accessToken,
    });
    expect(same.status).toBe(200);
    expect(
      (
        await identity.call('/api/create-checkout-session', {
          body: { priceId: 'pro_lifetime' },
          token: buyer.accessToken,
        })
      ).status,
    ).toBe(400);
  });
});

describe('Stripe webhook', () => {
  it('answers 400 to a bad signature and changes nothing', async () => {
    const buyer = await signUp(identity);
    const event = checkoutCompleted(buyer.user);
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'Invalid webhook signature' });

    const unsigned = await fetch(`${identity.svc.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);

    expect(await stored(buyer.user.id)).toMatchObject({
      membership_tier: 'free',
      tier_expires_at: null,
      billing_customer_id: null,
    });
    const { rows } = await db.query('SELECT 1 FROM identity.billing_events WHERE event_id = $1', [event.id]);
    expect(rows).toHaveLength(0);
    expect(await eventsSoFar(identity.svc, 'user.upgraded', (data) => data.userId === buyer.user.id)).toHaveLength(0);
  });

  it('checkout.session.completed upgrades to pro for a year and emits user.upgraded', async () => {
    const buyer = await signUp(identity);
    const response = await deliver(checkoutCompleted(buyer.user, 'pro_yearly'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, applied: true });

    const row = await stored(buyer.user.id);
    expect(row).toMatchObject({ membership_tier: 'pro', billing_customer_id: `cus_for_${buyer.user.id.slice(0, 8)}` });
    expect(Math.abs(row.tier_expires_at!.getTime() - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
    const event = await nextEvent(identity.svc, 'user.upgraded', (data) => data.userId === buyer.user.id);
    expect(event.data).toMatchObject({
      previousTier: 'free',
      tier: 'pro',
      calculationsLimit: null,
      expiresAt: row.tier_expires_at!.toISOString(),
    });
  });

  it('the same event delivered twice changes things once', async () => {
    const buyer = await signUp(identity);
    const completed = checkoutCompleted(buyer.user, 'pro_monthly');
    expect(await (await deliver(completed)).json()).toEqual({ received: true, applied: true });
    expect(await (await deliver(subscriptionEvent('deleted', buyer.user, 'canceled', 0))).json()).toEqual({
      received: true,
      applied: true,
    });
    expect((await stored(buyer.user.id)).membership_tier).toBe('free');

    // Stripe retries the old completion: had it been applied again, the user would be pro again.
    const retried = await deliver(completed);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, applied: false });
    expect((await stored(buyer.user.id)).membership_tier).toBe('free');
    const upgrades = await eventsSoFar(identity.svc, 'user.upgraded', (data) => data.userId === buyer.user.id);
    expect(upgrades.map((data) => data.tier)).toEqual(['pro', 'free']);
  });

  it('customer.subscription.updated moves the expiry to the period end; deleted takes Pro away', async () => {
    const buyer = await signUp(identity);
    await deliver(checkoutCompleted(buyer.user, 'pro_monthly'));
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 24 * 3600;
    expect((await deliver(subscriptionEvent('updated', buyer.user, 'active', periodEnd))).status).toBe(200);
    expect(await stored(buyer.user.id)).toMatchObject({
      membership_tier: 'pro',
      tier_expires_at: new Date(periodEnd * 1000),
    });

    await deliver(subscriptionEvent('updated', buyer.user, 'unpaid', periodEnd));
    expect(await stored(buyer.user.id)).toMatchObject({
      membership_tier: 'free',
      tier_expires_at: null,
      billing_subscription_id: null,
    });
  });

  it('a cancelled subscription does not lower a tier an admin assigned', async () => {
    const buyer = await signUp(identity);
    await deliver(checkoutCompleted(buyer.user, 'pro_monthly'));
    await db.query(`UPDATE identity.users SET membership_tier = 'business', tier_expires_at = NULL WHERE id = $1`, [
      buyer.user.id,
    ]);
    await deliver(subscriptionEvent('deleted', buyer.user, 'canceled', 0));
    expect((await stored(buyer.user.id)).membership_tier).toBe('business');
  });

  it('the end of an older subscription leaves the current one alone', async () => {
    const buyer = await signUp(identity);
    await deliver(checkoutCompleted(buyer.user, 'pro_monthly'));
    await deliver(subscriptionEvent('deleted', buyer.user, 'canceled', 0, 'sub_older_one'));
    expect((await stored(buyer.user.id)).membership_tier).toBe('pro');
  });

  it('ignores event types it does not handle', async () => {
    const response = await deliver(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(await response.json()).toEqual({ received: true, applied: false });
  });
});

describe('Stripe events out of order and replayed', () => {
  const now = Math.floor(Date.now() / 1000);
  const orders = <T>(items: T[]): T[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item, i) => orders(items.filter((_, j) => j !== i)).map((rest) => [item, ...rest]));

  it('a late "active" arriving after the deletion does not make the user Pro again, replayed or not', async () => {
    const buyer = await signUp(identity);
    const sequence = [
      checkoutCompleted(buyer.user, 'pro_monthly', undefined, now - 300),
      subscriptionEvent('deleted', buyer.user, 'canceled', now + 100, undefined, now - 100),
      subscriptionEvent('updated', buyer.user, 'active', now + 40 * 86400, undefined, now - 200),
    ];
    for (const event of sequence) expect((await deliver(event)).status).toBe(200);
    expect(await stored(buyer.user.id)).toMatchObject({ membership_tier: 'free', tier_expires_at: null });
    // Stripe retries every one of them: nothing changes, nothing is applied twice.
    for (const event of [...sequence].reverse()) {
      expect(await (await deliver(event)).json()).toEqual({ received: true, applied: false });
    }
    expect((await stored(buyer.user.id)).membership_tier).toBe('free');
  });

  it('checkout, renewal and deletion in every order end free', async () => {
    for (const order of orders(['checkout', 'active', 'deleted'] as const)) {
      const buyer = await signUp(identity);
      const events = {
        checkout: checkoutCompleted(buyer.user, 'pro_monthly', undefined, now - 300),
        active: subscriptionEvent('updated', buyer.user, 'active', now + 40 * 86400, undefined, now - 200),
        deleted: subscriptionEvent('deleted', buyer.user, 'canceled', now + 100, undefined, now - 100),
      };
      for (const name of order) expect((await deliver(events[name])).status).toBe(200);
      expect([order.join(' → '), (await stored(buyer.user.id)).membership_tier]).toEqual([order.join(' → '), 'free']);
    }
  });

  it('checkout and two renewals in every order end Pro until the newest renewal', async () => {
    const firstEnd = now + 30 * 86400;
    const secondEnd = now + 60 * 86400;
    for (const order of orders(['checkout', 'renewed', 'renewedAgain'] as const)) {
      const buyer = await signUp(identity);
      const events = {
        checkout: checkoutCompleted(buyer.user, 'pro_monthly', undefined, now - 300),
        renewed: subscriptionEvent('updated', buyer.user, 'active', firstEnd, undefined, now - 200),
        renewedAgain: subscriptionEvent('updated', buyer.user, 'active', secondEnd, undefined, now - 100),
      };
      for (const name of order) expect((await deliver(events[name])).status).toBe(200);
      expect([order.join(' → '), await stored(buyer.user.id)]).toEqual([
        order.join(' → '),
        expect.objectContaining({ membership_tier: 'pro', tier_expires_at: new Date(secondEnd * 1000) }),
      ]);
    }
  });
});
