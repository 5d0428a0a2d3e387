// The local gateway, standing in for the edge (the Ingress in production, nginx in docker-compose): it
// proxies API paths to their services by the one routes table, serves the remotes' static files as the
// remotes' own images do behind the Ingress (./static-files.mjs), and passes everything else to the
// render server (infra/render): every page and the shell's own files.
//
// Built on Fastify and undici: a request for a path of the routes table goes straight to its service
// over undici's pool of kept-alive connections, with a timeout per request (upstream.mjs); Fastify
// serves everything else: /api/health, the remotes' files through @fastify/static (which prefers the
// .br/.gz twins written at build time), and the rest through the render server.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { REMOTES, remotesManifest } from '../render/manifest.mjs';
import { ROUTES, routeFor } from './routes.mjs';
import { fileUnder, staticFiles } from './static-files.mjs';
import { createUpstreams, WHOLE_BODY_MAX, writeJsonError } from './upstream.mjs';

export { REMOTES, remotesManifest };
const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/** A service's readiness report (libs/service-kit health controller), or down when it does not answer. */
async function serviceHealth(url) {
  try {
    const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) });
    const report = await res.json().catch(() => ({}));
    if (!['up', 'degraded', 'down'].includes(report.status)) return { status: res.ok ? 'up' : 'down' };
    return report;
  } catch {
    return { status: 'down', error: 'Not answering' };
  }
}

/**
 * down when a service cannot serve requests (none of its replicas can); degraded when all serve but a
 * replica is down (stopping, restarting) or some events are delayed. `entries`: [label, report], the
 * label a service's name with `#n` for each of several replicas.
 */
function overallHealth(entries) {
  const byService = new Map();
  for (const [label, report] of entries) {
    const name = label.split('#')[0];
    byService.set(name, [...(byService.get(name) ?? []), report.status]);
  }
  const services = [...byService.values()];
  if (services.some((statuses) => statuses.every((status) => status === 'down'))) return 'down';
  return services.some((statuses) => statuses.some((status) => status !== 'up')) ? 'degraded' : 'up';
}

/** Reads a stream to its end: `done(null, buffer)`, or `done(error)` once if it fails. */
function readWhole(stream, done) {
  const chunks = [];
  let size = 0;
  let finished = false;
  const finish = (error, body) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  stream.on('data', (chunk) => {
    chunks.push(chunk);
    size += chunk.length;
  });
  stream.on('end', () => finish(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)));
  stream.on('error', (error) => finish(error));
  // Every stream closes, after its end too: the Error (its stack is the cost) only when the end never came.
  stream.on('close', () => {
    if (!finished)
      finish(Object.assign(new Error('Stream closed before its end'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
  });
}

/**
 * @param {{ root: string, services: Record<string, string | string[]>,
 *   upstreamTimeoutMs?: number, authOrigin?: string,
 *   upstreamLog?: (line: string) => void, upstreamHealthIntervalMs?: number }} options
 *   root: the repository root; services: base URL (or replicas' URLs) of each service by name, and
 *   `render`, the render server's, which answers every page.
 *   upstreamLog: told when a replica leaves or rejoins the rotation; upstreamHealthIntervalMs: how often
 *   each replica's readiness is asked (default 1 s, UPSTREAM_HEALTH_INTERVAL_MS).
 * @returns {import('fastify').FastifyInstance} call `listen({ port, host })` and `close()`.
 */
export function createGateway({
  root,
  services,
  upstreamTimeoutMs = Number(process.env.UPSTREAM_TIMEOUT_MS ?? DEFAULT_UPSTREAM_TIMEOUT_MS),
  authOrigin = process.env.KEYCLOAK_PUBLIC_URL ? new URL(process.env.KEYCLOAK_PUBLIC_URL).origin : undefined,
  upstreamLog,
  upstreamHealthIntervalMs,
}) {
  // Each service's replicas, balanced, with retries on another and ejection of a failing one (upstream.mjs).
  const forwarding = createUpstreams({
    services,
    timeoutMs: upstreamTimeoutMs,
    log: upstreamLog,
    ...(upstreamHealthIntervalMs === undefined ? {} : { healthIntervalMs: upstreamHealthIntervalMs }),
  });

  /**
   * A request for a path of the routes table, passed to its service as it came; false for any other.
   * Only origin-form targets ("/path?query") name a route: "//host/…" or "http://host/…" never reach
   * an upstream (Fastify answers them 400). The body is never parsed: it goes byte for byte (the Stripe
   * webhook checks its signature over the raw bytes); a small one with a length is read whole first,
   * so it leaves with the request's headers in one write (a streamed body costs a socket write of its
   * own), any other streams as it arrives.
   */
  const forwardRouted = (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith('/') || url.startsWith('//')) return false;
    const queryAt = url.indexOf('?');
    const route = routeFor(req.method, queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route) return false;
    if (!forwarding.has(route.service)) {
      writeJsonError(res, 503);
      return true;
    }
    const forward = (body) =>
      forwarding.forward({ service: route.service, raw: req, res, clientAddress: req.socket.remoteAddress, body });
    const { method } = req;
    const length = Number(req.headers['content-length']);
    if (method === 'GET' || method === 'HEAD') forward(null);
    else if (length > 0 && length <= WHOLE_BODY_MAX)
      readWhole(req, (error, body) => (error ? res.destroy() : forward(body)));
    else forward(req);
    return true;
  };

  const app = Fastify({
    logger: false,
    routerOptions: { maxParamLength: 2048 },
    genReqId: () => randomUUID(),
    // Stopping closes every client connection, also one waiting on a slow service: a stop never waits
    // out an upstream's timeout.
    forceCloseConnections: true,
    // A service's request skips Fastify's request and reply objects, hooks and router, the larger part of
    // the gateway's CPU per request (docs/adr/0008-fastify-gateway-and-services.md); Fastify takes the rest.
    serverFactory: (handle) => {
      const server = createServer((req, res) => {
        if (!forwardRouted(req, res)) handle(req, res);
      });
      // Fastify's own default for the server it makes: idle client connections are kept 72 s.
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  // Fastify reads no body: a page or file request has none worth reading.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.addHook('onClose', () => forwarding.close());
  const sendFile = staticFiles(app, { root, authOrigin });

  const sendJson = (reply, status, body, cacheControl = 'no-store') =>
    reply
      .code(status)
      .header('cache-control', cacheControl)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));

  /** A page (or the manifest, or the page loader): the render server's to answer. */
  const sendToRenderServer = (request, reply) => {
    if (!forwarding.has('render')) return sendJson(reply, 503, { error: 'The render server is not running' });
    reply.hijack();
    forwarding.forward({
      service: 'render',
      raw: request.raw,
      res: reply.raw,
      clientAddress: request.raw.socket.remoteAddress,
      body: null,
    });
    return reply;
  };

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '*',
    handler: async (request, reply) => {
      const rawUrl = request.raw.url ?? '/';
      // Only origin-form targets ("/path?query"): "//host/…" or "http://host/…" never name an upstream.
      if (!rawUrl.startsWith('/') || rawUrl.startsWith('//'))
        return sendJson(reply, 400, { error: 'Bad request target' });
      const queryAt = rawUrl.indexOf('?');
      const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);

      if (pathname === '/api/health') {
        const entries = await Promise.all(
          forwarding.all().map(async ([name, url]) => [name, await serviceHealth(url)]),
        );
        const status = overallHealth(entries);
        return sendJson(reply, status === 'down' ? 503 : 200, { status, services: Object.fromEntries(entries) });
      }
      // Paths of the routes table never come here (forwardRouted).
      if (pathname.startsWith('/api/')) return sendJson(reply, 404, { error: 'Not found' });
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(reply, 405, { error: 'Method not allowed' });

      const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(pathname);
      if (remote) {
        const dir = REMOTES.includes(remote[1]) ? resolve(root, remote[1], 'dist') : undefined;
        const file = dir && fileUnder(dir, remote[2]);
        return file ? sendFile(reply, dir, file) : sendJson(reply, 404, { error: 'Not found' });
      }
      // Every other path is the render server's: the pages, the shell's files, the manifest and the page loader.
      return sendToRenderServer(request, reply);
    },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error.statusCode && error.statusCode < 500) return sendJson(reply, error.statusCode, { error: error.message });
    // The browser went away (a navigation, a closed tab) while a service answered: nothing to tell anyone.
    if (request.raw.destroyed || error.name === 'RequestAbortedError' || error.code === 'UND_ERR_ABORTED') return reply;
    console.error('gateway:', error);
    return sendJson(reply, 500, { error: 'Internal server error' });
  });
  return app;
}

export { ROUTES };
