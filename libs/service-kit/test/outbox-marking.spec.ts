import { DataSource } from 'typeorm';
import { KitOutboxPendingSince1795824000000 } from '../src/database/kit-outbox-pending-since.migration.js';
import { KitOutboxStream1795651200000 } from '../src/database/kit-outbox-stream.migration.js';
import { KitTables1763769600000 } from '../src/database/kit-tables.migration.js';
import { markSent, markSentSql } from '../src/events/outbox-relay.js';
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
