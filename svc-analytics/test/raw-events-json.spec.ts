import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { Initial1763769600004 } from '../src/migrations/1763769600004-initial.js';
import { Rollups1795305600000 } from '../src/migrations/1795305600000-rollups.js';
import { EventsPartitioned1795651200004 } from '../src/migrations/1795651200004-events-partitioned.js';
import { VisitorStages1796000000004 } from '../src/migrations/1796000000004-visitor-stages.js';
import { RawEventsJson1796172800004 } from '../src/migrations/1796172800004-raw-events-json.js';

// The raw events' payloads become `json` (the text as it came) and lose the index nothing
// queried. A database of the earlier shape keeps every row and payload through the migration, and
// back through its undoing.

const SCHEMA = 'raw_json';
let database: TestDatabase;
let dataSource: DataSource;

const earlier = [
  Initial1763769600004,
  Rollups1795305600000,
  EventsPartitioned1795651200004,
  VisitorStages1796000000004,
];

beforeAll(async () => {
  database = await createTestDatabase('rawjson');
  dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    schema: SCHEMA,
    migrations: [...earlier, RawEventsJson1796172800004],
    migrationsTableName: 'migrations',
  });
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA ${SCHEMA}`);
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const columnType = async () =>
  (
    await dataSource.query<Array<{ data_type: string }>>(
      `SELECT data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'events' AND column_name = 'data'`,
      [SCHEMA],
    )
  )[0].data_type;
const indexes = async () =>
  (
    await dataSource.query<Array<{ indexname: string }>>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = 'events' ORDER BY 1`,
      [SCHEMA],
    )
  ).map((row) => row.indexname);
const payloads = async () =>
  (
    await dataSource.query<Array<{ id: string; data: unknown }>>(
      `SELECT id, data::jsonb AS data FROM ${SCHEMA}.events ORDER BY id`,
    )
  ).map((row) => ({ id: row.id, data: row.data }));

describe('RawEventsJson1796172800004', () => {
  it('turns jsonb payloads into json and drops the type index, keeping every row; undone, it puts both back', async () => {
    // The earlier shape, with rows in it.
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await columnType()).toBe('jsonb');
    expect(await indexes()).toContain('events_type_time');
    const rows = [
      { name: 'page_view', props: { path: '/calculator', utm: { source: 'newsletter' } } },
      { name: 'calculation.recorded', userType: 'non-user', amount: 1234.5, tags: ['a', 'b'], none: null },
      { text: 'quotes " and \\ backslashes, ünïcödé' },
    ];
    for (const data of rows)
      await dataSource.query(
        `INSERT INTO ${SCHEMA}.events (id, type, occurred_at, user_id, session_id, data) VALUES ($1, 't', now(), NULL, 's', $2::jsonb)`,
        [randomUUID(), JSON.stringify(data)],
      );
    const before = await payloads();
    expect(before).toHaveLength(3);

    await dataSource.runMigrations({ transaction: 'each' });
    expect(await columnType()).toBe('json');
    expect(await indexes()).not.toContain('events_type_time');
    expect(await payloads()).toEqual(before);

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await columnType()).toBe('jsonb');
    expect(await indexes()).toContain('events_type_time');
    expect(await payloads()).toEqual(before);
  });
});
