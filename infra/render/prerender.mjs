// First paint without JavaScript for the public pages: each page is rendered by the front ends' own React
// trees with React's server APIs (the shell's server build and the remotes' server containers, loaded as
// deployed by infra/render/renderer.mjs), as an anonymous visitor's browser first renders it, with the API
// data it needs fetched from the running stack. The result (markup, styles, title, description and that data) is kept as JSON under `outDir`; the
// gateway writes it into index.html for anonymous visitors (infra/gateway/page-hints.mjs) and the browser
// hydrates it (shell/src/bootstrap.tsx).
//
// Post pages come from the published posts; `postChanged()` (svc-content's `post.changed` events) renders
// again the pages a post's change touches, and `watch()` those a front end's new version draws.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRERENDER_HEADER } from '@takehome/contracts';
import { prerenderedFile } from './paths.mjs';

/** The public pages rendered the same for every anonymous visitor. */
export const STATIC_PAGES = ['/', '/blog', '/content', '/faq', '/pricing', '/about'];
/** Pages that show posts: rendered again whenever the published posts change. */
const POST_LISTING_PAGES = ['/', '/blog', '/content'];
const MAX_POSTS = 200;
const MAX_TIMER_MS = 2 ** 31 - 1;

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
  let watching;
  /** Renders waiting for a post scheduled ahead. */
  const timers = [];
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

  /** Renders every public page and published post (`all`), else those whose posts changed since the last call. */
  async function refreshPosts(all) {
    const posts = await publishedPosts(baseUrl);
    if (all) drawnPosts = new Map();
    const current = new Map(posts.map((post) => [post.slug, versionOf(post)]));
    const changed = posts.filter((post) => drawnPosts.get(post.slug) !== versionOf(post)).map((p) => p.slug);
    const gone = [...drawnPosts.keys()].filter((slug) => !current.has(slug));
    if (!all && changed.length === 0 && gone.length === 0) return [];
    for (const slug of gone) removeCopy(`/blog/${slug}`);
    const pages = [...(all ? STATIC_PAGES : POST_LISTING_PAGES), ...changed.map((slug) => `/blog/${slug}`)];
    const drawn = await drawPages(pages);
    // A post whose page could not be rendered is tried again at the next change.
    drawnPosts = new Map([...current].filter(([slug]) => !changed.includes(slug) || drawn.includes(`/blog/${slug}`)));
    return drawn;
  }

  /** Loads what is deployed; a new shell renders every page anew, a remote's new version the pages that drew it. */
  async function refreshDeploys() {
    const deployed = await renderer.refresh();
    if (deployed === 'all') return refreshPosts(true);
    const redeployed = [...drawnRemotes].filter(([, remotes]) => remotes.some((r) => deployed.includes(r)));
    return drawPages(redeployed.map(([path]) => path));
  }

  /** Renders the posts' pages again once a post scheduled ahead becomes visible. */
  function renderWhenVisible(visibleFrom) {
    const wait = Date.parse(visibleFrom) - Date.now();
    if (!(wait > 0)) return;
    // Timers take at most ~24.8 days: a later date is looked at again then.
    const timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? renderWhenVisible(visibleFrom) : postsChanged()),
      Math.min(wait + 1000, MAX_TIMER_MS),
    );
    timer.unref?.();
    timers.push(timer);
  }

  const reportFailure = (error) => closing || log(`prerender: ${error.message.split('\n')[0]}`);
  const postsChanged = () => queued(() => refreshPosts(false)).catch(reportFailure);

  /** One refresh at a time. */
  const queued = (work) => (running = running.then(work, work));

  return {
    /** Renders every public page and every published post now. */
    renderAll: () =>
      queued(async () => {
        const started = Date.now();
        const drawn = await renderer
          .refresh()
          .then(() => refreshPosts(true))
          .catch((error) => {
            if (closing) return [];
            throw error;
          });
        if (!closing)
          log(`prerender: ${drawn.length} pages rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return drawn;
      }),
    /** Looks for front ends deployed anew every `intervalMs` (their entries), and renders what they change. */
    watch(intervalMs = 10_000) {
      if (watching) return;
      watching = setInterval(() => queued(refreshDeploys).catch(reportFailure), intervalMs);
      watching.unref?.();
    },
    /**
     * A post was published, edited, withdrawn or deleted (`post.changed`): renders the pages that show it
     * (the post's own, the listings), and again when a post scheduled ahead becomes visible.
     */
    postChanged(event) {
      if (closing) return Promise.resolve();
      if (event?.visibleFrom) renderWhenVisible(event.visibleFrom);
      return postsChanged();
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
      clearInterval(watching);
      for (const timer of timers) clearTimeout(timer);
      await running.catch(() => undefined);
      await renderer.close();
    },
  };
}
