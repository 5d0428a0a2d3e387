import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * A user's calculations are read newest first with the id as tie-breaker (this month's card, the
 * saved list's pages). The index had only (user_id, calculation_date DESC), so Postgres read and
 * sorted every row of the month to return the first 5: 98 answers/s for a user with 25,000 saves
 * this month (bench/calc-bench.mjs). With the id in the index it reads just the rows it returns.
 */
export class CalculationsPageOrder1796200000001 implements MigrationInterface {
  name = 'CalculationsPageOrder1796200000001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(
      `CREATE INDEX "calculations_user_date_id" ON "${s}"."calculations" ("user_id", "calculation_date" DESC, "id")`,
    );
    await q.query(`DROP INDEX "${s}"."calculations_user_date"`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(
      `CREATE INDEX "calculations_user_date" ON "${s}"."calculations" ("user_id", "calculation_date" DESC)`,
    );
    await q.query(`DROP INDEX "${s}"."calculations_user_date_id"`);
  }
}
