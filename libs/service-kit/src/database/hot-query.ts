import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';

const names = new Map<string, string>();

/** The prepared statement's name for a text: the same text, the same name, on every connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `takehome_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs one of the few statements a service sends many times a second (a save's row and its event, the
 * relay's marking, a consumer's inbox) as a prepared statement of the connection it runs on, so
 * Postgres parses and plans it once per connection instead of every time
 * (docs/adr/0013-group-commit-and-prepared-hot-statements.md). Its text must be fixed (only its
 * parameters vary), so the connections hold a handful of them. With `prepare` false (PGlite, whose one
 * session every connection shares, so two could not each prepare the same name) it runs as
 * EntityManager.query does. Either way it runs in the manager's transaction when it has one, resolves
 * the rows, and fails with a QueryFailedError as EntityManager.query does.
 */
export async function hotQuery<T = unknown>(
  manager: Pick<EntityManager, 'query' | 'connection' | 'queryRunner'>,
  text: string,
  values: unknown[],
  prepare: boolean,
): Promise<T[]> {
  if (!prepare) {
    const result: unknown = await manager.query(text, values);
    // An UPDATE or DELETE answers [rows, count] through EntityManager.query.
    return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
  }
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    try {
      return (await client.query<T & object>({ name: nameOf(text), text, values })).rows;
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
