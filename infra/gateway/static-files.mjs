// How the front ends' built files are served, the same wherever they are: the remotes' files by the
// edge's static hosting (the local gateway, nginx), the shell's by the render server that carries them.
// The compressed twins written at build time are sent as they are; hashed files are immutable, entries
// and manifests are never cached, and every file carries the pages' security headers.
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from './security-headers.mjs';

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;

/** A file under `root` for a URL path, never escaping it: its path relative to root, or undefined. */
export function fileUnder(root, urlPath) {
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

/** Cache-Control of a file (or its .br/.gz twin). */
export function cacheControlFor(sent) {
  const file = sent.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(file)) return 'no-cache';
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/** The headers every built file carries besides its Cache-Control. */
export function fileHeaders(relative, authOrigin) {
  return {
    ...securityHeaders(authOrigin),
    // A remote's scripts are fetched from another origin in development (each app's dev server).
    ...(extname(relative) === '.js' && { 'access-control-allow-origin': '*' }),
  };
}

/**
 * Registers @fastify/static on `app` (serving nothing by itself) and returns `send(reply, dir, relative)`,
 * which answers with the file under `dir`, its twin when the client takes one, and its headers.
 */
export function staticFiles(app, { root, authOrigin }) {
  app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
  });
  return (reply, dir, relative) => reply.headers(fileHeaders(relative, authOrigin)).sendFile(relative, dir);
}
