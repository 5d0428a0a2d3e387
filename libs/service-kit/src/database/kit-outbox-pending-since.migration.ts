import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/**
 * Since when each outbox row has waited to be published: its creation, or the moment it was made
 * pending again because the broker lost the stream it went to. Health reports delay from this, so a
 * replayed event counts as waiting from its replay, not from when it was first written.
 */
export class KitOutboxPendingSince1795824000000 implements MigrationInterface {
  name = 'KitOutboxPendingSince1795824000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."outbox" ADD COLUMN "pending_since" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE "${s}"."outbox" SET "pending_since" = "created_at"`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."outbox" DROP COLUMN "pending_since"`);
  }
}
