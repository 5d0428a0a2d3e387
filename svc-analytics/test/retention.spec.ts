import { randomUUID } from 'node:crypto';
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { RawEventPartitions } from '../src/events/raw-event-partitions.js';
import { DAY_MS, sql, startAnalytics } from './helpers.js';

// Raw events live in daily partitions; the days past RAW_EVENTS_RETENTION_DAYS
// are dropped whole (and old rows of the default partition deleted), while the rollups keep the figures.

let issuer: TestIssuer;
let svc: TestService;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startAnalytics(issuer, { RAW_EVENTS_RETENTION_DAYS: '30' });
});
afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

const dayName = (at: Date) => `events_${at.toISOString().slice(0, 10).replaceAll('-', '')}`;

async function insertRaw(id: string, at: Date) {
  await sql(
    svc,
    `INSERT INTO events (id, type, occurred_at, user_id, session_id, data) VALUES ($1, 'x', $2, NULL, 's', '{}')`,
    [id, at],
  );
}

describe('raw event partitions', () => {
  it("has today's and the next two days' partitions from the start, and puts a day's events in its own", async () => {
    const partitions = await svc.app.get(RawEventPartitions).partitions();
    const today = new Date();
    for (const offset of [0, 1, 2]) expect(partitions).toContain(dayName(new Date(today.getTime() + offset * DAY_MS)));

    const id = randomUUID();
    await insertRaw(id, today);
    const [row] = await sql<{ partition: string }>(
      svc,
      `SELECT tableoid::regclass::text AS partition FROM events WHERE id = $1`,
      [id],
    );
    expect(row.partition).toBe(dayName(today));
  });

  it('drops the days past the retention and keeps the rest and the rollups', async () => {
    const keeper = svc.app.get(RawEventPartitions);
    const now = new Date();
    const recent = randomUUID();
    const old = randomUUID();
    const lateOld = randomUUID();
    await insertRaw(recent, new Date(now.getTime() - 5 * DAY_MS)); // default partition, within retention
    await insertRaw(lateOld, new Date(now.getTime() - 45 * DAY_MS)); // default partition, past retention
    await sql(svc, `INSERT INTO daily_counts (metric, day, dimension, value) VALUES ('calculations', $1, '', 7)`, [
      new Date(now.getTime() - 40 * DAY_MS).toISOString().slice(0, 10),
    ]);
    // A day's partition that the retention has passed, as if made 40 days ago.
    await keeper.maintain(new Date(now.getTime() - 40 * DAY_MS));
    await insertRaw(old, new Date(now.getTime() - 40 * DAY_MS));
    const oldDay = dayName(new Date(now.getTime() - 40 * DAY_MS));
    expect(await keeper.partitions()).toContain(oldDay);

    const result = await keeper.maintain(now);

    expect(result.dropped).toContain(oldDay);
    expect(result.deletedFromDefault).toBeGreaterThanOrEqual(1);
    expect(await keeper.partitions()).not.toContain(oldDay);
    const left = await sql<{ id: string }>(svc, `SELECT id FROM events WHERE id = ANY($1::uuid[])`, [
      [recent, old, lateOld],
    ]);
    expect(left.map((r) => r.id)).toEqual([recent]);
    const [rollup] = await sql<{ value: string }>(
      svc,
      `SELECT value FROM daily_counts WHERE metric = 'calculations' AND day = $1`,
      [new Date(now.getTime() - 40 * DAY_MS).toISOString().slice(0, 10)],
    );
    expect(Number(rollup.value)).toBe(7);
  });
});
