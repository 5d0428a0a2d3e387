// The server render of the public pages (shell/src/server/render.tsx, built into shell/dist-server/render.cjs;
// npm test builds first), run as the render server runs it (infra/render/renderer.mjs): the remotes' server
// containers loaded over HTTP from the remotes manifest, as built in their dist folders. The page's markup,
// styles, head, the versions that drew it and the API data it was drawn from, fetched from the given origin
// with the given headers. A small server stands in for the stack: a fake API, the manifest and the files.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { remotesManifest } from '../render/manifest.mjs';
import { createRenderer, entryVersion } from '../render/renderer.mjs';

const REPO = join(import.meta.dirname, '..', '..');

interface RenderedPage {
  html: string;
  css: string;
  styledVersion: string;
  title: string | null;
  description: string | null;
  data: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  versions: { shell: string; remotes: Record<string, string>; modules: string[] };
}
type Render = (url: string, options: { apiOrigin: string; headers?: Record<string, string> }) => Promise<RenderedPage>;

const POST = {
  id: 'post-1',
  slug: 'overtime-after-forty',
  title: 'Overtime after forty hours',
  excerpt: 'Time and a half, explained.',
  category: 'Overtime',
  tags: ['overtime'],
  author: 'TakeHome Team',
  readTime: '3 min read',
  imageUrl: null,
  featured: false,
  views: 0,
  published: true,
  createdAt: '2026-06-01T12:00:00.000Z',
  publishedAt: '2026-06-02T12:00:00.000Z',
  updatedAt: '2026-06-02T12:00:00.000Z',
  content: '<p>Hours past forty in a week are paid at one and a half times the regular rate.</p>',
};

describe('the server render', () => {
  let render: Render;
  let renderer: ReturnType<typeof createRenderer>;
  let api: Server;
  let origin: string;
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const file = /^\/remotes\/(mf-[a-z]+)\/([\w./-]+)$/.exec(path);
      if (path === '/remotes.json' || file) {
        const body = file ? join(REPO, file[1], 'dist', file[2]) : undefined;
        if (body && (body.includes('..') || !existsSync(body))) return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': body ? 'text/javascript' : 'application/json' });
        return res.end(body ? readFileSync(body) : JSON.stringify(remotesManifest()));
      }
      requests.push({ url: req.url ?? '', headers: req.headers });
      const answer =
        path === `/api/blog/posts/${POST.slug}`
          ? POST
          : path === '/api/blog/posts'
            ? { posts: [POST], total: 1 }
            : path === '/api/blog/categories'
              ? { categories: [{ name: 'Overtime', count: 1 }] }
              : undefined;
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { error: 'Not found' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    renderer = createRenderer({
      bundle: join(REPO, 'shell/dist-server/render.cjs'),
      readManifest: () => Promise.resolve(remotesManifest()),
      assetsOrigin: origin,
    });
    expect(await renderer.refresh()).toBe('all');
    render = (url, options) => renderer.render(url, options) as Promise<RenderedPage>;
  }, 30_000);
  afterAll(async () => {
    await renderer.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });
  beforeEach(() => (requests.length = 0));

  it("renders /faq: the frame, the page's heading and questions, its styles and head", async () => {
    const page = await render('/faq', { apiOrigin: origin });
    expect(page.html).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
    expect(page.html).toContain('aria-label="Main"');
    expect(page.html).toContain('How many calculations can I run for free?');
    // Every Suspense boundary resolved in place: nothing left for an inline script to move in.
    expect(page.html).not.toMatch(/<script|<template|<!--\$\?-->|<!--\$!-->/);
    expect(page.title).toBe('FAQ — TakeHome');
    expect(page.description).toMatch(/^Answers about TakeHome/);
    // The classes in the markup are styled in the styles, named by file (the browser's build names them alike).
    const firstClass = /class="(sc-[\w-]+) ([\w-]+)"/.exec(page.html);
    expect(firstClass).not.toBeNull();
    expect(page.css).toContain(`.${firstClass![2]}{`);
    expect(page.styledVersion).toMatch(/^6\./);
  });

  it('renders a post from the API, asking with the given headers, and keeps the data for the browser', async () => {
    const page = await render(`/blog/${POST.slug}`, { apiOrigin: origin, headers: { 'x-takehome-prerender': '1' } });
    expect(page.html).toContain(`${POST.title}</h1>`);
    expect(page.html).toContain('Hours past forty in a week are paid at one and a half times the regular rate.');
    expect(requests.map((r) => r.url)).toContain(`/api/blog/posts/${POST.slug}`);
    expect(requests.every((r) => r.headers['x-takehome-prerender'] === '1')).toBe(true);
    const detail = page.data.queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/blog/posts', 'detail', POST.slug]),
    );
    expect(detail?.state.data).toEqual(POST);
  });

  it('does not fetch what only the browser knows: the session, the visitor’s usage', async () => {
    await render('/', { apiOrigin: origin });
    expect(requests.filter((r) => !r.url.startsWith('/api/blog') && !r.url.startsWith('/api/plans'))).toEqual([]);
  });

  it('names the shell and the remote versions that drew the page, as their builds recorded them', async () => {
    const page = await render('/faq', { apiOrigin: origin });
    const blogEntry = readFileSync(join(REPO, 'mf-blog/dist/server/remoteEntry.js'), 'utf8');
    expect(page.versions.modules).toEqual(['mf_blog/FaqPage']);
    expect(page.versions.remotes).toEqual({ mf_blog: entryVersion(blogEntry) });
    // The browser container of the same build records the same version.
    expect(entryVersion(readFileSync(join(REPO, 'mf-blog/dist/remoteEntry.js'), 'utf8'))).toBe(
      page.versions.remotes.mf_blog,
    );
    expect(page.versions.shell).toMatch(/^[0-9a-f]{12}$/);
  });

  it('loads nothing new while nothing was deployed', async () => {
    expect(await renderer.refresh()).toEqual([]);
  });
});
