// The local gateway: serves the shell and the remotes' static files and proxies API paths to their
// services by the one routes table. `npm start` and the browser tests run it; docker-compose uses
// nginx with a config generated from the same table.
//
// Built on Fastify and undici: a request for a path of the routes table goes straight to its service
// over undici's pool of kept-alive connections, with a timeout per request (upstream.mjs); Fastify
// serves everything else: the pages, /api/health, and the front ends' files through @fastify/static,
// which prefers the .br/.gz twins that infra/scripts/precompress.mjs writes at build time.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { PRERENDER_HEADER } from '@takehome/contracts';
import { ROUTES, routeFor } from './routes.mjs';
import { AFTER_PAINT_PATH, createPageHints } from './page-hints.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createUpstreams, WHOLE_BODY_MAX, writeJsonError } from './upstream.mjs';

export const REMOTES = ['mf-calculator', 'mf-blog', 'mf-admin'];
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;
const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
const AFTER_PAINT_SCRIPT = readFileSync(new URL('./after-paint.js', import.meta.url), 'utf8');

/** The manifest the shell reads at start: where each remote's entry lives (no URL is baked into the shell). */
export function remotesManifest(base = '') {
  return {
    remotes: REMOTES.map((dir) => ({ name: dir.replace('-', '_'), entry: `${base}/remotes/${dir}/remoteEntry.js` })),
  };
}

/**
 * Whether the shell draws a page at a path (shell/src/pagePaths.json: "/x", "/x/:param", "/x/*"), so
 * any other path answers 404 with the shell's not-found page. Without the list every path is a page.
 */
export function pageMatcher(root) {
  let patterns;
  try {
    patterns = JSON.parse(readFileSync(resolve(root, 'shell/src/pagePaths.json'), 'utf8')).paths;
  } catch {
    return () => true;
  }
  const matchers = patterns.map((pattern) => {
    const source = pattern
      .split('/')
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}/?$`);
  });
  return (pathname) => matchers.some((matcher) => matcher.test(pathname));
}

/** A file under `root` for a URL path, never escaping it: its path relative to root, or undefined. */
function fileUnder(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = normalize(join(root, decoded));
  if (!target.startsWith(`${root}/`)) return undefined;
  return existsSync(target) && statSync(target).isFile() ? target.slice(root.length + 1) : undefined;
}

function cacheControlFor(sent) {
  const file = sent.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(file)) return 'no-cache';
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

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

/** down when a service cannot serve requests; degraded when all serve but some events are delayed. */
function overallHealth(reports) {
  if (reports.some((report) => report.status === 'down')) return 'down';
  return reports.some((report) => report.status === 'degraded') ? 'degraded' : 'up';
}

/**
 * Pages are written per request (hints, prerendered copy) but repeat until a copy or a build changes:
 * each is compressed once per encoding and kept (the most recent `maxEntries`).
 */
function pageEncoder(maxEntries = 200) {
  const cache = new Map();
  return (html, acceptEncoding) => {
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
    if (!encoding) return { body: html };
    const key = `${encoding}:${html}`;
    let body = cache.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
            })
          : gzipSync(html, { level: 9 });
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
      cache.set(key, body);
    }
    return { body, encoding };
  };
}

/** Round-robin over each service's replicas. */
function upstreamPicker(services) {
  const pools = Object.fromEntries(
    Object.entries(services).map(([name, urls]) => [name, Array.isArray(urls) ? urls : [urls]]),
  );
  const next = Object.fromEntries(Object.keys(pools).map((name) => [name, 0]));
  return {
    pick(name) {
      const pool = pools[name];
      if (!pool?.length) return undefined;
      const url = pool[next[name] % pool.length];
      next[name] = (next[name] + 1) % pool.length;
      return url;
    },
    all: () =>
      Object.entries(pools).flatMap(([name, urls]) =>
        urls.map((url, i) => [urls.length > 1 ? `${name}#${i + 1}` : name, url]),
      ),
  };
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
 * @param {{ root: string, services: Record<string, string | string[]>, remotesBase?: string,
 *   upstreamTimeoutMs?: number, authOrigin?: string, prerenderedDir?: string,
 *   renderPage?: (page: { path: string, search: string, headers: Record<string, string|string[]|undefined> })
 *     => Promise<{ status: number, html: string, headers?: Record<string,string> } | undefined> }} options
 *   root: the repository root; services: base URL (or replicas' URLs) of each service by name;
 *   renderPage: server-rendered HTML for a page path, or undefined to send the static index.html.
 *   prerenderedDir: where infra/prerender keeps the public pages' copies, sent to anonymous visitors.
 * @returns {import('fastify').FastifyInstance} call `listen({ port, host })` and `close()`.
 */
export function createGateway({
  root,
  services,
  remotesBase = '',
  upstreamTimeoutMs = Number(process.env.UPSTREAM_TIMEOUT_MS ?? DEFAULT_UPSTREAM_TIMEOUT_MS),
  authOrigin = process.env.KEYCLOAK_PUBLIC_URL ? new URL(process.env.KEYCLOAK_PUBLIC_URL).origin : undefined,
  renderPage,
  prerenderedDir,
}) {
  const shellDist = resolve(root, 'shell/dist');
  const pageHeaders = securityHeaders(authOrigin);
  const upstreams = upstreamPicker(services);
  const forwarding = createUpstreams({ timeoutMs: upstreamTimeoutMs });
  const encodePage = pageEncoder();
  const pageWithHints = createPageHints({ root, remotesManifest: remotesManifest(remotesBase), prerenderedDir });
  const isPage = pageMatcher(root);

  /**
   * A request for a path of the routes table, passed to its service as it came; false for any other.
   * Only origin-form targets ("/path?query") name a route: "//host/…" or "http://host/…" never reach
   * an upstream (Fastify answers them 400). The body is never parsed: it goes byte for byte (the Stripe
   * webhook checks its signature over the raw bytes); a small one with a length is read whole first,
   * so it leaves with the request's headers in one write (issue 11's profile: a streamed body cost a
   * socket write of its own), any other streams as it arrives.
   */
  const forwardRouted = (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith('/') || url.startsWith('//')) return false;
    const queryAt = url.indexOf('?');
    const route = routeFor(req.method, queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route) return false;
    const upstream = upstreams.pick(route.service);
    if (!upstream) {
      writeJsonError(res, 503);
      return true;
    }
    const forward = (body) =>
      forwarding.forward({ origin: upstream, raw: req, res, clientAddress: req.socket.remoteAddress, body });
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
    // A service's request skips Fastify's request and reply objects, hooks and router (20-50 µs of the
    // gateway's CPU per save, issue 11); Fastify takes the rest.
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
  app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
  });

  const sendJson = (reply, status, body, cacheControl = 'no-store') =>
    reply
      .code(status)
      .header('cache-control', cacheControl)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));

  const sendFile = (reply, dir, relative) => {
    if (extname(relative) === '.js') reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    if (extname(relative) === '.html') reply.headers(pageHeaders);
    return reply.sendFile(relative, dir);
  };

  const sendPage = async (request, reply, pathname, search) => {
    reply.headers(pageHeaders);
    const page = renderPage ? await renderPage({ path: pathname, search, headers: request.headers }) : undefined;
    if (page) {
      return reply
        .code(page.status)
        .headers({ 'cache-control': 'no-cache', ...page.headers })
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    // The prerendered copy is the page an anonymous visitor gets at that address without a query
    // (?category=… draws another list): someone who may be signed in, or the prerenderer itself, gets the plain page.
    const cookies = String(request.headers.cookie ?? '');
    const prerendered =
      search === '' && !/(?:^|;\s*)takehome_session=1(?:;|$)/.test(cookies) && !request.headers[PRERENDER_HEADER];
    const html = pageWithHints(pathname, { prerendered });
    if (!html) return sendJson(reply, 503, { error: 'The front end is not built yet (npm run build)' });
    const { body, encoding } = encodePage(html, String(request.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(isPage(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
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
      const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);

      if (pathname === '/api/health') {
        const entries = await Promise.all(upstreams.all().map(async ([name, url]) => [name, await serviceHealth(url)]));
        const status = overallHealth(entries.map(([, report]) => report));
        return sendJson(reply, status === 'down' ? 503 : 200, { status, services: Object.fromEntries(entries) });
      }
      // Paths of the routes table never come here (forwardRouted).
      if (pathname.startsWith('/api/')) return sendJson(reply, 404, { error: 'Not found' });
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(reply, 405, { error: 'Method not allowed' });

      if (pathname === '/remotes.json') return sendJson(reply, 200, remotesManifest(remotesBase), 'no-cache');
      if (pathname === AFTER_PAINT_PATH) {
        reply.header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=300');
        return reply.type('text/javascript; charset=utf-8').send(AFTER_PAINT_SCRIPT);
      }
      const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(pathname);
      if (remote) {
        const dir = REMOTES.includes(remote[1]) ? resolve(root, remote[1], 'dist') : undefined;
        const file = dir && fileUnder(dir, remote[2]);
        return file ? sendFile(reply, dir, file) : sendJson(reply, 404, { error: 'Not found' });
      }
      const asset = pathname !== '/' && pathname !== '/index.html' && fileUnder(shellDist, pathname);
      if (asset) return sendFile(reply, shellDist, asset);
      if (extname(pathname) && !pathname.endsWith('.html')) return sendJson(reply, 404, { error: 'Not found' });
      // Every other path is a route of the single-page app; the shell draws its 404 page itself.
      return sendPage(request, reply, pathname, search);
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
