import { randomUUID } from 'node:crypto';
import type { AdminUserDto, CheckoutSessionResponse } from '@takehome/contracts';
import { sendWhileWriteWaits } from '@takehome/service-kit/testing';
import pg from 'pg';
import { adminSession, signUp, startIdentity, type Identity, type Session } from './helpers.js';

// The writes the front ends send with an Idempotency-Key (checkout, an admin's change to a user) store
// the key and their answer in the transaction of their write: sent again or twice at once they are
// carried out once and answered alike; the key with another request is 422. (Stripe's checkout, which
// writes nothing here, is in billing-stripe.spec.ts.)

let identity: Identity;
let admin: Session;
let db: pg.Client;

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

const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0].n;

const checkout = (token: string, key: string, priceId = 'pro_monthly') =>
  identity.call<CheckoutSessionResponse>('/api/create-checkout-session', {
    body: { priceId },
    token,
    headers: { 'idempotency-key': key },
  });
const putUser = (id: string, key: string | undefined, body: unknown) =>
  identity.call<AdminUserDto>(`/api/admin/users/${id}`, {
    method: 'PUT',
    body,
    token: admin.accessToken,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('demo checkout', () => {
  it('opens one checkout session per key, answered alike, and refuses the key for another price (422)', async () => {
    const buyer = await signUp(identity);
    const key = randomUUID();
    const sessions = () =>
      count('SELECT count(*)::int AS n FROM identity.checkout_sessions WHERE user_id = $1', [buyer.user.id]);
    const answers = await Promise.all([checkout(buyer.accessToken, key), checkout(buyer.accessToken, key)]);
    const later = await checkout(buyer.accessToken, key);
    expect([...answers, later].map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0].body.url).toMatch(/^\/api\/checkout\/demo\/[0-9a-f-]{36}$/);
    for (const answer of [...answers, later]) expect(answer.body).toEqual(answers[0].body);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await sessions()).toBe(1);
    expect((await checkout(buyer.accessToken, key, 'pro_yearly')).status).toBe(422);
    expect(await sessions()).toBe(1);
  });

  it('stores the key in the session row’s transaction (no key row while the write waits)', async () => {
    const buyer = await signUp(identity);
    const key = randomUUID();
    const seen = await sendWhileWriteWaits(
      identity.svc.database.url,
      { table: 'identity.checkout_sessions', keysTable: 'identity.idempotency_keys', key },
      () => checkout(buyer.accessToken, key),
    );
    expect(seen.answer.status).toBe(200);
    expect([seen.keyRowsWhileWaiting, seen.keyRowsAfter]).toEqual([0, 1]);
  });
});

describe('admin user updates', () => {
  it('changes a user once per key: sent again after another change, it answers the first answer and changes nothing', async () => {
    const member = await signUp(identity);
    const key = randomUUID();
    const answers = await Promise.all([
      putUser(member.user.id, key, { calculationsLimit: 7 }),
      putUser(member.user.id, key, { calculationsLimit: 7 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[0].body.calculationsLimit).toBe(7);
    expect((await putUser(member.user.id, undefined, { calculationsLimit: 9 })).body.calculationsLimit).toBe(9);
    const again = await putUser(member.user.id, key, { calculationsLimit: 7 });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(answers[0].body);
    expect(
      await count('SELECT count(*)::int AS n FROM identity.users WHERE id = $1 AND calculations_limit = 9', [
        member.user.id,
      ]),
    ).toBe(1);
    expect((await putUser(member.user.id, key, { calculationsLimit: 8 })).status).toBe(422);
  });

  it('stores the key in the change’s transaction (no key row while the write waits)', async () => {
    const member = await signUp(identity);
    const key = randomUUID();
    const seen = await sendWhileWriteWaits(
      identity.svc.database.url,
      { table: 'identity.users', keysTable: 'identity.idempotency_keys', key },
      () => putUser(member.user.id, key, { membershipTier: 'pro' }),
    );
    expect(seen.answer.status).toBe(200);
    expect([seen.keyRowsWhileWaiting, seen.keyRowsAfter]).toEqual([0, 1]);
  });
});
