// The render server: the shell's deployable, which answers every page of the site and the shell's own
// files. It writes the shell's index.html with what the page needs first (./page-hints.mjs) and, for an
// anonymous visitor of a public page, the page rendered on the server (./prerender.mjs, with the front
// ends as deployed: ./renderer.mjs). The edge (the local gateway, nginx, the Ingress) routes /api to the
// services, /remotes/ to the remotes' static files and everything else here. Run by `npm start`
// (infra/stack) and as its own image (infra/docker/render.Dockerfile).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { PRERENDER_HEADER } from '@takehome/contracts';
import { securityHeaders } from '../gateway/security-headers.mjs';
import { fileUnder, staticFiles } from '../gateway/static-files.mjs';
import { manifestSource } from './manifest.mjs';
import { AFTER_PAINT_PATH, createPageHints } from './page-hints.mjs';
import { pageMatcher } from './page-paths.mjs';
import { watchPostChanges } from './post-events.mjs';
import { createPrerenderer, RENDER_BUNDLE } from './prerender.mjs';
import { createRenderer } from './renderer.mjs';

const AFTER_PAINT_SCRIPT = readFileSync(new URL('./after-paint.js', import.meta.url), 'utf8');

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

/**
 * @param {{ root: string, apiOrigin: string, assetsOrigin?: string, siteOrigin?: string,
 *   readManifest?: () => Promise<object>, authOrigin?: string, prerender?: boolean, refreshMs?: number,
 *   events?: { natsUrl: string, stream: string, subjectPrefix?: string }, log?: (line: string) => void }} options
 *   root: where the shell's build is (shell/dist, shell/dist-server); apiOrigin: where /api answers (the
 *   edge); assetsOrigin: where the manifest's addresses are fetched (default apiOrigin); siteOrigin: the
 *   public address, for a page's absolute links; refreshMs: how often deploys are looked for; events: where
 *   svc-content's `post.changed` events are heard (without it, posts are rendered at start only).
 * @returns {{ app: import('fastify').FastifyInstance, prerendered: Promise<string[]> }} `prerendered`
 *   resolves the pages drawn at start, once `app.listen()` was called (the first look needs the edge).
 */
export function createRenderServer({
  root,
  apiOrigin,
  assetsOrigin = apiOrigin,
  siteOrigin = apiOrigin,
  readManifest = manifestSource(),
  authOrigin,
  prerender = true,
  refreshMs = 10_000,
  events,
  log = () => undefined,
}) {
  const pageHeaders = securityHeaders(authOrigin);
  const encodePage = pageEncoder();
  const isPage = pageMatcher(root);
  const prerenderedDir = mkdtempSync(join(tmpdir(), 'takehome-rendered-'));
  const renderer = createRenderer({ bundle: join(root, RENDER_BUNDLE), readManifest, assetsOrigin, log });
  /** The manifest as last read: what pages carry and what the renderer loaded. */
  let manifest;
  const readManifestNow = async () => (manifest = await readManifest());
  const pageWithHints = createPageHints({
    root,
    remotesManifest: () => manifest,
    remoteManifest: renderer.remoteManifest,
    prerenderedDir,
  });
  const prerenderer = createPrerenderer({
    baseUrl: apiOrigin,
    outDir: prerenderedDir,
    renderer: { ...renderer, refresh: () => readManifestNow().then(() => renderer.refresh()) },
    siteOrigin,
    log,
  });

  const app = Fastify({ logger: false, forceCloseConnections: true });
  const shellDist = join(root, 'shell/dist');
  const sendFile = staticFiles(app, { root: shellDist, authOrigin });
  let started;
  app.addHook('onReady', () => {
    started = readManifestNow().catch((error) => log(`render: ${error.message}`));
  });
  let postChanges;
  app.addHook('onClose', async () => {
    await postChanges?.close();
    await prerenderer.close();
    rmSync(prerenderedDir, { recursive: true, force: true });
  });

  const sendJson = (reply, status, body, cacheControl = 'no-store') =>
    reply.code(status).header('cache-control', cacheControl).type('application/json; charset=utf-8').send(body);

  app.get('/health/live', (_request, reply) => sendJson(reply, 200, { status: 'up' }));
  // Ready once the manifest was read: pages can be written (a server render may follow later).
  app.get('/health/ready', (_request, reply) =>
    manifest ? sendJson(reply, 200, { status: 'up' }) : sendJson(reply, 503, { status: 'down' }),
  );
  app.get('/remotes.json', async (_request, reply) => {
    await started;
    return manifest
      ? sendJson(reply, 200, manifest, 'no-cache')
      : sendJson(reply, 503, { error: 'No remotes manifest' });
  });
  app.get(AFTER_PAINT_PATH, (request, reply) => {
    const { body, encoding } = encodePage(AFTER_PAINT_SCRIPT, String(request.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'Accept-Encoding')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(body);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler: async (request, reply) => {
      await started;
      const rawUrl = request.raw.url ?? '/';
      const queryAt = rawUrl.indexOf('?');
      const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
      const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
      const file = pathname !== '/' && pathname !== '/index.html' && fileUnder(shellDist, pathname);
      if (file) return sendFile(reply, shellDist, file);
      if (extname(pathname) && !pathname.endsWith('.html')) return sendJson(reply, 404, { error: 'Not found' });
      reply.headers(pageHeaders);
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
    },
  });
  app.setNotFoundHandler((_request, reply) => sendJson(reply, 405, { error: 'Method not allowed' }));

  const prerendered = (async () => {
    await app.ready();
    await started;
    if (!prerender) return [];
    const drawn = await prerenderer.renderAll().catch((error) => {
      log(`prerender: ${error.message.split('\n')[0]}`);
      return [];
    });
    prerenderer.watch(refreshMs);
    if (events)
      postChanges = watchPostChanges({ ...events, log, onChange: (change) => void prerenderer.postChanged(change) });
    return drawn;
  })();
  return { app, prerendered };
}
