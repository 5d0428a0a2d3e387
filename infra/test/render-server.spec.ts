// The render server (infra/render/server.mjs) on real sockets, with the real builds in the repository
// (npm test builds first): it writes the shell's page with its preloads and the remotes manifest, and
// for an anonymous visitor the page rendered on the server with the remotes' server containers, loaded
// over HTTP as deployed. A small server stands in for the edge (./support/edge.ts).
import { readFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createRenderServer } from '../render/server.mjs';
import { POST, REPO, startFakeEdge, type FakeEdge } from './support/edge.js';

describe('the render server', () => {
  let edge: FakeEdge;
  let render: ReturnType<typeof createRenderServer>;
  let base: string;

  beforeAll(async () => {
    edge = await startFakeEdge();
    render = createRenderServer({
      root: REPO,
      apiOrigin: edge.origin,
      siteOrigin: 'https://takehome.example',
      refreshMs: 60_000,
    });
    await render.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(render.app.server.address() as AddressInfo).port}`;
    expect(await render.prerendered).toEqual(expect.arrayContaining(['/blog', '/faq', `/blog/${POST.slug}`]));
  }, 60_000);

  afterAll(async () => {
    await render.app.close();
    await edge.close();
  });

  it.each(['/', '/blog', `/blog/${POST.slug}`, '/faq', '/pricing', '/dashboard', '/no-such-page'])(
    'sends %s with the security headers',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it("writes the shell's startup chunks, the route's remote entry and module as preloads, and the manifest inline", async () => {
    const home = await (await fetch(`${base}/?from=test`)).text();
    const calculator = JSON.parse(readFileSync(join(REPO, 'mf-calculator/dist/mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const page = calculator.exposes.find((e) => e.name === 'CalculatorPage')!.assets.js.sync;
    expect(home).toContain('<link rel="preload" as="script" href="/remotes/mf-calculator/remoteEntry.js">');
    for (const file of page)
      expect(home).toContain(`<link rel="preload" as="script" href="/remotes/mf-calculator/${file}">`);
    const inline = /<script type="application\/json" id="remotes-manifest">([^<]*)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual(await (await fetch(`${base}/remotes.json`)).json());
    for (const file of JSON.parse(readFileSync(join(REPO, 'shell/dist/startup.json'), 'utf8')) as string[])
      expect(home).toContain(`<link rel="preload" as="script" href="/${file}">`);
  });

  it('sends an anonymous visitor the page rendered on the server: markup, data, versions, scripts after the first paint', async () => {
    const page = await (await fetch(`${base}/blog/${POST.slug}`)).text();
    expect(page).toContain(`${POST.title}</h1>`);
    const data = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.stringify(JSON.parse(data ?? 'null'))).toContain(POST.content.slice(3, 40));
    const versions = JSON.parse(
      /<script type="application\/json" id="server-versions">(.*?)<\/script>/.exec(page)?.[1] ?? 'null',
    ) as { remotes: Record<string, string>; modules: string[] };
    expect(versions.modules).toContain('mf_blog/BlogPostPage');
    expect(Object.keys(versions.remotes)).toContain('mf_blog');
    expect(page).toContain('<script defer src="/after-paint.js"></script>');
    expect(page).not.toContain('rel="preload"');
    const loader = await fetch(`${base}/after-paint.js`);
    expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await loader.text()).toContain("getElementById('after-paint')");
  });

  it('sends the plain page to whoever may be signed in, to an address with a query and to the prerenderer', async () => {
    const plain = async (path: string, headers: Record<string, string> = {}) => {
      const page = await (await fetch(`${base}${path}`, { headers })).text();
      expect(page).not.toContain('id="server-data"');
      expect(page).toContain('<div id="root"></div>');
    };
    await plain('/blog', { cookie: 'theme=dark; takehome_session=1' });
    await plain('/blog?category=Overtime');
    await plain('/blog', { 'x-takehome-prerender': '1' });
  });

  it.each(['/faq', '/after-paint.js'])('compresses %s: brotli when asked', async (path) => {
    const plain = await (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const wire = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const req = httpGet(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
    });
    expect(wire.headers['content-encoding']).toBe('br');
    expect(wire.body.length).toBeLessThan(Buffer.byteLength(plain) / 2);
    expect(brotliDecompressSync(wire.body).toString()).toBe(plain);
  });

  it('is ready once it has read the manifest', async () => {
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });
});
