// infra/prerender: the public pages and every published post rendered by the render bundle, kept as JSON
// for the gateway; nothing rendered while a front end is newer than the bundle. A fake bundle and a fake
// API stand in for the shell's build and the stack.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrerenderer, STATIC_PAGES } from '../prerender/prerender.mjs';

const POSTS = [
  { slug: 'overtime-after-forty', updatedAt: '2026-06-02T12:00:00.000Z', publishedAt: '2026-06-02T12:00:00.000Z' },
];

describe('the prerenderer', () => {
  let api: Server;
  let baseUrl: string;
  let bundle: string;
  const seen: { url: string; prerender: string | undefined }[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerender-spec-'));
    bundle = join(dir, 'render.cjs');
    // What shell/dist-server/render.cjs exports: render(url, options) → the page.
    writeFileSync(
      bundle,
      `exports.render = async (url, options) => ({ html: '<h1>' + url + '</h1>', css: '', styledVersion: '6', title: null,
        description: null, data: { queries: [], mutations: [] }, options });`,
    );
    api = createServer((req, res) => {
      seen.push({ url: req.url ?? '', prerender: req.headers['x-takehome-prerender'] as string | undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ posts: POSTS, total: POSTS.length }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it('renders every public page and published post with the bundle, for the public address', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const prerenderer = createPrerenderer({ baseUrl, outDir, bundle, siteOrigin: 'https://takehome.example' });
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

  it('renders nothing, and drops what it had, while a front end is newer than the bundle', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    let current = true;
    let version = 'a';
    const prerenderer = createPrerenderer({
      baseUrl,
      outDir,
      bundle,
      buildVersion: () => version,
      bundleIsCurrent: () => current,
    });
    expect(await prerenderer.renderAll()).toHaveLength(STATIC_PAGES.length + 1);
    current = false;
    version = 'b';
    expect(await prerenderer.renderAll()).toEqual([]);
    expect(prerenderer.pages()).toEqual([]);
    current = true;
    version = 'c';
    expect(await prerenderer.renderAll()).toHaveLength(STATIC_PAGES.length + 1);
    await prerenderer.close();
  });
});
