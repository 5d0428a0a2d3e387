import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { createServiceApp, listenInternal, type ServiceDefinition } from '../bootstrap.js';
import { loadConfig, type BaseConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { deleteStream, isolatedNatsConfig, OwnNatsServer } from './nats.js';
import { TestIssuer } from './issuer.js';

export interface TestService {
  app: INestApplication;
  url: string;
  /** The internal port's base URL: /metrics, /docs and health. */
  internalUrl: string;
  config: BaseConfig;
  database: TestDatabase;
  /** Closes the app; with `keepData` the database and stream stay for a restarted instance. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestServiceOptions {
  issuer: TestIssuer;
  /** Reuse a database (e.g. a second replica, or a restart); a new one is made otherwise. */
  database?: TestDatabase;
  env?: Record<string, string>;
}

/** Starts a real service on a free port, with its own database and NATS stream. */
export async function startTestService<C extends BaseConfig>(
  definition: ServiceDefinition<C>,
  { issuer, database, env = {} }: TestServiceOptions,
): Promise<TestService> {
  const db = database ?? (await createTestDatabase(definition.name.replace(/\W/g, '')));
  const nats = env.NATS_STREAM ? {} : isolatedNatsConfig();
  const config = loadConfig(definition.configSchema, {
    NODE_ENV: 'test',
    PORT: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    ...nats,
    ...issuer.config,
    ...env,
  });
  const app = await createServiceApp(definition, config);
  await app.listen(0, '127.0.0.1');
  const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
  const internal = (await listenInternal(app, 0, '127.0.0.1')).address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    internalUrl: `http://127.0.0.1:${internal.port}`,
    config,
    database: db,
    async close({ keepData = false } = {}) {
      await app.close();
      if (keepData) return;
      await deleteStream(config.NATS_URL, config.NATS_STREAM).catch(() => undefined);
      if (!database) await db.drop();
    },
  };
}

/**
 * A token issuer and the service, started once for the spec file that calls this (in its `beforeAll`)
 * and closed after it; read `issuer` and `service` inside the tests. With `ownNats`, the service talks
 * to a NATS server of its own (`nats`), which a test may stop and start again.
 */
export function testServiceForFile<C extends BaseConfig>(
  definition: ServiceDefinition<C>,
  { ownNats = false, env = {}, ...options }: Omit<TestServiceOptions, 'issuer'> & { ownNats?: boolean } = {},
): { readonly issuer: TestIssuer; readonly service: TestService; readonly nats: OwnNatsServer } {
  const started = {} as { issuer: TestIssuer; service: TestService; nats: OwnNatsServer };
  beforeAll(async () => {
    started.issuer = await TestIssuer.start();
    if (ownNats) started.nats = await OwnNatsServer.started();
    started.service = await startTestService(definition, {
      ...options,
      issuer: started.issuer,
      env: ownNats ? { ...env, NATS_URL: started.nats.url } : env,
    });
  });
  afterAll(async () => {
    await started.service?.close();
    await started.nats?.dispose();
    await started.issuer?.close();
  });
  return started;
}
