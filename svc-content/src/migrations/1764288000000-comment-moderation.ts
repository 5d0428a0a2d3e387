import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * Comment moderation: each comment has a status (comments already published stay approved) and the
 * commenter's key, by which a returning commenter's comments are published at once.
 */
export class CommentModeration1764288000000 implements MigrationInterface {
  name = 'CommentModeration1764288000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."comments"
      ADD COLUMN "status" varchar(16) NOT NULL DEFAULT 'approved'
        CONSTRAINT "comments_status" CHECK ("status" IN ('pending', 'approved', 'held')),
      ADD COLUMN "commenter_key" varchar(64)`);
    // New rows get their status from the service; the default only covers the rows already there.
    await q.query(`ALTER TABLE "${s}"."comments" ALTER COLUMN "status" SET DEFAULT 'pending'`);
    await q.query(`CREATE INDEX "comments_status" ON "${s}"."comments" ("status", "created_at")`);
    await q.query(
      `CREATE INDEX "comments_commenter" ON "${s}"."comments" ("commenter_key") WHERE "status" = 'approved'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP INDEX "${s}"."comments_commenter"`);
    await q.query(`DROP INDEX "${s}"."comments_status"`);
    await q.query(`ALTER TABLE "${s}"."comments" DROP COLUMN "commenter_key", DROP COLUMN "status"`);
  }
}
