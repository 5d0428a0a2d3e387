import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

export class Initial1763769600001 implements MigrationInterface {
  name = 'Initial1763769600001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."users" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" varchar(254) NOT NULL,
      "display_name" varchar(200) NOT NULL,
      "first_name" varchar(100) NOT NULL DEFAULT '',
      "last_name" varchar(100) NOT NULL DEFAULT '',
      "membership_tier" varchar(16) NOT NULL DEFAULT 'free'
        CHECK ("membership_tier" IN ('free', 'plus', 'pro', 'business', 'webmaster', 'admin')),
      "tier_expires_at" timestamptz,
      "calculations_used" integer NOT NULL DEFAULT 0 CHECK ("calculations_used" >= 0),
      "calculations_limit" integer CHECK ("calculations_limit" >= 0),
      "billing_customer_id" varchar(255),
      "billing_subscription_id" varchar(255),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "users_email" ON "${s}"."users" ("email")`);
    await q.query(
      `CREATE INDEX "users_tier_expiry" ON "${s}"."users" ("tier_expires_at") WHERE "tier_expires_at" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "users_billing_customer" ON "${s}"."users" ("billing_customer_id") WHERE "billing_customer_id" IS NOT NULL`,
    );

    await q.query(`CREATE TABLE "${s}"."password_credentials" (
      "user_id" uuid PRIMARY KEY REFERENCES "${s}"."users" ("id") ON DELETE CASCADE,
      "password_hash" text NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE "${s}"."refresh_tokens" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "family_id" uuid NOT NULL,
      "user_id" uuid NOT NULL REFERENCES "${s}"."users" ("id") ON DELETE CASCADE,
      "token_hash" char(64) NOT NULL UNIQUE,
      "expires_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "used_at" timestamptz,
      "revoked_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "refresh_tokens_family" ON "${s}"."refresh_tokens" ("family_id")`);
    await q.query(`CREATE INDEX "refresh_tokens_user" ON "${s}"."refresh_tokens" ("user_id", "expires_at")`);

    await q.query(`CREATE TABLE "${s}"."signing_keys" (
      "kid" varchar(64) PRIMARY KEY,
      "algorithm" varchar(16) NOT NULL,
      "public_jwk" jsonb NOT NULL,
      "private_key_pem" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE "${s}"."auth_failures" (
      "key" varchar(300) PRIMARY KEY,
      "failures" integer NOT NULL,
      "window_started_at" timestamptz NOT NULL
    )`);

    await q.query(`CREATE TABLE "${s}"."checkout_sessions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "${s}"."users" ("id") ON DELETE CASCADE,
      "price_id" varchar(32) NOT NULL,
      "completed_at" timestamptz,
      "expires_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE "${s}"."billing_events" (
      "event_id" varchar(255) PRIMARY KEY,
      "type" varchar(100) NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    for (const table of [
      'billing_events',
      'checkout_sessions',
      'auth_failures',
      'signing_keys',
      'refresh_tokens',
      'password_credentials',
      'users',
    ]) {
      await q.query(`DROP TABLE "${s}"."${table}"`);
    }
  }
}
