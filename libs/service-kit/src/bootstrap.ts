import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { z } from 'zod';
import { ConfigError, loadConfig, type BaseConfig } from './config.js';
import { fastifyTrustProxy } from './http/client-address.js';
import { createLogger, PinoNestLogger, requestId, requestLogging } from './http/logging.js';
import { describeRoutesFromSchemas } from './http/openapi.js';
import { Metrics } from './http/metrics.js';
import { oddTextIn, ODD_TEXT_ERROR, refuseOddUrls } from './http/odd-text.js';
import { ServiceKitModule } from './service-kit.module.js';
import { InFlight, refuseWhileStopping, ShutdownState, stopGracefully } from './http/shutdown.js';

export interface ServiceDefinition<C extends BaseConfig> {
  /** e.g. 'svc-calc'; names logs, metrics, NATS consumers and the event producer. */
  name: string;
  /** The service's feature modules, given the validated config. */
  module: (config: C) => Type | import('@nestjs/common').DynamicModule;
  configSchema: z.ZodType<C>;
}

/** 256 KB: the largest body any route takes. */
const BODY_LIMIT = 256 * 1024;

/** The exact bytes of a JSON body, kept for signature checks (e.g. Stripe webhooks). */
export type RawBodyRequest = FastifyRequest & { rawBody?: Buffer };

/** An error a body parser answers with: its status and the `{ error }` text (the kit's ErrorFilter sends it). */
class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Bodies as the services read them: JSON parsed (malformed → 400 `{ error }`, NUL or invalid Unicode
 * → 400) with its exact bytes kept as `rawBody`; a form post as its text (the demo checkout's button); any other type is read and
 * ignored, as a JSON API always did (the handler then sees no body). Over BODY_LIMIT → 413.
 */
function parseBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    (req as RawBodyRequest).rawBody = bytes;
    if (bytes.length === 0) return done(null, undefined);
    const text = bytes.toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new BodyError(400, 'Malformed JSON'), undefined);
    }
    // NUL or invalid UTF-16 in a body never reaches a handler. In JSON text both can only
    // be written as a \u escape, so a body without one is not walked.
    if (text.includes('\\u') && oddTextIn(value)) return done(new BodyError(400, ODD_TEXT_ERROR), undefined);
    done(null, value);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    oddTextIn(body) ? done(new BodyError(400, ODD_TEXT_ERROR), undefined) : done(null, body),
  );
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));
}

/**
 * Helmet's headers (its defaults), worked out once and set on every answer. @fastify/helmet builds
 * Helmet's middleware again for every request (docs/adr/0008-fastify-gateway-and-services.md); with these
 * options the headers never depend on the request, so one copy does.
 */
function securityHeaders(fastify: FastifyInstance): void {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet()({} as IncomingMessage, collect, () => undefined);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Requests that arrived on the internal port (listenInternal). */
const internalRequests = new WeakSet<IncomingMessage>();
/** For operators and scrapers only: never answered on the public port. */
const INTERNAL_ONLY = /^\/(metrics|docs)(\/|\?|$)/;
/** What the internal port answers: the internal paths and health (for probes). */
const ON_INTERNAL_PORT = /^\/(metrics|docs|health)(\/|\?|$)/;

/** /metrics and /docs exist only on the internal port, which serves nothing else but health. */
function internalPathsOnInternalPort(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const internal = internalRequests.has(request.raw);
    if (internal ? ON_INTERNAL_PORT.test(request.url) : !INTERNAL_ONLY.test(request.url)) return done();
    reply.code(404).send({ error: 'Not found' });
  });
}

/** Serves the app's internal paths (/metrics, /docs, health) on a port of their own; closes with the app. */
export async function listenInternal(app: INestApplication, port: number, host: string): Promise<Server> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const server = createServer((req, res) => {
    internalRequests.add(req);
    fastify.routing(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  (app.getHttpServer() as Server).once('close', () => {
    server.close();
    server.closeAllConnections();
  });
  return server;
}

/** Builds (but does not start listening) a service app on Fastify; tests use this directly. */
export async function createServiceApp<C extends BaseConfig>(
  definition: ServiceDefinition<C>,
  config: C,
): Promise<INestApplication> {
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  @Module({ imports: [ServiceKitModule.forRoot(definition.name, config), definition.module(config)] })
  class RootModule {}

  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.TRUSTED_PROXIES),
    genReqId: requestId,
    // A URL the router cannot decode is answered like every other failure.
    frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      reply.code(400).send({ error: 'Malformed URL' });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(RootModule, adapter, {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // First of the hooks: a stopping replica refuses before any work is done for the request.
  refuseWhileStopping(fastify, app.get(ShutdownState), (raw) => internalRequests.has(raw as IncomingMessage));
  internalPathsOnInternalPort(fastify);
  requestLogging(fastify, logger);
  app.get(Metrics).observe(fastify);
  securityHeaders(fastify);
  await app.register(fastifyCookie);
  refuseOddUrls(fastify);
  parseBodies(fastify);

  const openapi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`TakeHome ${definition.name}`).addBearerAuth().build(),
  );
  describeRoutesFromSchemas(app, openapi);
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
  const server = app.getHttpServer() as Server;
  const inFlight = new InFlight(server);
  stopGracefully(app, server, inFlight, app.get(ShutdownState), {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    graceMs: config.SHUTDOWN_GRACE_MS,
    log: (line) => process.stdout.write(`${definition.name}: ${line}\n`),
  });
  await app.listen(config.PORT, config.HOST);
  const internalPort = config.INTERNAL_PORT ?? config.PORT + 1000;
  // Metrics and docs are for operators: a taken internal port costs them, never the service.
  await listenInternal(app, internalPort, config.HOST).catch((error: Error) =>
    process.stderr.write(`${definition.name}: internal port ${internalPort} not opened (${error.message})\n`),
  );
}
