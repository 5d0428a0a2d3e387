import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * What a visitor reached, for a funnel whose every stage is a part of the one before: an email given,
 * the account it signed in to (and whether that account pays), and its last activity (visits).
 */
export class VisitorStages1796000000004 implements MigrationInterface {
  name = 'VisitorStages1796000000004';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."visitors"
      ADD COLUMN "email_given" boolean NOT NULL DEFAULT false,
      ADD COLUMN "user_id" uuid,
      ADD COLUMN "paid" boolean NOT NULL DEFAULT false,
      ADD COLUMN "last_seen_at" timestamptz`);
    await q.query(`UPDATE "${s}"."visitors" SET "last_seen_at" = "first_seen_at"`);
    await q.query(`CREATE INDEX "visitors_user_id" ON "${s}"."visitors" ("user_id") WHERE "user_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP INDEX "${s}"."visitors_user_id"`);
    await q.query(`ALTER TABLE "${s}"."visitors"
      DROP COLUMN "email_given", DROP COLUMN "user_id", DROP COLUMN "paid", DROP COLUMN "last_seen_at"`);
  }
}
