// infra/prerender: the public pages and every published post rendered, kept as JSON for the gateway; a
// remote's new version renders again exactly the pages that drew it, a new shell every page. A renderer
// of the same shape as infra/render/renderer.mjs (whose real loading infra/test/server-render.spec.ts
// covers) and a fake API stand in for the front ends and the stack.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrerenderer, STATIC_PAGES } from '../render/prerender.mjs';

const POSTS: { slug: string; updatedAt: string; publishedAt: string }[] = [
  { slug: 'overtime-after-forty', updatedAt: '2026-06-02T12:00:00.000Z', publishedAt: '2026-06-02T12:00:00.000Z' },
];

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the prerenderer', () => {
  let api: Server;
  let baseUrl: string;
  const seen: { url: string; prerender: string | undefined }[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.push({ url: req.url ?? '', prerender: req.headers['x-takehome-prerender'] as string | undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ posts: POSTS, total: POSTS.length }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  /** Renders `<h1>path</h1>`; the calculator page draws mf_calculator, every other page mf_blog. */
  function fakeRenderer() {
    const deployed = { next: 'all' as 'all' | string[] };
    const rendered: string[] = [];
    return {
      deployed,
      rendered,
      refresh: () => {
        const answer = deployed.next;
        deployed.next = [];
        return Promise.resolve(answer);
      },
      render: (url: string, options: unknown) => {
        rendered.push(url);
        return Promise.resolve({
          html: `<h1>${url}</h1>`,
          css: '',
          styledVersion: '6',
          title: null,
          description: null,
          data: { queries: [], mutations: [] },
          versions: { shell: 's1', remotes: url === '/' ? { mf_calculator: 'c1' } : { mf_blog: 'b1' }, modules: [] },
          options,
        });
      },
      close: () => Promise.resolve(),
    };
  }

  it('renders every public page and published post with the bundle, for the public address', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const prerenderer = createPrerenderer({
      baseUrl,
      outDir,
      renderer: fakeRenderer(),
      siteOrigin: 'https://takehome.example',
    });
    const drawn = await prerenderer.renderAll();
    await prerenderer.close();
    expect(drawn.sort()).toEqual([...STATIC_PAGES, '/blog/overtime-after-forty'].sort());
    expect(prerenderer.pages()).toEqual(drawn.sort());
    const post = JSON.parse(readFileSync(join(outDir, 'blog/overtime-after-forty.json'), 'utf8')) as {
      html: string;
      options: unknown;
    };
    expect(post.html).toBe('<h1>/blog/overtime-after-forty</h1>');
    expect(post.options).toEqual({
      apiOrigin: baseUrl,
      siteOrigin: 'https://takehome.example',
      headers: { 'x-takehome-prerender': '1' },
    });
    expect(seen.every((request) => request.prerender === '1')).toBe(true);
  });

  it('renders again exactly the pages that drew a remote deployed anew, and every page for a new shell', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const renderer = fakeRenderer();
    const prerenderer = createPrerenderer({ baseUrl, outDir, renderer });
    expect(await prerenderer.renderAll()).toHaveLength(STATIC_PAGES.length + 1);
    renderer.rendered.length = 0;
    prerenderer.watch(50);
    renderer.deployed.next = ['mf_calculator'];
    await waitFor(() => renderer.rendered.length > 0);
    expect(renderer.rendered).toEqual(['/']);
    renderer.rendered.length = 0;
    renderer.deployed.next = 'all';
    await waitFor(() => renderer.rendered.length >= STATIC_PAGES.length + 1);
    expect(renderer.rendered.sort()).toEqual([...STATIC_PAGES, '/blog/overtime-after-forty'].sort());
    await prerenderer.close();
  });

  it('renders the pages a post change touches: the post and the listings, and drops a post gone', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const renderer = fakeRenderer();
    const prerenderer = createPrerenderer({ baseUrl, outDir, renderer });
    await prerenderer.renderAll();
    renderer.rendered.length = 0;
    const fresh = {
      slug: 'double-time-sundays',
      updatedAt: '2026-07-01T12:00:00.000Z',
      publishedAt: '2026-07-01T12:00:00.000Z',
    };
    POSTS.push(fresh);
    try {
      await prerenderer.postChanged({ visibleFrom: fresh.publishedAt });
      expect(renderer.rendered.sort()).toEqual(['/', '/blog', '/blog/double-time-sundays', '/content']);
      expect(prerenderer.pages()).toContain('/blog/double-time-sundays');
    } finally {
      POSTS.pop();
    }
    renderer.rendered.length = 0;
    await prerenderer.postChanged({ visibleFrom: null });
    expect(renderer.rendered.sort()).toEqual(['/', '/blog', '/content']);
    expect(prerenderer.pages()).not.toContain('/blog/double-time-sundays');
    // Nothing changed: nothing is rendered.
    renderer.rendered.length = 0;
    await prerenderer.postChanged({ visibleFrom: null });
    expect(renderer.rendered).toEqual([]);
    await prerenderer.close();
  });
});
