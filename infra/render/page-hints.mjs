// What a page of the single-page app needs before it can draw, written into index.html as it is sent:
// preload links for the shell's startup chunks and for the remote entry and the exposed module of the
// page's route (so they download while main.js starts instead of one after another), and the remotes manifest inline (one round trip fewer; a JSON
// script element is data, never run, so the CSP's script-src 'self' still holds).
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import escapeHtml from 'escape-html';
import { prerenderedFile } from './paths.mjs';

/** Public routes drawn by a remote's page: [path pattern, remote folder, exposed module] (as shell/src/AppRoutes.tsx). */
export const PAGE_MODULES = [
  [/^\/(calculator)?$/, 'mf-calculator', 'CalculatorPage'],
  [/^\/blog$/, 'mf-blog', 'BlogListPage'],
  [/^\/blog\/[^/]+$/, 'mf-blog', 'BlogPostPage'],
  [/^\/content$/, 'mf-blog', 'ContentPage'],
  [/^\/faq$/, 'mf-blog', 'FaqPage'],
];

/** Reads a file again only when it changed on disk (a remote deployed alone is picked up at once). */
function cachedReader(parse) {
  const cache = new Map();
  return (file) => {
    let mtime;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const hit = cache.get(file);
    if (hit?.mtime === mtime) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtime, value });
    return value;
  };
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const ROOT_ELEMENT = '<div id="root"></div>';
/** Served by the render server from ./after-paint.js. */
export const AFTER_PAINT_PATH = '/after-paint.js';
const CALCULATOR_PAGE = PAGE_MODULES[0][0];

/** The JSON element holding the API data a server-rendered page was drawn from (shell/src/serverRendered.ts). */
export const SERVER_DATA_ID = 'server-data';
/** The JSON element naming the front-end versions that drew it (the browser hydrates only the same ones). */
export const SERVER_VERSIONS_ID = 'server-versions';

/**
 * index.html with the page rendered on the server (./prerender.mjs, shell/src/server/render.tsx): its markup
 * in #root, which the app hydrates, its styles (a styled-components element the app takes over), the data
 * it was drawn from as a JSON element (data, never run: the CSP's script-src 'self' holds), title and description.
 */
function withServerRender(html, rendered, pathname) {
  if (!html.includes(ROOT_ELEMENT) || typeof rendered?.html !== 'string') return html;
  let page = html;
  // "TakeHome needs JavaScript to calculate…" is true of the calculator only: the other pages read fine without.
  if (!CALCULATOR_PAGE.test(pathname)) page = page.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  page = page.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root">${rendered.html}</div><script type="application/json" id="${SERVER_DATA_ID}">${escapeJson(rendered.data ?? { queries: [], mutations: [] })}</script>` +
      `<script type="application/json" id="${SERVER_VERSIONS_ID}">${escapeJson(rendered.versions ?? null)}</script>`,
  );
  if (rendered.title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`);
  if (rendered.description)
    page = page.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(rendered.description)}"`,
    );
  const css = String(rendered.css ?? '').replace(/<\//g, '<\\/');
  const version = escapeHtml(String(rendered.styledVersion ?? ''));
  return page.replace(
    '</head>',
    () => `<style data-styled="true" data-styled-version="${version}">${css}</style></head>`,
  );
}

/**
 * @param {{ root: string, remotesManifest: () => object | undefined, remoteManifest: (name: string) => object | undefined,
 *   prerenderedDir?: string }} options
 *   root: where the shell's build is (shell/dist); remotesManifest: the manifest the page carries;
 *   remoteManifest: a remote's browser federation manifest (mf-manifest.json), for what the page preloads
 * @returns {(pathname: string, options?: { prerendered?: boolean }) => string | undefined} index.html with the
 *   page's hints (and its server render when there is one and `prerendered` is not false), or undefined when not built
 */
export function createPageHints({ root, remotesManifest, remoteManifest, prerenderedDir }) {
  const readText = cachedReader((text) => text);
  const readJson = cachedReader((text) => JSON.parse(text));
  const indexFile = resolve(root, 'shell/dist/index.html');
  // Written by the shell's build (StartupChunksPlugin): React, the shared libraries, the bootstrap.
  const startupFile = resolve(root, 'shell/dist/startup.json');

  function preloads(pathname, manifest) {
    const match = PAGE_MODULES.find(([pattern]) => pattern.test(pathname));
    if (!match) return [];
    const [, remote, exposed] = match;
    const name = remote.replace('-', '_');
    const entry = manifest?.remotes.find((r) => r.name === name)?.entry;
    const files = remoteManifest(name)?.exposes?.find((e) => e.name === exposed)?.assets?.js?.sync ?? [];
    const base = entry?.slice(0, entry.lastIndexOf('/') + 1);
    return [entry, ...files.map((file) => `${base}${file}`)].filter(Boolean);
  }

  return (pathname, { prerendered = true } = {}) => {
    let html = readText(indexFile);
    if (!html) return undefined;
    const copyFile = prerendered && prerenderedDir ? prerenderedFile(prerenderedDir, pathname) : undefined;
    const copy = copyFile ? readJson(copyFile) : undefined;
    const startup = (readJson(startupFile) ?? []).map((file) => `/${file}`);
    const manifest = remotesManifest();
    const scripts = [...startup, ...preloads(pathname, manifest)];
    const head = manifest
      ? [`<script type="application/json" id="remotes-manifest">${escapeJson(manifest)}</script>`]
      : [];
    if (copy) {
      // The server's markup paints without JavaScript, so the app's scripts are fetched only after that
      // first paint (infra/gateway/after-paint.js) instead of competing with the page for the connection.
      html = withServerRender(html, copy, pathname);
      const entries = [];
      html = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src) => {
        entries.push(src);
        return '';
      });
      head.push(
        `<script type="application/json" id="after-paint">${escapeJson({ preload: scripts, scripts: entries })}</script>`,
        `<script defer src="${AFTER_PAINT_PATH}"></script>`,
      );
    } else {
      head.unshift(...scripts.map((href) => `<link rel="preload" as="script" href="${href}">`));
    }
    return html.includes('</head>')
      ? html.replace('</head>', () => `${head.join('')}</head>`)
      : `${head.join('')}${html}`;
  };
}
