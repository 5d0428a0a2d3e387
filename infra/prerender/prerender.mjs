// First paint without JavaScript for the public pages (issue #10): each page is rendered by the front end's
// own React tree with React's server APIs (shell/src/server/render.tsx, built to shell/dist-server/render.cjs),
// as an anonymous visitor's browser first renders it, with the API data it needs fetched from the running
// stack. The result (markup, styles, title, description and that data) is kept as JSON under `outDir`; the
// gateway writes it into index.html for anonymous visitors (infra/gateway/page-hints.mjs) and the browser
// hydrates it (shell/src/bootstrap.tsx).
//
// Post pages come from the published posts; `watch()` renders again the pages a publication changes (a new,
// edited, unpublished or newly visible post) within `intervalMs`.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PRERENDER_HEADER } from '@takehome/contracts';
import { prerenderedFile } from './paths.mjs';

/** The public pages rendered the same for every anonymous visitor. */
export const STATIC_PAGES = ['/', '/blog', '/content', '/faq', '/pricing', '/about'];
/** Pages that show posts: rendered again whenever the published posts change. */
const POST_LISTING_PAGES = ['/', '/blog', '/content'];
const MAX_POSTS = 200;

const require = createRequire(import.meta.url);

/** The server render's build, relative to the repository. */
export const RENDER_BUNDLE = 'shell/dist-server/render.cjs';

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
 * Loads the render bundle afresh (a new build of the front end replaces it on disk).
 * @returns {(url: string, options: { apiOrigin: string, headers?: Record<string, string> }) => Promise<object>}
 */
function loadRender(bundle) {
  delete require.cache[require.resolve(bundle)];
  return require(bundle).render;
}

/**
 * @param {{ baseUrl: string, outDir: string, bundle: string, siteOrigin?: string, log?: (line: string) => void,
 *   buildVersion?: () => string, bundleIsCurrent?: () => boolean }} options
 *   siteOrigin: the public address (PUBLIC_URL) a page's absolute links are made from; default baseUrl
 *   bundle: the render bundle's path (RENDER_BUNDLE under the repository)
 *   buildVersion: changes when a front end is built again (every page is then rendered anew).
 *   bundleIsCurrent: false when a front end was built after the render bundle (a remote deployed alone):
 *   the bundle carries the remotes' code as it was, so its markup would not be what the browser renders.
 *   The pages are then sent without a server render until the shell is built again.
 */
export function createPrerenderer({
  baseUrl,
  outDir,
  bundle,
  siteOrigin = baseUrl,
  log = () => undefined,
  buildVersion = () => '',
  bundleIsCurrent = () => true,
}) {
  let render;
  /** slug → version of each post page rendered. */
  let drawnPosts = new Map();
  let drawnBuild;
  let timer;
  let running = Promise.resolve();
  /** Set by close(): failures of a pass it cut short are not news. */
  let closing = false;

  async function draw(pathname) {
    const file = prerenderedFile(outDir, pathname);
    if (!file || closing) return false;
    try {
      // Every request says it is the prerenderer's: no views counted, nothing written.
      const page = await render(pathname, {
        apiOrigin: baseUrl,
        siteOrigin,
        headers: { [PRERENDER_HEADER]: '1' },
      });
      // Every public page has its heading: a render without one did not draw the page.
      if (!/<h1[\s>]/.test(page.html)) throw new Error('rendered no page heading');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(page));
      renameSync(`${file}.tmp`, file);
      return true;
    } catch (error) {
      if (!closing) log(`prerender: ${pathname} not rendered (${error.message.split('\n')[0]})`);
      return false;
    }
  }

  function removeCopy(pathname) {
    const file = prerenderedFile(outDir, pathname);
    if (file) rmSync(file, { force: true });
  }

  /** Renders `pathnames`; resolves the ones rendered. */
  async function drawPages(pathnames) {
    const drawn = [];
    for (const pathname of pathnames) if (await draw(pathname)) drawn.push(pathname);
    return drawn;
  }

  /** Renders the pages whose posts changed since the last call; `all`: every public page and post. */
  async function refresh(all) {
    const posts = await publishedPosts(baseUrl);
    // A new build of the shell or of a remote (deployed alone) renders every page anew, with the new code.
    const build = buildVersion();
    if (build !== drawnBuild || !render) {
      if (!existsSync(bundle)) throw new Error(`no server render build at ${bundle} (npm run build)`);
      if (!bundleIsCurrent()) {
        // Hydrating another version's markup would not match: no server render beats a wrong one.
        if (build !== drawnBuild)
          log(
            'prerender: a front end is newer than the server render build; pages are drawn by JavaScript until the shell is built again',
          );
        drawnBuild = build;
        render = undefined;
        drawnPosts = new Map();
        rmSync(outDir, { recursive: true, force: true });
        return [];
      }
      render = loadRender(bundle);
      all = true;
    }
    drawnBuild = build;
    if (all) drawnPosts = new Map();
    const current = new Map(posts.map((post) => [post.slug, versionOf(post)]));
    const changed = posts.filter((post) => drawnPosts.get(post.slug) !== versionOf(post)).map((p) => p.slug);
    const gone = [...drawnPosts.keys()].filter((slug) => !current.has(slug));
    if (!all && changed.length === 0 && gone.length === 0) return [];
    for (const slug of gone) removeCopy(`/blog/${slug}`);
    const pages = [...(all ? STATIC_PAGES : POST_LISTING_PAGES), ...changed.map((slug) => `/blog/${slug}`)];
    const drawn = await drawPages(pages);
    // A post whose page could not be rendered is tried again at the next look.
    drawnPosts = new Map([...current].filter(([slug]) => !changed.includes(slug) || drawn.includes(`/blog/${slug}`)));
    return drawn;
  }

  /** One refresh at a time. */
  const queued = (work) => (running = running.then(work, work));

  return {
    /** Renders every public page and every published post now. */
    renderAll: () =>
      queued(async () => {
        const started = Date.now();
        const drawn = await refresh(true).catch((error) => {
          if (closing) return [];
          throw error;
        });
        if (!closing)
          log(`prerender: ${drawn.length} pages rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return drawn;
      }),
    /** Looks for published, edited or withdrawn posts every `intervalMs` and renders what they change. */
    watch(intervalMs = 60_000) {
      timer ??= setInterval(() => {
        queued(() => refresh(false)).catch((error) => closing || log(`prerender: ${error.message.split('\n')[0]}`));
      }, intervalMs);
      timer.unref?.();
    },
    /** The pages rendered so far (paths). */
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
        // Nothing rendered yet.
      }
      return found.sort();
    },
    /** Stops: the page being rendered finishes, no other starts. */
    async close() {
      closing = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
