import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/**
 * Sign-in limits move to the kit's shared rate limits; where each account last signed in
 * from (so its owner is never locked out by others' guesses); each Stripe subscription's newest state.
 */
export class AbuseHardening1796100000001 implements MigrationInterface {
  name = 'AbuseHardening1796100000001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP TABLE "${s}"."auth_failures"`);
    await q.query(`CREATE TABLE "${s}"."known_sign_in_sources" (
      "user_id" uuid NOT NULL REFERENCES "${s}"."users" ("id") ON DELETE CASCADE,
      "source" char(43) NOT NULL,
      "last_seen_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "source")
    )`);
    await q.query(`CREATE TABLE "${s}"."subscription_states" (
      "subscription_id" varchar(255) PRIMARY KEY,
      "status" varchar(16) NOT NULL,
      "event_created_at" timestamptz NOT NULL,
      "deleted" boolean NOT NULL DEFAULT false
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`DROP TABLE "${s}"."subscription_states"`);
    await q.query(`DROP TABLE "${s}"."known_sign_in_sources"`);
    await q.query(`CREATE TABLE "${s}"."auth_failures" (
      "key" varchar(300) PRIMARY KEY,
      "failures" integer NOT NULL,
      "window_started_at" timestamptz NOT NULL
    )`);
  }
}
