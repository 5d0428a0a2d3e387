import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/**
 * Which incarnation of the stream (its creation time on the broker) each outbox row was published
 * to, so rows sent to a stream the broker has since lost are published again (docs/adr/0005-replay-after-broker-loses-its-store.md).
 */
export class KitOutboxStream1795651200000 implements MigrationInterface {
  name = 'KitOutboxStream1795651200000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."outbox" ADD COLUMN "stream_created" varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."outbox" DROP COLUMN "stream_created"`);
  }
}
