import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../database/provision.js';

/** The server tests may create databases on: TEST_DATABASE_URL, else the local server. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own for one test file, dropped afterwards. Its commits do not wait for the
 * disk unless `disposable` is false (a benchmark measures what production's commits cost).
 */
export async function createTestDatabase(label = 'test', { disposable = true } = {}): Promise<TestDatabase> {
  const name = `th_${label}_${randomBytes(4).toString('hex')}`;
  const admin = adminDatabaseUrl();
  await ensureDatabase(admin, name, { disposable });
  return {
    name,
    url: withDatabase(admin, name),
    async drop() {
      const client = new pg.Client({ connectionString: withDatabase(admin, 'postgres') });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
    },
  };
}
