// Nothing is lost when the broker loses its store. Events already in the stream but
// not yet read by a lagging consumer are gone with the store; the producer publishes again whatever it
// had sent to the lost stream, and the consumer's inbox keeps what it had applied from counting twice.
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { OwnNatsServer, startTestService, TestIssuer, type TestService } from '../src/testing/index.js';
import { fixtureService, handlerGate } from './fixture-service.js';

const EVENTS = 1500;

let issuer: TestIssuer;
let nats: OwnNatsServer;
let service: TestService;
let db: pg.Client;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  nats = await OwnNatsServer.started();
  service = await startTestService(fixtureService, {
    issuer,
    env: { NATS_URL: nats.url, NATS_STREAM: `REPLAY_${randomUUID().slice(0, 8)}`, NATS_RECONCILE_MS: '1000' },
  });
  db = new pg.Client({ connectionString: service.database.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await service?.close();
  await nats?.dispose();
  await issuer?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const count = async (sql: string) => Number((await db.query<{ count: string }>(sql)).rows[0].count);

describe('the broker loses its store while a consumer lags', () => {
  it('gets every event to the consumer exactly once, without a restart', async () => {
    // The consumer lags: it holds what it has fetched and reads no further meanwhile.
    let release!: () => void;
    handlerGate.held = new Promise<void>((resolve) => (release = resolve));
    const emitted = await fetch(`${service.url}/t/emit-many`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'lag', count: EVENTS }),
    });
    expect(emitted.status).toBe(201);
    const pending = await until(
      () => count(`SELECT count(*) FROM fixture.outbox WHERE sent_at IS NULL`),
      (n) => n === 0,
      20_000,
    );
    expect(pending).toBe(0);
    // More was published than the consumer holds, so part of it exists only in the broker's store.
    expect(await count(`SELECT count(*) FROM fixture.seen`)).toBe(0);

    const warnings = jest.spyOn(Logger.prototype, 'warn');
    await nats.kill();
    nats.wipeStore();
    await nats.start();
    release();
    handlerGate.held = null;

    const seen = await until(
      () => count(`SELECT count(*) FROM fixture.seen`),
      (n) => n >= EVENTS,
      60_000,
    );
    // Let any late redelivery land before counting doubles.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(seen).toBe(EVENTS);
    expect(await count(`SELECT count(DISTINCT session_id) FROM fixture.seen`)).toBe(EVENTS);
    expect(await count(`SELECT count(*) FROM fixture.seen`)).toBe(EVENTS);

    const lines = warnings.mock.calls.map(([message]) => String(message));
    warnings.mockRestore();
    expect(lines.filter((line) => /publishing them again$/.test(line))).toHaveLength(1);
  }, 120_000);
});
