import { refuseOddText } from './http/odd-text.js';
import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { z } from 'zod';
import { ConfigError, loadConfig, type BaseConfig } from './config.js';
import { trustProxies } from './http/client-address.js';
import { createLogger, PinoNestLogger, requestLogger } from './http/logging.js';
import { Metrics } from './http/metrics.js';
import { ServiceKitModule } from './service-kit.module.js';

export interface ServiceDefinition<C extends BaseConfig> {
  /** e.g. 'svc-calc'; names logs, metrics, NATS consumers and the event producer. */
  name: string;
  /** The service's feature modules, given the validated config. */
  module: (config: C) => Type | import('@nestjs/common').DynamicModule;
  configSchema: z.ZodType<C>;
}

const JSON_LIMIT = '256kb';

/** The exact bytes of a JSON body, kept for signature checks (e.g. Stripe webhooks). */
export type RawBodyRequest = Request & { rawBody?: Buffer };

/** A JSON body parser that answers malformed JSON with 400 `{ error }` instead of an HTML page. */
function jsonBody() {
  const parse = express.json({
    limit: JSON_LIMIT,
    verify: (req, _res, buf) => {
      (req as RawBodyRequest).rawBody = buf;
    },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status ?? 400;
      const message = status === 413 ? 'Request body too large' : 'Malformed JSON';
      res.status(status).json({ error: message });
    });
}

/** Requests that arrived on the internal port (listenInternal). */
const internalRequests = new WeakSet<IncomingMessage>();
/** For operators and scrapers only: never answered on the public port. */
const INTERNAL_ONLY = /^\/(metrics|docs)(\/|$)/;
/** What the internal port answers: the internal paths and health (for probes). */
const ON_INTERNAL_PORT = /^\/(metrics|docs|health)(\/|$)/;

/** Issue 13: /metrics and /docs exist only on the internal port, which serves nothing else but health. */
function internalPathsOnInternalPort() {
  return (req: Request, res: Response, next: NextFunction) => {
    const internal = internalRequests.has(req);
    if (internal ? ON_INTERNAL_PORT.test(req.path) : !INTERNAL_ONLY.test(req.path)) return next();
    res.status(404).json({ error: 'Not found' });
  };
}

/** Serves the app's internal paths (/metrics, /docs, health) on a port of their own; closes with the app. */
export async function listenInternal(app: INestApplication, port: number, host: string): Promise<Server> {
  const handle = app.getHttpAdapter().getInstance() as (req: IncomingMessage, res: unknown) => void;
  const server = createServer((req, res) => {
    internalRequests.add(req);
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  (app.getHttpServer() as Server).once('close', () => server.close());
  return server;
}

/** Builds (but does not start listening) a service app; tests use this directly. */
export async function createServiceApp<C extends BaseConfig>(
  definition: ServiceDefinition<C>,
  config: C,
): Promise<INestApplication> {
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  @Module({ imports: [ServiceKitModule.forRoot(definition.name, config), definition.module(config)] })
  class RootModule {}

  const app = await NestFactory.create(RootModule, { bodyParser: false, logger: new PinoNestLogger(logger) });
  trustProxies(app, config.TRUSTED_PROXIES);
  app.use(internalPathsOnInternalPort());
  app.use(requestLogger(logger));
  app.use(app.get(Metrics).middleware());
  app.use(helmet());
  app.use(cookieParser());
  app.use(jsonBody());
  app.use(express.text({ type: 'application/x-www-form-urlencoded', limit: JSON_LIMIT }));
  app.use(refuseOddText());
  app.enableShutdownHooks();

  const openapi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`TakeHome ${definition.name}`).addBearerAuth().build(),
  );
  SwaggerModule.setup('docs', app, openapi, { jsonDocumentUrl: 'docs/openapi.json' });
  await app.init();
  return app;
}

/** The `main.ts` of every service: validate config (exit naming every bad variable), then listen. */
export async function bootstrapService<C extends BaseConfig>(definition: ServiceDefinition<C>): Promise<void> {
  let config: C;
  try {
    config = loadConfig(definition.configSchema, process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${definition.name}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createServiceApp(definition, config);
  // `node dist/main.js --migrate`: a deploy's migrations job (infra/k8s): start, which migrates under
  // the schema's advisory lock, then stop without serving.
  if (process.argv.includes('--migrate')) {
    await app.close();
    process.stdout.write(`${definition.name}: migrations applied\n`);
    process.exit(0);
  }
  await app.listen(config.PORT, config.HOST);
  const internalPort = config.INTERNAL_PORT ?? config.PORT + 1000;
  // Metrics and docs are for operators: a taken internal port costs them, never the service.
  await listenInternal(app, internalPort, config.HOST).catch((error: Error) =>
    process.stderr.write(`${definition.name}: internal port ${internalPort} not opened (${error.message})\n`),
  );
}
