import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/** Idempotency keys of writes and the answers they got (http/idempotency.ts); kept a day. */
export class KitIdempotencyKeys1796345600000 implements MigrationInterface {
  name = 'KitIdempotencyKeys1796345600000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."idempotency_keys" (
      "key" varchar(255) NOT NULL,
      "fingerprint" varchar(64) NOT NULL,
      "status" smallint,
      "answer" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("key")
    )`);
    await q.query(`CREATE INDEX "idempotency_keys_created_at" ON "${s}"."idempotency_keys" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."idempotency_keys"`);
  }
}
