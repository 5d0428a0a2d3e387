import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * Raw events are written on every ingested event and never read by the API (the rollups carry the
 * figures), so they are kept as cheaply as they can be written:
 * - `data` as `json`, the text as it came: Postgres spent about half of a raw row's insert parsing
 *   each payload into `jsonb` (docs/adr/0009-json-columns-for-opaque-documents.md);
 * - no `(type, occurred_at)` index: nothing queries by it (retention drops whole days' partitions),
 *   and every row paid for its btree entry.
 * A deployment that wants to query them can still cast (`data::jsonb`) or index a day's partition.
 * Rewrites the table once (every partition).
 */
export class RawEventsJson1796172800004 implements MigrationInterface {
  name = 'RawEventsJson1796172800004';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP INDEX IF EXISTS "${s}"."events_type_time"`);
    await q.query(`ALTER TABLE "${s}"."events" ALTER COLUMN "data" TYPE json USING "data"::json`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."events" ALTER COLUMN "data" TYPE jsonb USING "data"::jsonb`);
    await q.query(`CREATE INDEX "events_type_time" ON "${s}"."events" ("type", "occurred_at")`);
  }
}
