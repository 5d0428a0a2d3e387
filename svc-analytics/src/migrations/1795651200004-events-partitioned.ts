import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * Raw events in daily partitions (RawEventPartitions creates each day's ahead of time and drops
 * those past the retention), so old events go with a DROP instead of a long DELETE. Rows of days
 * without a partition of their own (the ones already here, late arrivals) live in `events_default`.
 * An event's time is part of the key: the same event always carries the same time, so a redelivery
 * still finds its row.
 */
export class EventsPartitioned1795651200004 implements MigrationInterface {
  name = 'EventsPartitioned1795651200004';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."events" RENAME TO "events_unpartitioned"`);
    await q.query(`ALTER INDEX "${s}"."events_type_time" RENAME TO "events_unpartitioned_type_time"`);
    await q.query(`CREATE TABLE "${s}"."events" (
      "id" uuid NOT NULL,
      "type" varchar(100) NOT NULL,
      "occurred_at" timestamptz NOT NULL,
      "user_id" uuid,
      "session_id" varchar(128),
      "data" jsonb NOT NULL,
      PRIMARY KEY ("id", "occurred_at")
    ) PARTITION BY RANGE ("occurred_at")`);
    await q.query(`CREATE INDEX "events_type_time" ON "${s}"."events" ("type", "occurred_at")`);
    await q.query(`CREATE TABLE "${s}"."events_default" PARTITION OF "${s}"."events" DEFAULT`);
    await q.query(`INSERT INTO "${s}"."events" SELECT id, type, occurred_at, user_id, session_id, data
                     FROM "${s}"."events_unpartitioned"`);
    await q.query(`DROP TABLE "${s}"."events_unpartitioned"`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."events_unpartitioned" (
      "id" uuid PRIMARY KEY,
      "type" varchar(100) NOT NULL,
      "occurred_at" timestamptz NOT NULL,
      "user_id" uuid,
      "session_id" varchar(128),
      "data" jsonb NOT NULL
    )`);
    await q.query(`INSERT INTO "${s}"."events_unpartitioned" SELECT DISTINCT ON (id) * FROM "${s}"."events"`);
    await q.query(`DROP TABLE "${s}"."events"`);
    await q.query(`ALTER TABLE "${s}"."events_unpartitioned" RENAME TO "events"`);
    await q.query(`CREATE INDEX "events_type_time" ON "${s}"."events" ("type", "occurred_at")`);
  }
}
