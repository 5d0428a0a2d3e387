import { randomUUID } from 'node:crypto';
import { testServiceForFile } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { pageView, postEvents, sql, waitUntil } from './helpers.js';

const BATCH = 25;

describe('a NATS outage in the middle of a run', () => {
  const started = testServiceForFile(service, { ownNats: true });

  const counted = async () => {
    const [row] = await sql<{ events: string; rollup: string; visitors: string }>(
      started.service,
      `SELECT (SELECT count(*) FROM events) AS events,
              (SELECT COALESCE(SUM(value), 0) FROM daily_counts WHERE metric = 'funnel_events') AS rollup,
              (SELECT COALESCE(SUM(value), 0) FROM daily_counts WHERE metric = 'visitors') AS visitors`,
    );
    return { events: Number(row.events), rollup: Number(row.rollup), visitors: Number(row.visitors) };
  };
  const send = async (batches: number) => {
    for (let i = 0; i < batches; i++) {
      const events = Array.from({ length: BATCH }, () => pageView(randomUUID(), new Date()));
      expect(await postEvents(started.service, events)).toEqual({ status: 202, body: { accepted: BATCH } });
    }
  };
  const countedExactly = (n: number) =>
    waitUntil(async () => (await counted()).rollup >= n, 30_000, `${n} events counted`);

  it('counts every event exactly once: before, during and after the outage', async () => {
    await send(2);
    await countedExactly(2 * BATCH); // the consumers are running before the outage
    await send(1); // still on its way when NATS goes
    await started.nats.stop();
    await send(3); // accepted while NATS is down: they wait in the outbox
    expect((await counted()).rollup).toBeLessThanOrEqual(3 * BATCH);
    await started.nats.start();
    await countedExactly(6 * BATCH);
    await new Promise((r) => setTimeout(r, 1500)); // any late redelivery would show now
    expect(await counted()).toEqual({ events: 6 * BATCH, rollup: 6 * BATCH, visitors: 6 * BATCH });
    const [{ pending }] = await sql<{ pending: string }>(
      started.service,
      'SELECT count(*) AS pending FROM outbox WHERE sent_at IS NULL',
    );
    expect(Number(pending)).toBe(0);
  });
});
