import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/** Events a consumer gave up on after its tries, with the last error (docs/adr/0003-transactional-outbox-and-inbox.md). */
export class KitDeadLetters1795564800000 implements MigrationInterface {
  name = 'KitDeadLetters1795564800000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."dead_letter" (
      "event_id" uuid NOT NULL,
      "consumer" varchar(200) NOT NULL,
      "subject" varchar(200) NOT NULL,
      "envelope" jsonb NOT NULL,
      "error" text NOT NULL,
      "deliveries" integer NOT NULL,
      "parked_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("event_id", "consumer")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."dead_letter"`);
  }
}
