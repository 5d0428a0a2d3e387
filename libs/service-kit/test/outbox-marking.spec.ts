import { DataSource } from 'typeorm';
import { KitOutboxPendingSince1795824000000 } from '../src/database/kit-outbox-pending-since.migration.js';
import { KitOutboxStream1795651200000 } from '../src/database/kit-outbox-stream.migration.js';
import { KitTables1763769600000 } from '../src/database/kit-tables.migration.js';
import { markSent, markSentSql, replaySql, retryNowSql, SEARCH_PLAN, searchSql } from '../src/events/outbox-relay.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase('marking');
  dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    schema: 'kit_marking',
    migrations: [KitTables1763769600000, KitOutboxStream1795651200000, KitOutboxPendingSince1795824000000],
    migrationsTableName: 'migrations',
  });
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA kit_marking`);
  await dataSource.runMigrations();
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

/** The index names in a plan, wherever they are in its tree. */
function indexesIn(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesIn);
  if (typeof plan !== 'object' || plan === null) return [];
  return Object.entries(plan).flatMap(([key, value]) => (key === 'Index Name' ? [String(value)] : indexesIn(value)));
}

describe("the relay's marking statement", () => {
  it('finds the rows it marks by primary key, however many sent rows the pending index still lists', async () => {
    // 30,000 events written pending, then all but 8 marked sent, as a busy relay leaves them between
    // vacuums: the pending index keeps an entry for each until one runs, and the planner, with no
    // statistics since, takes that index for a small one (so it did with `sent_at IS NULL` here).
    await dataSource.query(
      `INSERT INTO kit_marking.outbox (id, subject, envelope) SELECT gen_random_uuid(), 't', '{}' FROM generate_series(1, 30000)`,
    );
    const rows = await dataSource.query<Array<{ id: string }>>(`SELECT id FROM kit_marking.outbox ORDER BY id LIMIT 8`);
    const pending = rows.map((row) => row.id);
    await dataSource.query(`UPDATE kit_marking.outbox SET sent_at = now() WHERE NOT (id = ANY($1::uuid[]))`, [pending]);

    const [{ 'QUERY PLAN': plan }] = await dataSource.query<Array<{ 'QUERY PLAN': unknown }>>(
      `EXPLAIN (FORMAT JSON) ${markSentSql('kit_marking.outbox')}`,
      [pending, 'stream'],
    );
    expect(indexesIn(plan)).toEqual(['outbox_pkey']);

    await dataSource.query(markSentSql('kit_marking.outbox'), [pending, 'stream']);
    const [{ count }] = await dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM kit_marking.outbox WHERE sent_at IS NULL`,
    );
    expect(count).toBe(0);
  });

  it('is planned afresh on every run, so a plan made while the outbox was small is not kept as it grows', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.connect();
      // A fresh service's first passes: a nearly empty outbox, marked a few rows at a time.
      await runner.manager.query(`TRUNCATE kit_marking.outbox`);
      for (let i = 0; i < 8; i++) {
        const [{ id }] = await runner.manager.query<Array<{ id: string }>>(
          `INSERT INTO kit_marking.outbox (id, subject, envelope) VALUES (gen_random_uuid(), 't', '{}') RETURNING id`,
        );
        await markSent(runner.manager, 'kit_marking.outbox', [id], 'stream');
      }
      // Prepared, this connection would now hold the plan chosen for 8 rows (a sequential scan) for good.
      const [{ prepared }] = await runner.manager.query<Array<{ prepared: number }>>(
        `SELECT count(*)::int AS prepared FROM pg_prepared_statements WHERE statement LIKE '%SET sent_at = now()%'`,
      );
      expect(prepared).toBe(0);
      await runner.manager.query(
        `INSERT INTO kit_marking.outbox (id, subject, envelope) SELECT gen_random_uuid(), 't', '{}' FROM generate_series(1, 30000)`,
      );
      const rows = await runner.manager.query<Array<{ id: string }>>(
        `SELECT id FROM kit_marking.outbox WHERE sent_at IS NULL ORDER BY id LIMIT 8`,
      );
      await markSent(
        runner.manager,
        'kit_marking.outbox',
        rows.map((row) => row.id),
        'stream',
      );
      const [{ marked }] = await runner.manager.query<Array<{ marked: number }>>(
        `SELECT count(*)::int AS marked FROM kit_marking.outbox WHERE id = ANY($1::uuid[]) AND sent_at IS NOT NULL`,
        [rows.map((row) => row.id)],
      );
      expect(marked).toBe(8);
    } finally {
      await runner.release();
    }
  });
});

/** Buffers a plan's top node read, and its node types, from EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON). */
function planFacts(plan: unknown): { buffers: number; nodes: string[] } {
  const nodes: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    nodes.push(String(node['Node Type']));
    for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
  };
  const top = (plan as Array<{ Plan: Record<string, unknown> }>)[0].Plan;
  walk(top);
  return { buffers: Number(top['Shared Hit Blocks']) + Number(top['Shared Read Blocks']), nodes };
}

describe("the relay's search for pending rows", () => {
  it('reads the rows of sent events once, not on every pass, where no vacuum runs', async () => {
    // 20,000 events written and sent, as a busy relay leaves them between vacuums (or for good where
    // autovacuum is off): each still has an entry in the pending index. Three of them still pending.
    await dataSource.query(`TRUNCATE kit_marking.outbox`);
    await dataSource.query(
      `INSERT INTO kit_marking.outbox (id, subject, envelope, created_at, next_attempt_at)
         SELECT gen_random_uuid(), 't', '{}', now() - interval '1 hour' + i * interval '1 ms', now() - interval '1 hour' + i * interval '1 ms'
           FROM generate_series(1, 20000) AS i`,
    );
    await dataSource.query(`ANALYZE kit_marking.outbox`);
    await dataSource.query(
      `UPDATE kit_marking.outbox SET sent_at = now() WHERE id NOT IN (SELECT id FROM kit_marking.outbox ORDER BY created_at DESC LIMIT 3)`,
    );
    const search = async () =>
      dataSource.transaction(async (manager) => {
        await manager.query(SEARCH_PLAN);
        const [{ 'QUERY PLAN': plan }] = await manager.query<Array<{ 'QUERY PLAN': unknown }>>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${searchSql('kit_marking.outbox')}`,
          [500],
        );
        const rows = await manager.query<Array<{ id: string }>>(searchSql('kit_marking.outbox'), [500]);
        return { ...planFacts(plan), found: rows.length };
      });
    const first = await search();
    const second = await search();
    expect(first.found).toBe(3);
    expect(second.found).toBe(3);
    expect(first.nodes).toContain('Index Scan');
    expect(first.nodes).not.toContain('Bitmap Heap Scan');
    // The first pass visits the 19,997 sent rows' entries (and their rows) and marks them dead; the
    // second skips them: a few index pages, not the table's hundreds of pages.
    expect(first.buffers).toBeGreaterThan(100);
    expect(second.buffers).toBeLessThan(first.buffers / 5);
  });

  it('claims the rows that are due, in the order they are due, at most its limit', async () => {
    await dataSource.query(`TRUNCATE kit_marking.outbox`);
    await dataSource.query(
      `INSERT INTO kit_marking.outbox (id, subject, envelope, created_at, next_attempt_at) VALUES
         ('00000000-0000-4000-8000-000000000001', 'a', '{}', now() - interval '3 s', now() - interval '1 s'),
         ('00000000-0000-4000-8000-000000000002', 'b', '{}', now() - interval '2 s', now() - interval '3 s'),
         ('00000000-0000-4000-8000-000000000003', 'c', '{}', now() - interval '4 s', now() - interval '2 s'),
         ('00000000-0000-4000-8000-000000000004', 'd', '{}', now() - interval '5 s', now() + interval '1 min'),
         ('00000000-0000-4000-8000-000000000005', 'e', '{}', now() - interval '6 s', now() - interval '4 s')`,
    );
    await dataSource.query(`UPDATE kit_marking.outbox SET sent_at = now() WHERE subject = 'e'`);
    const subjects = (limit: number) =>
      dataSource.transaction(async (manager) => {
        await manager.query(SEARCH_PLAN);
        const rows = await manager.query<Array<{ subject: string }>>(searchSql('kit_marking.outbox'), [limit]);
        return rows.map((row) => row.subject);
      });
    expect(await subjects(500)).toEqual(['b', 'c', 'a']);
    expect(await subjects(2)).toEqual(['b', 'c']);
  });
});

/** The rows the plan's index scan read, from EXPLAIN (ANALYZE, FORMAT JSON). */
function indexScanRows(plan: unknown): number {
  let rows = -1;
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Index Scan') rows = Number(node['Actual Rows']);
    for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
  };
  walk((plan as Array<{ Plan: Record<string, unknown> }>)[0].Plan);
  return rows;
}

describe('rows made due again all at once', () => {
  /** One search of 500: the subjects it claims, and how many rows its index scan read to find them. */
  const search = () =>
    dataSource.transaction(async (manager) => {
      await manager.query(SEARCH_PLAN);
      const [{ 'QUERY PLAN': plan }] = await manager.query<Array<{ 'QUERY PLAN': unknown }>>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${searchSql('kit_marking.outbox')}`,
        [500],
      );
      const rows = await manager.query<Array<{ subject: string }>>(searchSql('kit_marking.outbox'), [500]);
      return { read: indexScanRows(plan), subjects: rows.map((row) => row.subject) };
    });
  /** 5,000 rows, made over the last hour, subject = their order of creation. */
  const fill = async (columns: string, values: string) => {
    await dataSource.query(`TRUNCATE kit_marking.outbox`);
    await dataSource.query(
      `INSERT INTO kit_marking.outbox (id, subject, envelope, created_at, ${columns})
         SELECT gen_random_uuid(), lpad(i::text, 5, '0'), '{}', now() - interval '1 hour' + i * interval '1 ms', ${values}
           FROM generate_series(1, 5000) AS i`,
    );
    await dataSource.query(`ANALYZE kit_marking.outbox`);
  };
  const oldest500 = Array.from({ length: 500 }, (_, i) => String(i + 1).padStart(5, '0'));

  it('after a replay, are searched in the order they were made, 500 read for 500 claimed', async () => {
    // Published to a stream the broker has since lost.
    await fill('sent_at, stream_created', `now() - interval '1 minute', 'lost'`);
    await dataSource.query(replaySql('kit_marking.outbox'), ['current', 24]);
    const { read, subjects } = await search();
    expect(subjects).toEqual(oldest500);
    // Due all at one moment, the 5,000 tied in the index's order, and each search read them all.
    expect(read).toBeLessThanOrEqual(1000);
  });

  it('in a backlog the statistics do not know of, the search reads the 500 it claims', async () => {
    // Written while the broker was away (never attempted: each due from its insert), after the last ANALYZE.
    await dataSource.query(`TRUNCATE kit_marking.outbox`);
    await dataSource.query(`ANALYZE kit_marking.outbox`);
    await dataSource.query(
      `INSERT INTO kit_marking.outbox (id, subject, envelope, created_at, next_attempt_at)
         SELECT gen_random_uuid(), lpad(i::text, 5, '0'), '{}', now() - interval '1 hour' + i * interval '1 ms',
                now() - interval '1 hour' + i * interval '1 ms'
           FROM generate_series(1, 5000) AS i`,
    );
    const { read, subjects } = await search();
    expect(subjects).toEqual(oldest500);
    expect(read).toBeLessThanOrEqual(1000);
  });

  it('after a backoff cut short, likewise', async () => {
    // Backed off together while the broker was away: all due at one moment ahead.
    await fill('next_attempt_at', `now() + interval '1 minute'`);
    await dataSource.query(retryNowSql('kit_marking.outbox'));
    const { read, subjects } = await search();
    expect(subjects).toEqual(oldest500);
    expect(read).toBeLessThanOrEqual(1000);
  });
});
