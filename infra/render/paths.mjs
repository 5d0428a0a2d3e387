// Where the prerenderer keeps a page's copy; read by the gateway, written by infra/prerender/prerender.mjs.
import { join } from 'node:path';

const SAFE_PATH = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/i;

/** `index.json` for `/`, `blog/some-post.json` for `/blog/some-post`; undefined for any other shape of path. */
export function prerenderedFile(outDir, pathname) {
  if (!SAFE_PATH.test(pathname)) return undefined;
  return join(outDir, pathname === '/' ? 'index.json' : `${pathname.slice(1)}.json`);
}
