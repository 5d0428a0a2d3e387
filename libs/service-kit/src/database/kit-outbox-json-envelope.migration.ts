import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/**
 * The outbox keeps each envelope as the JSON text it was written as (`json`), stored uncompressed
 * (EXTERNAL). An envelope is written once, read back only when the relay has to search for it, and
 * published as it is: parsing it into jsonb and compressing it was the biggest part of svc-analytics's
 * ingest in Postgres (docs/adr/0009-json-columns-for-opaque-documents.md). Writers of an
 * older build still insert jsonb, which Postgres casts on assignment.
 */
export class KitOutboxJsonEnvelope1796086400000 implements MigrationInterface {
  name = 'KitOutboxJsonEnvelope1796086400000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."outbox" ALTER COLUMN "envelope" TYPE json USING "envelope"::json`);
    await q.query(`ALTER TABLE "${s}"."outbox" ALTER COLUMN "envelope" SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."outbox" ALTER COLUMN "envelope" TYPE jsonb USING "envelope"::jsonb`);
    await q.query(`ALTER TABLE "${s}"."outbox" ALTER COLUMN "envelope" SET STORAGE EXTENDED`);
  }
}
