// Readiness says what is wrong, "degraded" (events delayed, writes working)
// is told apart from "down" (requests fail), and a broker that lost its store is put right without a
// restart: the stream and the consumers are created again and the waiting events flow.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { startTestService, TestIssuer, type TestService } from '../src/testing/index.js';
import { fixtureService } from './fixture-service.js';

let issuer: TestIssuer;
let service: TestService;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  service = await startTestService(fixtureService, { issuer, env: { NATS_RECONCILE_MS: '3000' } });
});
afterAll(async () => {
  await service?.close();
  await issuer?.close();
});

async function readiness() {
  const res = await fetch(`${service.url}/health/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('readiness', () => {
  it('is up with its stream and consumers present, degraded (still 200) once the stream is lost, and up again by itself', async () => {
    const deadline = Date.now() + 10_000;
    let ready = await readiness();
    while (ready.body.status !== 'up' && Date.now() < deadline) ready = await readiness();
    expect(ready).toMatchObject({ status: 200, body: { status: 'up', broker: 'up', stream: 'present' } });

    const warnings = jest.spyOn(Logger.prototype, 'warn');
    // The stream is lost just after one of the service's periodic checks, so the next one (a whole
    // interval later) cannot put it back before the write below is published: the check's request for
    // the stream's info is seen on the broker, as JetStream's API is plain NATS subjects.
    const nc = await connect({ servers: service.config.NATS_URL });
    const checks = nc.subscribe(`$JS.API.STREAM.INFO.${service.config.NATS_STREAM}`, { max: 1 });
    for await (const _check of checks) break;
    // The broker loses its store: the stream and every consumer on it are gone.
    await (await jetstreamManager(nc)).streams.delete(service.config.NATS_STREAM);
    await nc.close();

    // Writes still work meanwhile.
    const write = await fetch(`${service.url}/t/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: 'while-degraded' }),
    });
    expect(write.status).toBe(201);
    const lost = await readiness();
    expect(lost).toMatchObject({
      status: 200,
      body: { status: 'degraded', database: 'up', broker: 'degraded', stream: 'missing' },
    });

    // Within seconds the stream and the consumer are back, and the event written meanwhile arrives.
    const recovered = Date.now() + 20_000;
    let seen: Array<{ session_id: string }> = [];
    while (Date.now() < recovered && !seen.some((row) => row.session_id === 'while-degraded')) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = (await (await fetch(`${service.url}/t/seen`)).json()) as Array<{ session_id: string }>;
    }
    expect(seen.map((row) => row.session_id)).toContain('while-degraded');
    // The consumers are created again one after the other, in the same check.
    let back = await readiness();
    while (back.body.status !== 'up' && Date.now() < recovered) back = await readiness();
    expect(back).toMatchObject({
      status: 200,
      body: { status: 'up', stream: 'present', consumersMissing: [] },
    });

    // Loud, but once: a line when publishing starts failing and one when it works again, not one per event.
    const lines = warnings.mock.calls.map(([message]) => String(message));
    warnings.mockRestore();
    expect(lines.filter((line) => line.startsWith('Publishing to NATS fails'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Publishing to NATS works again'))).toHaveLength(1);
    expect(lines.filter((line) => /^Stream .* was missing/.test(line))).toHaveLength(1);
  });
});

describe('the stream', () => {
  it('gets its age and size limits from config, and a changed setting is applied to it', async () => {
    // A stream of its own: the file's running service would put its own limits back on the shared one
    // at its next reconcile (every service of a deployment has the same settings).
    const env = {
      NATS_STREAM: `${service.config.NATS_STREAM}_LIMITS`,
      NATS_SUBJECT_PREFIX: `${service.config.NATS_SUBJECT_PREFIX.replace(/\.$/, '')}_limits.`,
    };
    const nc = await connect({ servers: service.config.NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      const hour = 60 * 60 * 1_000_000_000;
      const first = await startTestService(fixtureService, { issuer, database: service.database, env });
      await first.close({ keepData: true });
      let info = await jsm.streams.info(env.NATS_STREAM);
      expect(info.config).toMatchObject({ max_age: 168 * hour, max_bytes: -1 });

      const second = await startTestService(fixtureService, {
        issuer,
        database: service.database,
        env: { ...env, NATS_STREAM_MAX_AGE_HOURS: '24', NATS_STREAM_MAX_BYTES: String(64 * 1024 * 1024) },
      });
      // Closed at once after its start, which must not hang either (a reading set up during the stop).
      await second.close({ keepData: true });
      info = await jsm.streams.info(env.NATS_STREAM);
      expect(info.config).toMatchObject({ max_age: 24 * hour, max_bytes: 64 * 1024 * 1024 });
      await jsm.streams.delete(env.NATS_STREAM);
    } finally {
      await nc.close();
    }
  });
});
