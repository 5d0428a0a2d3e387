// The local gateway: serves the shell and the remotes' static files and proxies API paths to their
// services by the one routes table. `npm start` and the browser tests run it; docker-compose uses
// nginx with a config generated from the same table.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ROUTES, routeFor } from './routes.mjs';

export const REMOTES = ['mf-calculator', 'mf-blog', 'mf-admin'];
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The manifest the shell reads at start: where each remote's entry lives (no URL is baked into the shell). */
export function remotesManifest(base = '') {
  return {
    remotes: REMOTES.map((dir) => ({ name: dir.replace('-', '_'), entry: `${base}/remotes/${dir}/remoteEntry.js` })),
  };
}

function sendJson(res, status, body, cacheControl = 'no-store') {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl });
  res.end(JSON.stringify(body));
}

function sendFile(res, file, method) {
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'x-content-type-options': 'nosniff',
    'cache-control': NO_CACHE.test(file)
      ? 'no-cache'
      : HASHED.test(file)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
  };
  if (extname(file) === '.js') headers['access-control-allow-origin'] = '*';
  res.writeHead(200, headers);
  if (method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

/** A file under `root` for a URL path, never escaping it. */
function fileUnder(root, urlPath) {
  const target = normalize(join(root, decodeURIComponent(urlPath)));
  if (!target.startsWith(root)) return undefined;
  return existsSync(target) && statSync(target).isFile() ? target : undefined;
}

async function serviceHealth(url) {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const requestId = req.headers['x-request-id'] ?? randomUUID();
  const upstream = httpRequest(
    url,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: url.host,
        'x-request-id': requestId,
        'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 503, { error: 'Service temporarily unavailable' });
    else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * @param {{ root: string, services: Record<string, string>, remotesBase?: string }} options
 *   root: the repository root; services: base URL of each service by name.
 */
export function createGateway({ root, services, remotesBase = '' }) {
  const shellDist = resolve(root, 'shell/dist');
  return createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    try {
      if (pathname === '/api/health') {
        const entries = await Promise.all(
          Object.entries(services).map(async ([name, url]) => [name, await serviceHealth(url)]),
        );
        const all = Object.fromEntries(entries);
        const up = entries.every(([, status]) => status === 'up');
        return sendJson(res, up ? 200 : 503, { status: up ? 'up' : 'down', services: all });
      }
      const route = routeFor(req.method ?? 'GET', pathname);
      if (route) return proxy(req, res, services[route.service]);
      if (pathname.startsWith('/api/')) return sendJson(res, 404, { error: 'Not found' });
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed' });

      if (pathname === '/remotes.json') return sendJson(res, 200, remotesManifest(remotesBase), 'no-cache');
      const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(pathname);
      if (remote) {
        const file = REMOTES.includes(remote[1]) ? fileUnder(resolve(root, remote[1], 'dist'), remote[2]) : undefined;
        return file ? sendFile(res, file, req.method) : sendJson(res, 404, { error: 'Not found' });
      }
      const asset = pathname !== '/' && fileUnder(shellDist, pathname);
      if (asset) return sendFile(res, asset, req.method);
      if (extname(pathname) && !pathname.endsWith('.html')) return sendJson(res, 404, { error: 'Not found' });
      // Every other path is a route of the single-page app; the shell draws its 404 page itself.
      const index = join(shellDist, 'index.html');
      if (!existsSync(index)) return sendJson(res, 503, { error: 'The front end is not built yet (npm run build)' });
      return sendFile(res, index, req.method);
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      console.error('gateway:', error);
    }
  });
}

export { ROUTES };
