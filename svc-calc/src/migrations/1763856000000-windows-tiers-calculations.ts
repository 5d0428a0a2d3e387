import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

export class WindowsTiersCalculations1763856000000 implements MigrationInterface {
  name = 'WindowsTiersCalculations1763856000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    // One open window per signed-in user ('user:<id>') or anonymous session ('session:<id>').
    await q.query(`CREATE TABLE "${s}"."usage_windows" (
      "subject" varchar(160) PRIMARY KEY,
      "window_start" timestamptz NOT NULL,
      "used" integer NOT NULL
    )`);
    // Tiers and limits as learnt from user.registered / user.upgraded.
    await q.query(`CREATE TABLE "${s}"."user_tiers" (
      "user_id" uuid PRIMARY KEY,
      "tier" varchar(16) NOT NULL,
      "calculations_limit" integer,
      "changed_at" timestamptz NOT NULL
    )`);
    // Money columns are unbounded numeric: engine inputs go up to 1e9, so products exceed any fixed precision.
    await q.query(`CREATE TABLE "${s}"."calculations" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "name" varchar(120) NOT NULL,
      "calculation_date" timestamptz NOT NULL,
      "inputs" jsonb NOT NULL,
      "results" jsonb NOT NULL,
      "weekly_expenses" jsonb NOT NULL,
      "gross_pay" numeric NOT NULL,
      "net_pay" numeric NOT NULL,
      "left_over" numeric NOT NULL,
      "total_deductions" numeric NOT NULL,
      "total_expenses" numeric NOT NULL
    )`);
    await q.query(`CREATE INDEX "calculations_user_date" ON "${s}"."calculations" ("user_id", "calculation_date" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP TABLE "${s}"."calculations"`);
    await q.query(`DROP TABLE "${s}"."user_tiers"`);
    await q.query(`DROP TABLE "${s}"."usage_windows"`);
  }
}
