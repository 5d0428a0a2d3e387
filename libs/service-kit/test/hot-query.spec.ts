import { DataSource, QueryFailedError } from 'typeorm';
import { hotQuery } from '../src/database/hot-query.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase('hotquery');
  dataSource = new DataSource({ type: 'postgres', url: database.url, extra: { max: 2 } });
  await dataSource.initialize();
  await dataSource.query(`CREATE TABLE hot (id int PRIMARY KEY, label text NOT NULL CHECK (label <> ''))`);
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const INSERT = `INSERT INTO hot (id, label) SELECT * FROM unnest($1::int[], $2::text[]) RETURNING id`;
const RELABEL = `UPDATE hot SET label = $2 WHERE id = ANY($1::int[]) RETURNING id`;

describe.each([true, false])('hotQuery (prepare: %s)', (prepare) => {
  beforeEach(() => dataSource.query('TRUNCATE hot'));

  it('runs the statement and resolves its rows, for an INSERT and an UPDATE alike', async () => {
    const inserted = await hotQuery<{ id: number }>(
      dataSource.manager,
      INSERT,
      [
        [1, 2, 3],
        ['a', 'b', 'c'],
      ],
      prepare,
    );
    expect(inserted.map((row) => row.id)).toEqual([1, 2, 3]);
    // Many times over the pool's two connections: parsed once on each when prepared.
    for (let i = 0; i < 20; i++) {
      const relabelled = await hotQuery<{ id: number }>(dataSource.manager, RELABEL, [[1, 3], `x${i}`], prepare);
      expect(relabelled.map((row) => row.id).sort()).toEqual([1, 3]);
    }
    expect(await dataSource.query(`SELECT id, label FROM hot ORDER BY id`)).toEqual([
      { id: 1, label: 'x19' },
      { id: 2, label: 'b' },
      { id: 3, label: 'x19' },
    ]);
  });

  it('runs inside the transaction of the manager it is given: a rollback undoes it', async () => {
    await dataSource
      .transaction(async (manager) => {
        await hotQuery(manager, INSERT, [[7], ['in-transaction']], prepare);
        expect(await manager.query(`SELECT count(*)::int AS n FROM hot`)).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM hot`)).toEqual([{ n: 0 }]);
  });

  it('fails with a QueryFailedError carrying the driver error, as EntityManager.query does', async () => {
    const failure = await hotQuery(dataSource.manager, INSERT, [[9], ['']], prepare).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23514');
  });
});

it('prepares the statement on the connection it runs on only when asked to', async () => {
  const runner = dataSource.createQueryRunner();
  try {
    const prepared = async () => {
      const rows = (await runner.query(`SELECT statement FROM pg_prepared_statements`)) as Array<{ statement: string }>;
      return rows.map((row) => row.statement);
    };
    const select = `SELECT label FROM hot WHERE id = $1`;
    await hotQuery(runner.manager, select, [1], false);
    expect(await prepared()).not.toContain(select);
    await hotQuery(runner.manager, select, [1], true);
    await hotQuery(runner.manager, select, [2], true);
    expect((await prepared()).filter((text) => text === select)).toHaveLength(1);
  } finally {
    await runner.release();
  }
});
