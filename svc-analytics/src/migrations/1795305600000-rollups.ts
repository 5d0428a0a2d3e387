import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/** Daily rollups and the per-visitor, per-account and per-exposure state they are derived from. */
export class Rollups1795305600000 implements MigrationInterface {
  name = 'Rollups1795305600000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."daily_counts" (
      "metric" varchar(64) NOT NULL,
      "day" date NOT NULL,
      "dimension" varchar(200) NOT NULL DEFAULT '',
      "value" bigint NOT NULL,
      PRIMARY KEY ("metric", "day", "dimension")
    )`);
    await q.query(`CREATE TABLE "${s}"."visitors" (
      "session_id" varchar(128) PRIMARY KEY,
      "first_seen_at" timestamptz NOT NULL,
      "source" varchar(100),
      "source_at" timestamptz,
      "calculations" integer NOT NULL DEFAULT 0,
      "returned" boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE TABLE "${s}"."visitor_days" (
      "session_id" varchar(128) NOT NULL,
      "day" date NOT NULL,
      PRIMARY KEY ("session_id", "day")
    )`);
    await q.query(`CREATE TABLE "${s}"."accounts" (
      "user_id" uuid PRIMARY KEY,
      "registered_at" timestamptz,
      "first_paid_at" timestamptz
    )`);
    await q.query(`CREATE TABLE "${s}"."ab_exposures" (
      "test_id" varchar(64) NOT NULL,
      "session_id" varchar(128) NOT NULL,
      "variant_id" varchar(64) NOT NULL,
      "impressed_at" timestamptz,
      "converted_at" timestamptz,
      PRIMARY KEY ("test_id", "session_id")
    )`);
    await q.query(`CREATE TABLE "${s}"."user_daily_calculations" (
      "user_id" uuid NOT NULL,
      "day" date NOT NULL,
      "calculations" integer NOT NULL,
      PRIMARY KEY ("user_id", "day")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    for (const table of [
      'user_daily_calculations',
      'ab_exposures',
      'accounts',
      'visitor_days',
      'visitors',
      'daily_counts',
    ]) {
      await q.query(`DROP TABLE "${s}"."${table}"`);
    }
  }
}
