import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * A calculation's inputs, results and weekly expenses are stored and read back whole; no query looks
 * inside them. As jsonb, Postgres built a binary tree of every save's ~1.7 KB of JSON and sorted its
 * keys, and wrote it out as text again on every read; json checks the text and keeps it. With the
 * save statement's new shape (CalculationsRepository.insertManyStatement), in one backend over 12,000
 * rows of saves (issue 11): 72 µs a row before, into jsonb, 32 µs now, into json. The outbox's
 * envelope is json for the same reason (KitOutboxJsonEnvelope).
 */
export class CalculationsJsonColumns1796300000000 implements MigrationInterface {
  name = 'CalculationsJsonColumns1796300000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."calculations"
      ALTER COLUMN "inputs" TYPE json USING "inputs"::json,
      ALTER COLUMN "results" TYPE json USING "results"::json,
      ALTER COLUMN "weekly_expenses" TYPE json USING "weekly_expenses"::json`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`ALTER TABLE "${s}"."calculations"
      ALTER COLUMN "inputs" TYPE jsonb USING "inputs"::jsonb,
      ALTER COLUMN "results" TYPE jsonb USING "results"::jsonb,
      ALTER COLUMN "weekly_expenses" TYPE jsonb USING "weekly_expenses"::jsonb`);
  }
}
