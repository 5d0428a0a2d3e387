// The server render of the public pages (shell/src/server/render.tsx, built into shell/dist-server/render.cjs;
// npm test builds first), run as the render server runs it (infra/render/renderer.mjs): the remotes' server
// containers loaded over HTTP from the remotes manifest, as built in their dist folders. The page's markup,
// styles, head, the versions that drew it and the API data it was drawn from, fetched from the given origin
// with the given headers. A small server stands in for the edge (./support/edge.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotesManifest } from '../render/manifest.mjs';
import { createRenderer, entryVersion } from '../render/renderer.mjs';
import { POST, REPO, startFakeEdge, type FakeEdge } from './support/edge.js';

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

describe('the server render', () => {
  let render: Render;
  let renderer: ReturnType<typeof createRenderer>;
  let edge: FakeEdge;
  let origin: string;

  beforeAll(async () => {
    edge = await startFakeEdge();
    origin = edge.origin;
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
    await edge.close();
  });
  beforeEach(() => (edge.requests.length = 0));

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
    expect(edge.requests.map((r) => r.url)).toContain(`/api/blog/posts/${POST.slug}`);
    expect(edge.requests.every((r) => r.headers['x-takehome-prerender'] === '1')).toBe(true);
    const detail = page.data.queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/blog/posts', 'detail', POST.slug]),
    );
    expect(detail?.state.data).toEqual(POST);
  });

  it('does not fetch what only the browser knows: the session, the visitor’s usage', async () => {
    await render('/', { apiOrigin: origin });
    expect(edge.requests.filter((r) => !r.url.startsWith('/api/blog') && !r.url.startsWith('/api/plans'))).toEqual([]);
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
