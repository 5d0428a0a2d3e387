import pg from 'pg';

/** What `sendWhileWriteWaits` saw. */
export interface WriteWaitOutcome<T> {
  answer: T;
  /** Rows of the key while the write waited for `table` (0 when the key is stored in the write's transaction). */
  keyRowsWhileWaiting: number;
  /** Rows of the key with an answer once the request was answered (1). */
  keyRowsAfter: number;
}

/**
 * Sends a write while `table` is locked against writes (SHARE mode: reads and row locks pass), waits
 * until the request's connection is blocked by that lock, and counts the Idempotency-Key's rows in
 * `keysTable` there and then. A route that stores its key and answer in its write's transaction
 * (@IdempotentWrite) has none yet; one that claims its key first (a row without an answer, before
 * its write) has one.
 */
export async function sendWhileWriteWaits<T>(
  databaseUrl: string,
  { table, keysTable, key }: { table: string; keysTable: string; key: string },
  send: () => Promise<T>,
): Promise<WriteWaitOutcome<T>> {
  const locker = new pg.Client({ connectionString: databaseUrl });
  const observer = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([locker.connect(), observer.connect()]);
  try {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN SHARE MODE`);
    const { rows } = await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pending = send();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const blocked = await observer.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
        [rows[0].pid],
      );
      if (blocked.rows[0].n > 0) break;
      if (Date.now() > deadline) {
        await locker.query('ROLLBACK');
        await pending.catch(() => undefined);
        throw new Error(`The request never waited for a write to ${table}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const count = async (where: string) =>
      (await observer.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${keysTable} WHERE key = $1${where}`, [key]))
        .rows[0].n;
    const keyRowsWhileWaiting = await count('');
    await locker.query('ROLLBACK');
    const answer = await pending;
    return { answer, keyRowsWhileWaiting, keyRowsAfter: await count(' AND answer IS NOT NULL') };
  } finally {
    await Promise.all([locker.end(), observer.end()]);
  }
}
