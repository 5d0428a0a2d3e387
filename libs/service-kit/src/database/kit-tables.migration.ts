import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/** The outbox and inbox every service keeps in its own schema (docs/adr/0003-transactional-outbox-and-inbox.md). */
export class KitTables1763769600000 implements MigrationInterface {
  name = 'KitTables1763769600000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."outbox" (
      "id" uuid PRIMARY KEY,
      "subject" varchar(200) NOT NULL,
      "envelope" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "last_error" text,
      "sent_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "outbox_pending" ON "${s}"."outbox" ("next_attempt_at") WHERE "sent_at" IS NULL`);
    await q.query(`CREATE TABLE "${s}"."inbox" (
      "event_id" uuid NOT NULL,
      "consumer" varchar(200) NOT NULL,
      "handled_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("event_id", "consumer")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP TABLE "${s}"."inbox"`);
    await q.query(`DROP TABLE "${s}"."outbox"`);
  }
}
