import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

const ms = (column: string) => `floor(extract(epoch FROM "${column}") * 1000)`;

/**
 * The visits of a visitor's first day, as [start, end] pairs in epoch milliseconds, so a return on
 * the first day is decided by the visitor's activity whatever order its events arrive in. Rows made
 * before start from what they recorded: one visit from first to last seen on the first day, or two
 * where the last activity counted as a return.
 */
export class FirstDayVisits1796428800004 implements MigrationInterface {
  name = 'FirstDayVisits1796428800004';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."visitors" ADD COLUMN "first_day_visits" jsonb NOT NULL DEFAULT '[]'`);
    // Before, a return on the first day was the last activity 30 minutes or more after the first.
    await q.query(`UPDATE "${s}"."visitors" SET "first_day_visits" = CASE
        WHEN ("last_seen_at" AT TIME ZONE 'UTC')::date IS DISTINCT FROM ("first_seen_at" AT TIME ZONE 'UTC')::date
          THEN jsonb_build_array(jsonb_build_array(${ms('first_seen_at')}, ${ms('first_seen_at')}))
        WHEN "returned" AND "last_seen_at" - "first_seen_at" >= interval '30 minutes'
          THEN jsonb_build_array(jsonb_build_array(${ms('first_seen_at')}, ${ms('first_seen_at')}),
                                 jsonb_build_array(${ms('last_seen_at')}, ${ms('last_seen_at')}))
        ELSE jsonb_build_array(jsonb_build_array(${ms('first_seen_at')}, ${ms('last_seen_at')}))
      END`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."visitors" DROP COLUMN "first_day_visits"`);
  }
}
