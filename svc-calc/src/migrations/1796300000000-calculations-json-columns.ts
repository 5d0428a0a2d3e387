import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * A calculation's inputs, results and weekly expenses are stored and read back whole; no query looks
 * inside them. As jsonb, Postgres built a binary tree of every save's ~1.7 KB of JSON and sorted its
 * keys, and wrote it out as text again on every read; json checks the text and keeps it. With the
 * save statement's shape (CalculationsRepository.insertManyStatement) that is less than half the
 * backend's time a row (docs/adr/0009-json-columns-for-opaque-documents.md). The outbox's
 * envelope is json for the same reason (KitOutboxJsonEnvelope).
 */
export class CalculationsJsonColumns1796300000000 implements MigrationInterface {
  name = 'CalculationsJsonColumns1796300000000';

  up(q: QueryRunner): Promise<void> {
    return retype(q, 'json');
  }

  down(q: QueryRunner): Promise<void> {
    return retype(q, 'jsonb');
  }
}

/** The three JSON columns as `type`, each value converted, in one rewrite of the table. */
async function retype(q: QueryRunner, type: 'json' | 'jsonb'): Promise<void> {
  const columns = ['inputs', 'results', 'weekly_expenses'].map(
    (column) => `ALTER COLUMN "${column}" TYPE ${type} USING "${column}"::${type}`,
  );
  await q.query(`ALTER TABLE "${schemaOf(q.connection)}"."calculations" ${columns.join(', ')}`);
}
