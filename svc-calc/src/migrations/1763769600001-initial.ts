import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

export class Initial1763769600001 implements MigrationInterface {
  name = 'Initial1763769600001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."usage_events" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid,
      "session_id" varchar(128) NOT NULL,
      "user_type" varchar(16) NOT NULL,
      "user_agent" varchar(512),
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "usage_events_user" ON "${s}"."usage_events" ("user_id", "created_at")`);
    await q.query(`CREATE INDEX "usage_events_session" ON "${s}"."usage_events" ("session_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."usage_events"`);
  }
}
