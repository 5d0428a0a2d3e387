import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';

/** Rate-limit counters in fixed windows, shared by every replica of the service (docs/adr/0014-rate-limits-in-the-service-database.md). */
export class KitRateLimits1795737600000 implements MigrationInterface {
  name = 'KitRateLimits1795737600000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."rate_limits" (
      "key" varchar(120) PRIMARY KEY,
      "hits" integer NOT NULL,
      "window_ends_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX "rate_limits_window_ends_at" ON "${s}"."rate_limits" ("window_ends_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."rate_limits"`);
  }
}
