import { DataSource } from 'typeorm';
import { jsonArrayParam, jsonArraySql } from '../src/database/json-array.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase('json_array');
  dataSource = new DataSource({ type: 'postgres', url: database.url });
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('JSON texts as one parameter (jsonArrayParam, jsonArraySql)', () => {
  it('comes back as the same texts, one json element each and in order, whatever the JSON holds', async () => {
    const values: unknown[] = [
      { name: 'quote " backslash \\ comma , braces {} [] semicolon ;' },
      { control: '\u0001\u0000\t\n', separator: '\u0001' },
      ['née', 'ü', '😀', '\ud800'],
      'a string',
      [],
      {},
      null,
      12.5,
    ];
    const texts = values.map((value) => JSON.stringify(value));
    const rows = await dataSource.query<Array<{ text: string; position: number }>>(
      `SELECT value::text AS text, position::int FROM unnest(${jsonArraySql('$1')}) WITH ORDINALITY AS x(value, position)`,
      [jsonArrayParam(texts)],
    );
    expect(rows.map((row) => row.text)).toEqual(texts);
    expect(rows.map((row) => row.position)).toEqual(texts.map((_, i) => i + 1));
    expect(rows.map((row) => JSON.parse(row.text) as unknown)).toEqual(values);
  });

  it('keeps a single text whole', async () => {
    const [{ count, first }] = await dataSource.query<Array<{ count: number; first: string }>>(
      `SELECT cardinality(${jsonArraySql('$1')}) AS count, (${jsonArraySql('$1')})[1]::text AS first`,
      [jsonArrayParam(['{"a":[1,2]}'])],
    );
    expect({ count, first }).toEqual({ count: 1, first: '{"a":[1,2]}' });
  });
});
