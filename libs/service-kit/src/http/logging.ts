import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';

export function createLogger(service: string, level: string): Logger {
  return pino({ name: service, level, base: { service } });
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** A request's id: the caller's `x-request-id` when it is well formed, else a new one (Fastify's `genReqId`). */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Probes and scrapes are not logged. */
const QUIET = /^\/(metrics|health(\/live|\/ready)?)(\?|$)/;

/**
 * One line per request once it is answered (`request completed`, with its id, method, URL, status and
 * time), the id echoed back in `x-request-id`.
 */
export function requestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!logger.isLevelEnabled('info')) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!QUIET.test(request.url)) {
      logger.info(
        {
          req: { id: request.id, method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}

/** Nest's own log lines go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
