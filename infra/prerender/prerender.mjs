// First paint without JavaScript for the public pages: each page is drawn by the product's own front end
// in headless Chromium, as an anonymous visitor sees it, and what it drew (the markup under #root, the
// styles styled-components inserted, the title and description) is kept as JSON under `outDir`. The
// gateway writes it into index.html for anonymous visitors (infra/gateway/page-hints.mjs); the app then
// takes the copy's place once it has drawn the same page (shell/src/prerendered.ts).
//
// Post pages come from the published posts; `watch()` re-draws the pages a publication changes (a new,
// edited, unpublished or newly visible post) within `intervalMs`.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { PRERENDER_HEADER } from '@takehome/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { prerenderedFile } from './paths.mjs';

/** The public pages drawn the same for every anonymous visitor. */
export const STATIC_PAGES = ['/', '/blog', '/content', '/faq', '/pricing', '/about'];
/** Pages that show posts: drawn again whenever the published posts change. */
const POST_LISTING_PAGES = ['/', '/blog', '/content'];
const MAX_POSTS = 200;
const SETTLE_TIMEOUT_MS = 30_000;

/** Runs in the page: what the app drew, once #root is marked settled. */
function capturePage() {
  const root = document.getElementById('root');
  const css = [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode?.nodeName === 'STYLE')
    .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
    .join('\n');
  return {
    html: root.innerHTML,
    css,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  };
}

async function publishedPosts(baseUrl) {
  const posts = [];
  for (let offset = 0; offset < MAX_POSTS; offset += 50) {
    const response = await fetch(`${baseUrl}/api/blog/posts?limit=50&offset=${offset}&sort=newest`, {
      headers: { [PRERENDER_HEADER]: '1' },
    });
    if (!response.ok) throw new Error(`GET /api/blog/posts answered ${response.status}`);
    const page = await response.json();
    posts.push(...page.posts);
    if (posts.length >= page.total || page.posts.length === 0) break;
  }
  return posts;
}

const versionOf = (post) => `${post.updatedAt}|${post.publishedAt}`;

/**
 * @param {{ baseUrl: string, outDir: string, executablePath?: string, log?: (line: string) => void,
 *   buildVersion?: () => string }} options
 *   buildVersion: changes when a front end is built again (every page is then drawn anew).
 */
export function createPrerenderer({
  baseUrl,
  outDir,
  executablePath = CHROMIUM_PATH,
  log = () => undefined,
  buildVersion = () => '',
}) {
  let browser;
  /** slug → version of each post page drawn. */
  let drawnPosts = new Map();
  let drawnBuild;
  let timer;
  let running = Promise.resolve();
  /** Set by close(): failures of a pass it cut short are not news. */
  let closing = false;

  async function draw(context, pathname) {
    const file = prerenderedFile(outDir, pathname);
    if (!file) return false;
    const page = await context.newPage();
    try {
      const response = await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`answered ${response?.status()}`);
      await page.waitForSelector('#root[data-settled]', { state: 'attached', timeout: SETTLE_TIMEOUT_MS });
      const copy = await page.evaluate(capturePage);
      // Every public page has its heading: a copy without one caught the page before it was drawn.
      if (!/<h1[\s>]/.test(copy.html)) throw new Error('drew no page heading');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(copy));
      renameSync(`${file}.tmp`, file);
      return true;
    } catch (error) {
      if (!closing) log(`prerender: ${pathname} not drawn (${error.message.split('\n')[0]})`);
      return false;
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  async function withContext(work) {
    // The stack stops the browser itself (close()) with everything else: Playwright's own SIGINT
    // handler would exit the process first and leave the stack's services running.
    browser ??= await chromium.launch({
      executablePath,
      args: CHROMIUM_FLAGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    // A fresh anonymous visitor each time; every request says it is the prerenderer's, and nothing the
    // page would write (analytics, views) reaches the services.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'en-US',
      timezoneId: 'UTC',
      extraHTTPHeaders: { [PRERENDER_HEADER]: '1' },
    });
    await context.route('**/api/**', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 204 }),
    );
    try {
      return await work(context);
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  function removeCopy(pathname) {
    const file = prerenderedFile(outDir, pathname);
    if (file) rmSync(file, { force: true });
  }

  /** Draws `pathnames`; resolves the ones drawn. */
  async function drawPages(context, pathnames) {
    const drawn = [];
    for (const pathname of pathnames) if (await draw(context, pathname)) drawn.push(pathname);
    return drawn;
  }

  /** Draws the pages whose posts changed since the last call; `all`: every public page and post. */
  async function refresh(all) {
    const posts = await publishedPosts(baseUrl);
    // A new build of the shell or of a remote (deployed alone) draws every page anew.
    const build = buildVersion();
    if (build !== drawnBuild) all = true;
    drawnBuild = build;
    if (all) drawnPosts = new Map();
    const current = new Map(posts.map((post) => [post.slug, versionOf(post)]));
    const changed = posts.filter((post) => drawnPosts.get(post.slug) !== versionOf(post)).map((p) => p.slug);
    const gone = [...drawnPosts.keys()].filter((slug) => !current.has(slug));
    if (!all && changed.length === 0 && gone.length === 0) return [];
    for (const slug of gone) removeCopy(`/blog/${slug}`);
    const pages = [...(all ? STATIC_PAGES : POST_LISTING_PAGES), ...changed.map((slug) => `/blog/${slug}`)];
    const drawn = await withContext((context) => drawPages(context, pages));
    // A post whose page could not be drawn is tried again at the next look.
    drawnPosts = new Map([...current].filter(([slug]) => !changed.includes(slug) || drawn.includes(`/blog/${slug}`)));
    return drawn;
  }

  /** One refresh at a time. */
  const queued = (work) => (running = running.then(work, work));

  return {
    /** Draws every public page and every published post now. */
    renderAll: () =>
      queued(async () => {
        const started = Date.now();
        const drawn = await refresh(true).catch((error) => {
          if (closing) return [];
          throw error;
        });
        if (!closing) log(`prerender: ${drawn.length} pages drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return drawn;
      }),
    /** Looks for published, edited or withdrawn posts every `intervalMs` and draws what they change. */
    watch(intervalMs = 60_000) {
      timer ??= setInterval(() => {
        queued(() => refresh(false)).catch((error) => closing || log(`prerender: ${error.message.split('\n')[0]}`));
      }, intervalMs);
      timer.unref?.();
    },
    /** The pages drawn so far (paths). */
    pages() {
      const found = [];
      const walk = (dir, prefix) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}/${entry.name}`);
          else if (entry.name.endsWith('.json')) {
            const name = entry.name.slice(0, -'.json'.length);
            found.push(prefix === '' && name === 'index' ? '/' : `${prefix}/${name}`);
          }
        }
      };
      try {
        walk(outDir, '');
      } catch {
        // Nothing drawn yet.
      }
      return found.sort();
    },
    /** Stops at once: the browser goes first, which ends a pass under way (its pages are not drawn). */
    async close() {
      closing = true;
      clearInterval(timer);
      await browser?.close().catch(() => undefined);
      browser = undefined;
      await running.catch(() => undefined);
    },
  };
}
