import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { AdminUsageResponse, EventEnvelope, UsageDto, UsageLimitErrorBody } from '@takehome/contracts';
import { Clock, NatsService } from '@takehome/service-kit';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';
import { eventsOf, publishEvent, waitForEvents } from './events.js';
import { call } from './http.js';

const LIMIT_TEXT =
  "Calculation Limit Reached! You've used all 15 free calculations. Upgrade to continue calculating without limits.";
const HOUR = 60 * 60 * 1000;

let issuer: TestIssuer;
let svc: TestService;
let now: jest.SpiedFunction<() => Date>;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
  await svc.app.get(NatsService).ready();
  now = jest.spyOn(svc.app.get(Clock), 'now');
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

function setNow(iso: string | number): Date {
  const at = new Date(iso);
  now.mockReturnValue(at);
  return at;
}

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();

function record(body: Record<string, unknown>, token?: string) {
  return call<UsageDto & Partial<UsageLimitErrorBody>>(svc.url, 'POST', '/api/calculator-usage', {
    token,
    body: { calculationType: 'paycheck', userAgent: 'jest', ...body },
  });
}

function usage(query: string, token?: string) {
  return call<UsageDto>(svc.url, 'GET', `/api/calculator-usage${query}`, { token });
}

async function recordTimes(times: number, body: Record<string, unknown>, token?: string): Promise<UsageDto[]> {
  const answers: UsageDto[] = [];
  for (let i = 0; i < times; i++) {
    const { status, body: answer } = await record(body, token);
    expect(status).toBe(201);
    answers.push(answer);
  }
  return answers;
}

/** Waits until the service's consumer has handled the event (its inbox row is committed). */
async function handled(eventId: string): Promise<void> {
  const dataSource = svc.app.get(DataSource);
  for (let i = 0; i < 100; i++) {
    const rows: unknown[] = await dataSource.query('SELECT 1 FROM calc.inbox WHERE event_id = $1', [eventId]);
    if (rows.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`event ${eventId} was not handled`);
}

describe('signed-in user on the free tier', () => {
  it('allows 15 calculations per window, refuses the 16th with the limit text, and reopens 6 h after the window began', async () => {
    const sub = randomUUID();
    const token = await issuer.token({ sub, tier: 'free' });
    const start = setNow('2025-11-22T08:00:00Z');
    const resetAt = plus(start, 6 * HOUR);

    const first = await recordTimes(10, { sessionId: 'tab-1', userId: sub }, token);
    expect(first.map((a) => a.used)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first[0]).toEqual({ used: 1, limit: 15, resetAt });

    // Later calculations stay in the window opened by the first one.
    setNow(plus(start, 5 * HOUR));
    const rest = await recordTimes(5, { sessionId: 'tab-2' }, token);
    expect(rest.at(-1)).toEqual({ used: 15, limit: 15, resetAt });

    const refused = await record({ sessionId: 'tab-2' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: LIMIT_TEXT, used: 15, limit: 15, resetAt });
    expect((await usage('', token)).body).toEqual({ used: 15, limit: 15, resetAt });

    setNow(plus(start, 6 * HOUR - 1));
    expect((await record({ sessionId: 'tab-2' }, token)).status).toBe(429);

    const reopened = setNow(resetAt);
    expect((await usage('', token)).body).toEqual({ used: 0, limit: 15, resetAt: null });
    const again = await record({ sessionId: 'tab-2' }, token);
    expect(again).toEqual({ status: 201, body: { used: 1, limit: 15, resetAt: plus(reopened, 6 * HOUR) } });
  });

  it('lets exactly 15 of 20 simultaneous calculations through', async () => {
    const token = await issuer.token({ tier: 'free' });
    setNow('2025-11-22T08:00:00Z');
    const answers = await Promise.all(Array.from({ length: 20 }, () => record({ sessionId: 'burst' }, token)));
    const counted = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.used);
    expect(counted.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('refuses a body naming another user', async () => {
    const token = await issuer.token({ tier: 'free' });
    setNow('2025-11-22T08:00:00Z');
    const answer = await record({ sessionId: 's', userId: randomUUID() }, token);
    expect(answer.status).toBe(403);
  });
});

describe('anonymous sessions', () => {
  it('counts per session id and refuses a visitor’s 16th calculation', async () => {
    const start = setNow('2025-11-22T09:00:00Z');
    const sessionId = `anon-${randomUUID()}`;
    const answers = await recordTimes(15, { sessionId, userId: null, userType: 'non-user', ipAddress: null });
    expect(answers.at(-1)).toEqual({ used: 15, limit: 15, resetAt: plus(start, 6 * HOUR) });

    const refused = await record({ sessionId });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(LIMIT_TEXT);

    expect((await usage(`?sessionId=${sessionId}`)).body).toEqual({
      used: 15,
      limit: 15,
      resetAt: plus(start, 6 * HOUR),
    });
    expect((await record({ sessionId: `${sessionId}-other` })).body.used).toBe(1);
  });

  it('emits calculation.recorded for each counted calculation and none for a refused one', async () => {
    const sessionId = `anon-${randomUUID()}`;
    setNow('2025-11-22T10:00:00Z');
    await recordTimes(15, { sessionId });
    expect((await record({ sessionId })).status).toBe(429);

    const ofSession = (all: EventEnvelope<'calculation.recorded'>[]) =>
      all.filter((e) => e.data.sessionId === sessionId);
    await waitForEvents(svc.config, 'calculation.recorded', (all) => ofSession(all).length >= 15);
    // Give a wrongly emitted 16th the relay's poll interval twice over to show up.
    await new Promise((r) => setTimeout(r, 1000));
    const mine = ofSession(await eventsOf(svc.config, 'calculation.recorded'));
    expect(mine).toHaveLength(15);
    expect(mine[0]).toMatchObject({
      type: 'calculation.recorded',
      producer: 'svc-calc',
      data: { userId: null, sessionId, userType: 'non-user', calculationType: 'paycheck', userAgent: 'jest' },
    });
  });

  it('needs a session id to report a visitor’s usage', async () => {
    expect((await usage('')).status).toBe(400);
  });
});

describe('tiers', () => {
  it('lets unlimited tiers calculate past 15 with limit null', async () => {
    setNow('2025-11-22T11:00:00Z');
    const token = await issuer.token({ tier: 'pro' });
    const answers = await recordTimes(17, { sessionId: 'pro-tab' }, token);
    expect(answers.at(-1)).toMatchObject({ used: 17, limit: null });
  });

  it('applies user.upgraded at once, even to a user already at the limit and holding a stale free token', async () => {
    const sub = randomUUID();
    const token = await issuer.token({ sub, tier: 'free' });
    setNow('2025-11-22T12:00:00Z');
    await recordTimes(15, { sessionId: 'up' }, token);
    expect((await record({ sessionId: 'up' }, token)).status).toBe(429);

    const upgraded = await publishEvent(svc.config, 'user.upgraded', {
      userId: sub,
      previousTier: 'free',
      tier: 'pro',
      calculationsLimit: null,
      expiresAt: null,
    });
    await handled(upgraded.id);

    expect(await record({ sessionId: 'up' }, token)).toMatchObject({ status: 201, body: { used: 16, limit: null } });
  });

  it('trusts the event-fed tier over a stale pro token after a downgrade', async () => {
    const sub = randomUUID();
    const token = await issuer.token({ sub, tier: 'pro' });
    const downgraded = await publishEvent(svc.config, 'user.upgraded', {
      userId: sub,
      previousTier: 'pro',
      tier: 'free',
      calculationsLimit: null,
      expiresAt: null,
    });
    await handled(downgraded.id);
    expect((await usage('', token)).body.limit).toBe(15);
  });

  it("trusts a token issued after the table's last change, before that change's event arrives", async () => {
    const sub = randomUUID();
    const registered = await publishEvent(
      svc.config,
      'user.upgraded',
      { userId: sub, previousTier: 'free', tier: 'free', calculationsLimit: null, expiresAt: null },
      new Date(Date.now() - 60_000),
    );
    await handled(registered.id);
    // svc-identity minted this token from its database after an upgrade whose event is still on its way.
    const upgradedToken = await issuer.token({ sub, tier: 'pro' });
    expect((await usage('', upgradedToken)).body.limit).toBeNull();
  });

  it('applies an admin-set calculationsLimit to a limited tier', async () => {
    const sub = randomUUID();
    const token = await issuer.token({ sub, tier: 'free' });
    const changed = await publishEvent(svc.config, 'user.upgraded', {
      userId: sub,
      previousTier: 'free',
      tier: 'free',
      calculationsLimit: 3,
      expiresAt: null,
    });
    await handled(changed.id);
    setNow('2025-11-22T13:00:00Z');
    await recordTimes(3, { sessionId: 'admin-set' }, token);
    const refused = await record({ sessionId: 'admin-set' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ used: 3, limit: 3 });
  });

  it('keeps an upgrade when user.registered is handled after it', async () => {
    const sub = randomUUID();
    const token = await issuer.token({ sub, tier: 'free' });
    const upgraded = await publishEvent(svc.config, 'user.upgraded', {
      userId: sub,
      previousTier: 'free',
      tier: 'plus',
      calculationsLimit: null,
      expiresAt: null,
    });
    await handled(upgraded.id);
    const registered = await publishEvent(svc.config, 'user.registered', {
      userId: sub,
      email: 'late@example.com',
      displayName: 'Late',
      tier: 'free',
    });
    await handled(registered.id);
    expect((await usage('', token)).body.limit).toBeNull();
  });

  it('learns a new user from user.registered', async () => {
    const sub = randomUUID();
    const registered = await publishEvent(svc.config, 'user.registered', {
      userId: sub,
      email: 'new@example.com',
      displayName: 'New',
      tier: 'free',
    });
    await handled(registered.id);
    // The token, issued before the registration, claims pro; the registration the service learnt says
    // free, and the newer wins (a token issued after it would win instead: an upgrade shows at once).
    const older = await issuer.token({ sub, tier: 'pro' }, { issuedAt: new Date(Date.now() - 60_000) });
    expect((await usage('', older)).body.limit).toBe(15);
  });
});

describe("the admin's view and edit of a user's window", () => {
  const adminUsage = (query: string, token: string) =>
    call<AdminUsageResponse>(svc.url, 'GET', `/api/admin/calculator-usage${query}`, { token });
  const setUsed = (userId: string, body: unknown, token: string) =>
    call<UsageDto>(svc.url, 'PUT', `/api/admin/calculator-usage/${userId}`, { token, body });

  it('reads the live window the calculator enforces, for each user asked about', async () => {
    const admin = await issuer.adminToken();
    const [sub, idle] = [randomUUID(), randomUUID()];
    const token = await issuer.token({ sub, tier: 'free' });
    const start = setNow('2025-11-23T08:00:00Z');
    await recordTimes(3, { sessionId: 'admin-view' }, token);

    const { status, body } = await adminUsage(`?userIds=${sub},${idle}`, admin);
    expect(status).toBe(200);
    expect(body.usage).toEqual({
      [sub]: { used: 3, limit: 15, resetAt: plus(start, 6 * HOUR) },
      [idle]: { used: 0, limit: 15, resetAt: null },
    });

    setNow(plus(start, 6 * HOUR));
    expect((await adminUsage(`?userIds=${sub}`, admin)).body.usage[sub]).toEqual({ used: 0, limit: 15, resetAt: null });
  });

  it("sets a user's count, which the user's next read and calculation see at once; 0 resets the window", async () => {
    const admin = await issuer.adminToken();
    const sub = randomUUID();
    const token = await issuer.token({ sub, tier: 'free' });
    const start = setNow('2025-11-24T08:00:00Z');
    await recordTimes(3, { sessionId: 'admin-set-count' }, token);

    setNow(plus(start, HOUR));
    expect(await setUsed(sub, { used: 14 }, admin)).toEqual({
      status: 200,
      body: { used: 14, limit: 15, resetAt: plus(start, 6 * HOUR) },
    });
    expect((await usage('', token)).body).toMatchObject({ used: 14, limit: 15 });
    expect((await record({ sessionId: 'admin-set-count' }, token)).body).toMatchObject({ used: 15 });
    expect((await record({ sessionId: 'admin-set-count' }, token)).status).toBe(429);

    expect((await setUsed(sub, { used: 0 }, admin)).body).toEqual({ used: 0, limit: 15, resetAt: null });
    expect((await usage('', token)).body).toEqual({ used: 0, limit: 15, resetAt: null });
    expect((await record({ sessionId: 'admin-set-count' }, token)).body).toEqual({
      used: 1,
      limit: 15,
      resetAt: plus(start, 7 * HOUR),
    });

    // A count given while no window is open opens one now.
    const other = randomUUID();
    expect((await setUsed(other, { used: 5 }, admin)).body).toEqual({
      used: 5,
      limit: 15,
      resetAt: plus(start, 7 * HOUR),
    });
  });

  it('is for admins only and checks its input', async () => {
    const admin = await issuer.adminToken();
    const member = await issuer.token({ tier: 'pro' });
    const id = randomUUID();
    expect((await adminUsage(`?userIds=${id}`, member)).status).toBe(403);
    expect((await setUsed(id, { used: 1 }, member)).status).toBe(403);
    expect((await adminUsage(`?userIds=${id}`, '')).status).toBe(401);
    expect((await adminUsage('?userIds=nope', admin)).status).toBe(400);
    expect((await adminUsage('', admin)).status).toBe(400);
    expect((await setUsed(id, { used: -1 }, admin)).status).toBe(400);
    expect((await setUsed(id, { used: 1.5 }, admin)).status).toBe(400);
    expect((await setUsed('nope', { used: 1 }, admin)).status).toBe(400);
  });
});
