import type { Server } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * The header a replica that is shutting down puts on the 503 it gives a request it did not start: the
 * request was not carried out, so a proxy may send it to another replica whatever its method.
 */
export const DRAINING_HEADER = 'x-replica-draining';

/** Where the service is in its stop: serving, draining (readiness 503, still serving), refusing (listener closed). */
@Injectable()
export class ShutdownState {
  draining = false;
  refusing = false;
}

/** Counts the requests a server is answering, and says when none is left. */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  constructor(server: Server) {
    server.on('request', (_req, res) => {
      this.count++;
      res.once('close', () => {
        this.count--;
        if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  get size(): number {
    return this.count;
  }

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

/**
 * Once the listener is closed, a request that still arrives on a kept-alive connection is answered 503
 * with the draining header and `Connection: close`: it was not started, the client (the gateway) sends
 * it elsewhere. The internal port (probes, metrics) keeps answering until the end.
 */
export function refuseWhileStopping(
  fastify: FastifyInstance,
  state: ShutdownState,
  isInternal: (raw: unknown) => boolean,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!state.refusing || isInternal(request.raw)) return done();
    reply
      .code(503)
      .header('connection', 'close')
      .header(DRAINING_HEADER, '1')
      .header('retry-after', '0')
      .send({ error: 'This replica is shutting down' });
  });
}

export interface ShutdownOptions {
  drainMs: number;
  graceMs: number;
  log: (line: string) => void;
}

/**
 * The stop an orchestrator asks for with SIGTERM: readiness 503 first (the health controller reads
 * `draining`), requests still served for `drainMs` while balancers notice, then the listener closes,
 * the requests in flight finish, and `app.close()` lets consumers finish their batch, stops the outbox
 * relay, drains NATS and closes the database pool. SIGINT (Ctrl-C, or the local stack stopping as a
 * whole, gateway included) skips the drain wait. Resolves once all is closed.
 */
export function gracefulStop(
  app: INestApplication,
  server: Server,
  inFlight: InFlight,
  state: ShutdownState,
  { drainMs, log }: Pick<ShutdownOptions, 'drainMs' | 'log'>,
): (signal: NodeJS.Signals) => Promise<void> {
  return async (signal) => {
    state.draining = true;
    if (signal === 'SIGTERM' && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    state.refusing = true;
    server.close();
    server.closeIdleConnections();
    await inFlight.idle();
    server.closeAllConnections();
    try {
      await app.close();
    } catch (error) {
      log(`error while closing: ${(error as Error).message}`);
    }
  };
}

/**
 * gracefulStop on SIGTERM and SIGINT, then exit. Past `drainMs + graceMs` the process exits anyway:
 * whatever was not finished is safe (events wait in the outbox, unacknowledged deliveries come again).
 */
export function stopGracefully(
  app: INestApplication,
  server: Server,
  inFlight: InFlight,
  state: ShutdownState,
  options: ShutdownOptions,
): void {
  const { drainMs, graceMs, log } = options;
  const stopNow = gracefulStop(app, server, inFlight, state, options);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    setTimeout(() => {
      log(`still stopping after ${drainMs + graceMs} ms (${inFlight.size} requests in flight); exiting`);
      process.exit(1);
    }, drainMs + graceMs);
    await stopNow(signal);
    log(`stopped on ${signal} in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
