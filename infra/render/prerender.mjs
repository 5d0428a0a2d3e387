// First paint without JavaScript for the public pages: each page is rendered by the front ends' own React
// trees with React's server APIs (the shell's server build and the remotes' server containers, loaded as
// deployed by infra/render/renderer.mjs), as an anonymous visitor's browser first renders it, with the API
// data it needs fetched from the running stack. The result (markup, styles, title, description and that data) is kept as JSON under `outDir`; the
// gateway writes it into index.html for anonymous visitors (infra/gateway/page-hints.mjs) and the browser
// hydrates it (shell/src/bootstrap.tsx).
//
// Post pages come from the published posts; `watch()` renders again the pages a publication changes (a new,
// edited, unpublished or newly visible post), and those a remote's new version draws.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRERENDER_HEADER } from '@takehome/contracts';
import { prerenderedFile } from './paths.mjs';

/** The public pages rendered the same for every anonymous visitor. */
export const STATIC_PAGES = ['/', '/blog', '/content', '/faq', '/pricing', '/about'];
/** Pages that show posts: rendered again whenever the published posts change. */
const POST_LISTING_PAGES = ['/', '/blog', '/content'];
const MAX_POSTS = 200;

/** The shell's server build, relative to the repository. */
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
 * @param {{ baseUrl: string, outDir: string, renderer: ReturnType<import('../render/renderer.mjs').createRenderer>,
 *   siteOrigin?: string, log?: (line: string) => void }} options
 *   siteOrigin: the public address (PUBLIC_URL) a page's absolute links are made from; default baseUrl
 *   renderer: renders with the front ends as deployed, and says when one of them changed
 */
export function createPrerenderer({ baseUrl, outDir, renderer, siteOrigin = baseUrl, log = () => undefined }) {
  /** slug → version of each post page rendered. */
  let drawnPosts = new Map();
  /** path → the remotes its rendered copy drew. */
  const drawnRemotes = new Map();
  let timers = [];
  let running = Promise.resolve();
  /** Set by close(): failures of a pass it cut short are not news. */
  let closing = false;

  async function draw(pathname) {
    const file = prerenderedFile(outDir, pathname);
    if (!file || closing) return false;
    try {
      // Every request says it is the prerenderer's: no views counted, nothing written.
      const page = await renderer.render(pathname, {
        apiOrigin: baseUrl,
        siteOrigin,
        headers: { [PRERENDER_HEADER]: '1' },
      });
      // Every public page has its heading: a render without one did not draw the page.
      if (!/<h1[\s>]/.test(page.html)) throw new Error('rendered no page heading');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(page));
      renameSync(`${file}.tmp`, file);
      drawnRemotes.set(pathname, Object.keys(page.versions?.remotes ?? {}));
      return true;
    } catch (error) {
      if (!closing) log(`prerender: ${pathname} not rendered (${error.message.split('\n')[0]})`);
      return false;
    }
  }

  function removeCopy(pathname) {
    const file = prerenderedFile(outDir, pathname);
    if (file) rmSync(file, { force: true });
    drawnRemotes.delete(pathname);
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
    // A new shell renders every page anew; a remote's new version, the pages that drew that remote.
    const deployed = await renderer.refresh();
    if (deployed === 'all') all = true;
    if (all) drawnPosts = new Map();
    const redeployed =
      deployed === 'all' ? [] : [...drawnRemotes].filter(([, remotes]) => remotes.some((r) => deployed.includes(r)));
    const current = new Map(posts.map((post) => [post.slug, versionOf(post)]));
    const changed = posts.filter((post) => drawnPosts.get(post.slug) !== versionOf(post)).map((p) => p.slug);
    const gone = [...drawnPosts.keys()].filter((slug) => !current.has(slug));
    if (!all && changed.length === 0 && gone.length === 0 && redeployed.length === 0) return [];
    for (const slug of gone) removeCopy(`/blog/${slug}`);
    const pages = new Set([
      ...(all ? STATIC_PAGES : changed.length || gone.length ? POST_LISTING_PAGES : []),
      ...changed.map((slug) => `/blog/${slug}`),
      ...redeployed.map(([path]) => path),
    ]);
    const drawn = await drawPages([...pages]);
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
    /**
     * Looks for published, edited or withdrawn posts and for front ends deployed anew every `intervalMs`,
     * and renders what they change.
     */
    watch(intervalMs = 10_000) {
      if (timers.length) return;
      const timer = setInterval(() => {
        queued(() => refresh(false)).catch((error) => closing || log(`prerender: ${error.message.split('\n')[0]}`));
      }, intervalMs);
      timer.unref?.();
      timers.push(timer);
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
      for (const timer of timers) clearInterval(timer);
      await running.catch(() => undefined);
      await renderer.close();
    },
  };
}
