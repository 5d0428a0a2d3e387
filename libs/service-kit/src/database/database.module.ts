import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import pg from 'pg';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { InboxRecord } from '../events/inbox.entity.js';
import { OutboxRecord } from '../events/outbox.entity.js';
import { KitDeadLetters1795564800000 } from './kit-dead-letters.migration.js';
import { KitOutboxStream1795651200000 } from './kit-outbox-stream.migration.js';
import { KitOutboxPendingSince1795824000000 } from './kit-outbox-pending-since.migration.js';
import { KitOutboxJsonEnvelope1796086400000 } from './kit-outbox-json-envelope.migration.js';
import { KitTables1763769600000 } from './kit-tables.migration.js';
import { KitIdempotencyKeys1796345600000 } from './kit-idempotency-keys.migration.js';
import { KitRateLimits1795737600000 } from '../rate-limit/kit-rate-limits.migration.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface DatabaseOptions {
  /** The service's own schema; every entity without an explicit schema lands here. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/** Opens the service's data source, makes sure its schema exists, then runs its migrations. */
export async function openDataSource(options: DataSourceOptions & { schema: string }): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  // One replica migrates at a time; the others wait and then find nothing left to do.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`takehome:migrate:${options.schema}`]);
    // Checked first: CREATE SCHEMA needs a database privilege a provisioned service role does not have.
    const existing = (await runner.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
      options.schema,
    ])) as unknown[];
    if (existing.length === 0) await runner.query(`CREATE SCHEMA "${options.schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`takehome:migrate:${options.schema}`])
      .catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}

/** TypeORM on the service's own schema: migrations at start, never `synchronize`; and the shared rate limiter. */
@Module({})
export class DatabaseModule {
  static forService({ schema, entities, migrations }: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [SERVICE_CONFIG],
          useFactory: (config: BaseConfig) => ({
            type: 'postgres' as const,
            // Given rather than left to TypeORM's require by name, which a bundled service cannot follow.
            driver: pg,
            url: config.DATABASE_URL,
            schema,
            entities: [...(entities as unknown[]), OutboxRecord, InboxRecord] as DataSourceOptions['entities'],
            migrations: [
              KitTables1763769600000,
              KitDeadLetters1795564800000,
              KitOutboxStream1795651200000,
              KitRateLimits1795737600000,
              KitOutboxPendingSince1795824000000,
              KitOutboxJsonEnvelope1796086400000,
              KitIdempotencyKeys1796345600000,
              ...migrations,
            ],
            migrationsTableName: 'migrations',
            retryAttempts: 5,
            retryDelay: 1000,
            synchronize: false,
            migrationsRun: false,
            installExtensions: false,
            extra: {
              max: config.DATABASE_POOL_SIZE,
              connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
              options: `-c search_path=${schema}`,
            },
          }),
          dataSourceFactory: (options) => openDataSource(options as DataSourceOptions & { schema: string }),
        }),
      ],
      providers: [RateLimiter],
      exports: [TypeOrmModule, RateLimiter],
    };
  }
}
