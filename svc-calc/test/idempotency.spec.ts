import { randomUUID } from 'node:crypto';
import type { SavedCalculationDto, UsageDto } from '@takehome/contracts';
import { NatsService } from '@takehome/service-kit';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';

// A write sent again with its Idempotency-Key is answered as the first time and changes nothing.

let issuer: TestIssuer;
let svc: TestService;
let db: DataSource;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
  await svc.app.get(NatsService).ready();
  db = svc.app.get(DataSource);
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

async function send<T>(path: string, key: string | undefined, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await fetch(`${svc.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as T };
}

const count = async (sql: string, params: unknown[]) =>
  Number((await db.query<Array<{ n: string }>>(sql, params))[0].n);
const savedFor = (userId: string) => count('SELECT count(*) AS n FROM calculations WHERE user_id = $1', [userId]);
const eventsFor = (userId: string) =>
  count(`SELECT count(*) AS n FROM outbox WHERE envelope->'data'->>'userId' = $1`, [userId]);

async function user() {
  const id = randomUUID();
  return { id, token: await issuer.token({ sub: id }) };
}

describe('Idempotency-Key on a save', () => {
  it('answers a replay with the first answer, and stores one row and one event', async () => {
    const { id, token } = await user();
    const key = randomUUID();
    const body = { calculationData: { inputs: { hourlyRate: 25 } } };
    const first = await send<SavedCalculationDto>('/api/calculations/save', key, body, token);
    const again = await send<SavedCalculationDto>('/api/calculations/save', key, body, token);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    expect(again).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect(await savedFor(id)).toBe(1);
    expect(await eventsFor(id)).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const { id, token } = await user();
    const key = randomUUID();
    await send('/api/calculations/save', key, { calculationData: { inputs: { hourlyRate: 25 } } }, token);
    const other = await send<{ error: string }>(
      '/api/calculations/save',
      key,
      { calculationData: { inputs: { hourlyRate: 26 } } },
      token,
    );
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/Idempotency-Key/);
    expect(await savedFor(id)).toBe(1);
  });

  it("refuses another user's key (422): a key never answers anyone else", async () => {
    const alice = await user();
    const bob = await user();
    const key = randomUUID();
    const body = { calculationData: { inputs: { hourlyRate: 25 } } };
    expect((await send('/api/calculations/save', key, body, alice.token)).status).toBe(201);
    expect((await send('/api/calculations/save', key, body, bob.token)).status).toBe(422);
    expect(await savedFor(bob.id)).toBe(0);
  });

  it('makes one write and gives one answer to duplicates sent at once', async () => {
    const { id, token } = await user();
    const key = randomUUID();
    const body = { calculationData: { inputs: { hourlyRate: 31 } } };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send<SavedCalculationDto>('/api/calculations/save', key, body, token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === null).length).toBeGreaterThanOrEqual(1);
    expect(await savedFor(id)).toBe(1);
    expect(await eventsFor(id)).toBe(1);
  });

  it('forgets a key after 24 hours: the same request is then carried out again', async () => {
    const { id, token } = await user();
    const key = randomUUID();
    const body = { calculationData: { inputs: { hourlyRate: 25 } } };
    const first = await send<SavedCalculationDto>('/api/calculations/save', key, body, token);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '23 hours 59 minutes' WHERE key = $1`, [
      key,
    ]);
    expect((await send('/api/calculations/save', key, body, token)).replayed).toBe('true');
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE key = $1`, [
      key,
    ]);
    const later = await send<SavedCalculationDto>('/api/calculations/save', key, body, token);
    expect(later.status).toBe(201);
    expect(later.replayed).toBeNull();
    expect(later.body.id).not.toBe(first.body.id);
    expect(await savedFor(id)).toBe(2);
  });

  it('stores nothing for a refused request: the key stays free', async () => {
    const { id, token } = await user();
    const key = randomUUID();
    const bad = await send('/api/calculations/save', key, { calculationData: 'none' }, token);
    expect(bad.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM idempotency_keys WHERE key = $1', [key])).toBe(0);
    expect(await savedFor(id)).toBe(0);
  });

  it('refuses a malformed key (400)', async () => {
    const { token } = await user();
    const res = await send('/api/calculations/save', 'x'.repeat(256), { calculationData: { inputs: {} } }, token);
    expect(res.status).toBe(400);
  });
});

describe('Idempotency-Key on a usage record', () => {
  it('counts a calculation once however often it is sent, with the first answer each time', async () => {
    const { id, token } = await user();
    const key = randomUUID();
    const body = { sessionId: `idem-${id}` };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send<UsageDto>('/api/calculator-usage', key, body, token)),
    );
    const again = await send<UsageDto>('/api/calculator-usage', key, body, token);
    expect([...answers, again].map((a) => a.status)).toEqual(Array(5).fill(201));
    for (const answer of [...answers, again]) expect(answer.body).toEqual(answers[0].body);
    expect(answers[0].body.used).toBe(1);
    expect(await count('SELECT count(*) AS n FROM usage_events WHERE user_id = $1', [id])).toBe(1);
    // Without a key each request counts.
    await send('/api/calculator-usage', undefined, body, token);
    expect(await count('SELECT count(*) AS n FROM usage_events WHERE user_id = $1', [id])).toBe(2);
  });
});
