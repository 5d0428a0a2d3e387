import { randomUUID } from 'node:crypto';
import type { SavedCalculationDto, UsageDto } from '@takehome/contracts';
import { NatsService, tableOf } from '@takehome/service-kit';
import { sendWhileWriteWaits, startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
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

/** Any write with a key; the body is undefined when the answer is empty (204). */
async function write<T>(method: string, path: string, key: string, body: unknown, token: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${svc.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

/** No key row while the write waits for `table` (locked): the key is stored in the write's transaction. */
async function expectKeyStoredWithWrite(table: string, key: string, request: () => Promise<{ status: number }>) {
  const seen = await sendWhileWriteWaits(
    svc.database.url,
    { table: tableOf(db, table), keysTable: tableOf(db, 'idempotency_keys'), key },
    request,
  );
  expect(seen.answer.status).toBeLessThan(300);
  expect([seen.keyRowsWhileWaiting, seen.keyRowsAfter]).toEqual([0, 1]);
}

describe('Idempotency-Key on an admin setting a user’s count', () => {
  const put = (userId: string, key: string, used: number, token: string) =>
    write<UsageDto>('PUT', `/api/admin/calculator-usage/${userId}`, key, { used }, token);

  it('sets it once per key: two at once and again after another change answer alike and change nothing', async () => {
    const admin = await issuer.adminToken();
    const target = randomUUID();
    const key = randomUUID();
    const answers = await Promise.all([put(target, key, 4, admin), put(target, key, 4, admin)]);
    expect(answers.map((a) => [a.status, a.body.used])).toEqual([
      [200, 4],
      [200, 4],
    ]);
    expect((await put(target, randomUUID(), 6, admin)).body.used).toBe(6);
    const again = await put(target, key, 4, admin);
    expect(again).toEqual({ status: 200, replayed: 'true', body: answers[0].body });
    expect(await count('SELECT used AS n FROM usage_windows WHERE subject LIKE $1', [`%${target}`])).toBe(6);
    expect((await put(target, key, 5, admin)).status).toBe(422);
  });

  it('stores the key in the change’s transaction', async () => {
    const admin = await issuer.adminToken();
    const key = randomUUID();
    await expectKeyStoredWithWrite('usage_windows', key, () => put(randomUUID(), key, 3, admin));
  });
});

describe('Idempotency-Key on renaming and deleting a saved calculation', () => {
  async function saved(token: string): Promise<string> {
    const body = { calculationData: { inputs: { hourlyRate: 25 } } };
    return (await send<SavedCalculationDto>('/api/calculations/save', undefined, body, token)).body.id;
  }
  const rename = (id: string, key: string, name: string, token: string) =>
    write<SavedCalculationDto>('PATCH', `/api/calculations/${id}`, key, { name }, token);
  const remove = (id: string, key: string, token: string) =>
    write<undefined>('DELETE', `/api/calculations/${id}`, key, undefined, token);

  it('renames once per key, and refuses the key for another name (422)', async () => {
    const { id: userId, token } = await user();
    const id = await saved(token);
    const key = randomUUID();
    const answers = await Promise.all([rename(id, key, 'First', token), rename(id, key, 'First', token)]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[0].body.name).toBe('First');
    await rename(id, randomUUID(), 'Second', token);
    const again = await rename(id, key, 'First', token);
    expect(again).toEqual({ status: 200, replayed: 'true', body: answers[0].body });
    expect(await count("SELECT count(*) AS n FROM calculations WHERE user_id = $1 AND name = 'Second'", [userId])).toBe(
      1,
    );
    expect((await rename(id, key, 'Third', token)).status).toBe(422);
  });

  it('deletes once per key: sent again it answers 204 again (a new key would be 404)', async () => {
    const { id: userId, token } = await user();
    const id = await saved(token);
    const key = randomUUID();
    const answers = await Promise.all([remove(id, key, token), remove(id, key, token)]);
    const again = await remove(id, key, token);
    expect([...answers, again].map((a) => a.status)).toEqual([204, 204, 204]);
    expect(again.replayed).toBe('true');
    expect((await remove(id, randomUUID(), token)).status).toBe(404);
    expect(await savedFor(userId)).toBe(0);
  });

  it('stores the key in the transaction of the rename and of the delete', async () => {
    const { token } = await user();
    const [first, second] = [await saved(token), await saved(token)];
    const renameKey = randomUUID();
    await expectKeyStoredWithWrite('calculations', renameKey, () => rename(first, renameKey, 'Locked', token));
    const deleteKey = randomUUID();
    await expectKeyStoredWithWrite('calculations', deleteKey, () => remove(second, deleteKey, token));
  });
});
