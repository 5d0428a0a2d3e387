import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

export class Initial1763769600004 implements MigrationInterface {
  name = 'Initial1763769600004';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."events" (
      "id" uuid PRIMARY KEY,
      "type" varchar(100) NOT NULL,
      "occurred_at" timestamptz NOT NULL,
      "user_id" uuid,
      "session_id" varchar(128),
      "data" jsonb NOT NULL
    )`);
    await q.query(`CREATE INDEX "events_type_time" ON "${s}"."events" ("type", "occurred_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."events"`);
  }
}
