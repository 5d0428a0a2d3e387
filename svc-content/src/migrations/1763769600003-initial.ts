import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

export class Initial1763769600003 implements MigrationInterface {
  name = 'Initial1763769600003';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    await q.query(`CREATE TABLE "${s}"."posts" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "slug" varchar(120) NOT NULL UNIQUE,
      "title" varchar(200) NOT NULL,
      "excerpt" text NOT NULL,
      "content" text NOT NULL,
      "category" varchar(50) NOT NULL,
      "tags" text[] NOT NULL DEFAULT '{}',
      "author" varchar(100) NOT NULL,
      "read_time" varchar(20) NOT NULL,
      "image_url" varchar(2048),
      "featured" boolean NOT NULL DEFAULT false,
      "views" integer NOT NULL DEFAULT 0,
      "published" boolean NOT NULL DEFAULT false,
      "published_at" timestamptz,
      "target_keyword" varchar(200),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "search" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', "title"), 'A') ||
        setweight(to_tsvector('english', "excerpt"), 'B') ||
        setweight(to_tsvector('english', regexp_replace("content", '<[^>]*>', ' ', 'g')), 'C')
      ) STORED
    )`);
    await q.query(`CREATE INDEX "posts_search" ON "${s}"."posts" USING GIN ("search")`);
    await q.query(`CREATE INDEX "posts_published" ON "${s}"."posts" ("published", "published_at" DESC)`);
    await q.query(
      `CREATE INDEX "posts_target_keyword" ON "${s}"."posts" ("target_keyword") WHERE "target_keyword" IS NOT NULL`,
    );

    // Slugs a post had before a rename: they keep answering with a redirect (docs/product/blog.md).
    await q.query(`CREATE TABLE "${s}"."post_slugs" (
      "slug" varchar(120) PRIMARY KEY,
      "post_id" uuid NOT NULL REFERENCES "${s}"."posts" ("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "post_slugs_post" ON "${s}"."post_slugs" ("post_id")`);

    await q.query(`CREATE TABLE "${s}"."comments" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "post_id" uuid NOT NULL REFERENCES "${s}"."posts" ("id") ON DELETE CASCADE,
      "author" varchar(80) NOT NULL,
      "email" varchar(254),
      "content" text NOT NULL,
      "ip_hash" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "comments_post" ON "${s}"."comments" ("post_id", "created_at")`);
    await q.query(`CREATE INDEX "comments_ip" ON "${s}"."comments" ("ip_hash", "created_at")`);

    await q.query(`CREATE TABLE "${s}"."subscribers" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" varchar(254) NOT NULL UNIQUE,
      "first_name" varchar(100),
      "source" varchar(20) NOT NULL,
      "is_active" boolean NOT NULL DEFAULT true,
      "unsubscribe_token" varchar(64) NOT NULL UNIQUE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "unsubscribed_at" timestamptz
    )`);

    await q.query(`CREATE TABLE "${s}"."contact_messages" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "email" varchar(254) NOT NULL,
      "message" text NOT NULL,
      "delivery" varchar(20) NOT NULL,
      "delivery_error" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE "${s}"."support_tickets" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "number" bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      "user_id" uuid NOT NULL,
      "user_email" varchar(254) NOT NULL,
      "tier" varchar(20) NOT NULL,
      "subject" varchar(200) NOT NULL,
      "message" text NOT NULL,
      "priority" varchar(10) NOT NULL,
      "response_time" varchar(40) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "support_tickets_user" ON "${s}"."support_tickets" ("user_id", "created_at")`);

    await q.query(`CREATE TABLE "${s}"."scheduled_jobs" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "cron_pattern" varchar(100) NOT NULL,
      "is_active" boolean NOT NULL DEFAULT true,
      "last_run" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);

    // Generation and scheduler progress lines, read back as "the last N lines".
    await q.query(`CREATE TABLE "${s}"."activity_log" (
      "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      "kind" varchar(20) NOT NULL,
      "message" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "activity_log_kind" ON "${s}"."activity_log" ("kind", "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q.connection);
    for (const table of [
      'activity_log',
      'scheduled_jobs',
      'support_tickets',
      'contact_messages',
      'subscribers',
      'comments',
      'post_slugs',
      'posts',
    ]) {
      await q.query(`DROP TABLE "${s}"."${table}"`);
    }
  }
}
