// The local gateway on real sockets: a temporary front-end tree on disk and small upstream servers
// standing in for the services, so each property of the gateway (docs/architecture.md) is observed on the wire.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createGateway } from '../gateway/gateway.mjs';
import { precompress } from '../scripts/precompress.mjs';

interface Upstream {
  url: string;
  server: Server;
  requests: { url: string; headers: IncomingMessage['headers']; body: Buffer }[];
  connections: number;
}

/** An HTTP server that records what reaches it; `answer` decides the reply (or never replies). */
async function upstream(host = '127.0.0.1', answer: 'json' | 'hang' = 'json'): Promise<Upstream> {
  const record: Upstream = { url: '', server: undefined as unknown as Server, requests: [], connections: 0 };
  record.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      record.requests.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (answer === 'hang') return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, url: req.url }));
    });
  });
  record.server.on('connection', () => (record.connections += 1));
  await new Promise<void>((resolve) => record.server.listen(0, host, resolve));
  record.url = `http://${host}:${(record.server.address() as AddressInfo).port}`;
  return record;
}

/** A raw request, so the request target is sent exactly as written (fetch would normalise it). */
function rawRequest(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: session=secret\r\nConnection: close\r\n\r\n`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const PAGES = [
  '/',
  '/blog',
  '/blog/how-to-read-your-pay-stub',
  '/faq',
  '/pricing',
  '/about',
  '/content',
  '/dashboard',
  '/no-such-page',
];
const SCRIPT = `console.log(${JSON.stringify('TakeHome '.repeat(400))});\n`;

describe('the gateway', () => {
  let root: string;
  let identity: Upstream;
  let calcReplicas: Upstream[];
  let hung: Upstream;
  let other: Upstream;
  let render: Upstream;
  let gateway: ReturnType<typeof createGateway>;
  let base: string;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-spec-'));
    mkdirSync(join(root, 'shell/dist'), { recursive: true });
    mkdirSync(join(root, 'mf-blog/dist'), { recursive: true });
    writeFileSync(
      join(root, 'shell/dist/index.html'),
      '<!doctype html><html><head><title>TakeHome</title><meta name="description" content="Default">' +
        '<script defer src="/main.0123456789.js"></script></head>' +
        '<body><noscript>TakeHome needs JavaScript</noscript><div id="root"></div></body></html>',
    );
    writeFileSync(join(root, 'mf-blog/dist/main.0123456789.js'), SCRIPT);
    writeFileSync(join(root, 'mf-blog/dist/remoteEntry.js'), SCRIPT);
    precompress(join(root, 'mf-blog/dist'));

    identity = await upstream();
    calcReplicas = [await upstream(), await upstream()];
    hung = await upstream('127.0.0.1', 'hang');
    // A server on another loopback address: an open proxy would be made to reach it.
    other = await upstream('127.0.0.2');
    render = await upstream();
    gateway = createGateway({
      root,
      services: {
        identity: identity.url,
        calc: calcReplicas.map((r) => r.url),
        content: hung.url,
        analytics: 'http://127.0.0.1:9',
        render: render.url,
      },
      upstreamTimeoutMs: 500,
      // The readiness checks would count as requests to the calc replicas here (gateway-replicas.spec.ts tests them).
      upstreamHealthIntervalMs: 0,
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await gateway.close();
    for (const u of [identity, ...calcReplicas, hung, other, render]) {
      u.server.closeAllConnections();
      await new Promise((resolve) => u.server.close(resolve));
    }
    rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    for (const u of [identity, ...calcReplicas, other, render]) u.requests.length = 0;
  });

  it.each(['//127.0.0.2:PORT/api/auth/x', 'http://127.0.0.2:PORT/api/auth/x', '//127.0.0.2:PORT/api/plans'])(
    'forwards %s nowhere',
    async (target) => {
      const answer = await rawRequest(port, target.replace('PORT', new URL(other.url).port));
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('{"error":"Bad request target"}');
      expect(other.requests).toHaveLength(0);
      expect(identity.requests).toHaveLength(0);
    },
  );

  it('proxies only the routes table: a path of no route is a JSON 404 that reaches no service', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
    expect([identity, ...calcReplicas].every((u) => u.requests.length === 0)).toBe(true);
  });

  it('answers 504 within the configured timeout when a service hangs', async () => {
    const started = Date.now();
    const res = await fetch(`${base}/api/blog/posts`);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'Upstream timed out' });
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(3000);
  });

  it('answers 503 JSON when a service is down', async () => {
    const res = await fetch(`${base}/api/analytics/events`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Service temporarily unavailable' });
  });

  it('replaces X-Forwarded-For with the connecting address and keeps the request id', async () => {
    await fetch(`${base}/api/plans`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'req-1' } });
    expect(identity.requests[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(identity.requests[0].headers['x-request-id']).toBe('req-1');
  });

  it('streams a body to the service byte for byte (the Stripe webhook signs the raw body)', async () => {
    const body = '{"id":"evt_1",  "type":"customer.subscription.updated" ,"n":1.50}';
    await fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(identity.requests[0].body.toString()).toBe(body);
  });

  it('passes on bodies read whole (small) and streamed (large, or without a length) alike, headers as sent', async () => {
    const before = identity.requests.length;
    const large = `{"pad":"${'x'.repeat(100_000)}"}`;
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"part":1,'));
        controller.enqueue(new TextEncoder().encode('"part2":2}'));
        controller.close();
      },
    });
    await fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: large,
    });
    await fetch(`${base}/api/billing/webhook`, { method: 'POST', body: bytes });
    await fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: chunked,
      duplex: 'half',
    });
    const [first, second, third] = identity.requests.slice(before);
    expect(first.body.toString()).toBe(large);
    expect(first.headers['content-type']).toBe('application/json');
    expect(second.body.equals(bytes)).toBe(true);
    expect(second.headers['content-length']).toBe('5');
    expect(second.headers['content-type']).toBeUndefined();
    expect(third.body.toString()).toBe('{"part":1,"part2":2}');
    expect(third.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps upstream connections alive: 50 requests open at most two', async () => {
    const before = identity.connections;
    for (let i = 0; i < 50; i += 1) await (await fetch(`${base}/api/plans`)).arrayBuffer();
    expect(identity.requests).toHaveLength(50);
    expect(identity.connections - before).toBeLessThanOrEqual(2);
  });

  it('spreads a service with replicas over all of them', async () => {
    for (let i = 0; i < 10; i += 1)
      await (await fetch(`${base}/api/calculations/save`, { method: 'POST', body: '{}' })).arrayBuffer();
    expect(calcReplicas.map((r) => r.requests.length)).toEqual([5, 5]);
  });

  it.each(PAGES)('passes the page %s to the render server as it came', async (path) => {
    const res = await fetch(`${base}${path}?x=1`, { headers: { cookie: 'takehome_session=1' } });
    expect(res.status).toBe(200);
    const [request] = render.requests.slice(-1);
    expect(request.url).toBe(`${path}?x=1`);
    expect(request.headers.cookie).toBe('takehome_session=1');
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("passes the manifest, the page loader and the shell's files to the render server, a remote's file to none", async () => {
    for (const path of ['/remotes.json', '/after-paint.js', '/main.0123456789.js']) {
      expect((await fetch(`${base}${path}`)).status).toBe(200);
      expect(render.requests.slice(-1)[0].url).toBe(path);
    }
    const before = render.requests.length;
    expect((await fetch(`${base}/remotes/mf-blog/missing.0123456789.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-blog/remoteEntry.js`)).status).toBe(200);
    expect(render.requests).toHaveLength(before);
  });

  it('sends a .js file brotli-compressed when asked, gzip when only gzip is accepted, plain otherwise', async () => {
    const get = (encoding: string) =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        // node's fetch would decode the body itself; a raw request shows the bytes on the wire.
        const req = httpGet(
          `${base}/remotes/mf-blog/main.0123456789.js`,
          { headers: { 'accept-encoding': encoding } },
          (res: IncomingMessage) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 5);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("sends a remote's files with the very headers nginx's config gives them (docker-compose, the remotes' images)", async () => {
    const { renderNginxConfig } = await import('../gateway/nginx.mjs');
    const config = renderNginxConfig();
    const remotes = config.slice(config.indexOf('location ^~ /remotes/ {'));
    /** The headers a location of the config adds: its own add_header lines, or the enclosing block's. */
    const declared = (block: string) =>
      Object.fromEntries(
        [...block.matchAll(/add_header ([\w-]+) (?:"([^"]*)"|(\S+?))(?: always)?;/g)].map(([, name, quoted, bare]) => [
          name.toLowerCase(),
          quoted ?? bare,
        ]),
      );
    /** The body of the first nested location whose match ends in `suffix`. */
    const block = (suffix: string) => {
      const start = remotes.indexOf(`${suffix} {`) + suffix.length + 2;
      return remotes.slice(start, remotes.indexOf('}', start));
    };
    const entryBlock = block('mf-manifest\\.json)$');
    const chunkBlock = block('\\.js$');
    for (const [path, location] of [
      ['/remotes/mf-blog/remoteEntry.js', entryBlock],
      ['/remotes/mf-blog/main.0123456789.js', chunkBlock],
    ] as const) {
      const wanted = declared(location);
      expect(Object.keys(wanted).length).toBeGreaterThan(5);
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      for (const [name, value] of Object.entries(wanted)) expect([name, res.headers.get(name)]).toEqual([name, value]);
    }
  });

  it("keeps a remote's entry uncached, so a remote deployed alone is used on the next load", async () => {
    const res = await fetch(`${base}/remotes/mf-blog/remoteEntry.js`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(readFileSync(join(root, 'mf-blog/dist/remoteEntry.js'), 'utf8'));
  });

  it('never serves a file outside the front ends', async () => {
    const answer = await rawRequest(port, '/remotes/mf-blog/..%2f..%2fshell%2fdist%2findex.html');
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  });
});

describe('the gateway passing answers on', () => {
  // A service whose answer each test sets: status, headers and body, or one cut off midway.
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  let seen: { method: string; headers: IncomingMessage['headers']; closedEarly: boolean }[];
  let service: Server;
  let gateway: ReturnType<typeof createGateway>;
  let base: string;

  beforeAll(async () => {
    service = createServer((req, res) => {
      const record = { method: req.method ?? '', headers: req.headers, closedEarly: false };
      seen.push(record);
      res.on('close', () => (record.closedEarly = !res.writableFinished));
      answer(req, res);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    gateway = createGateway({
      root: mkdtempSync(join(tmpdir(), 'gateway-answers-')),
      services: { identity: url, calc: url, content: url, analytics: url },
      upstreamTimeoutMs: 2000,
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await gateway.close();
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  });

  beforeEach(() => {
    seen = [];
  });

  it('passes a 503 on at once, also to a GET: the gateway does not retry a service that refuses', async () => {
    answer = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end('{"error":"Service temporarily unavailable"}');
    };
    const started = Date.now();
    const res = await fetch(`${base}/api/plans`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: 'Service temporarily unavailable' });
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('drops hop-by-hop headers both ways, and those a Connection header names', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'keep-alive': 'timeout=99', 'x-kept': 'yes' });
      res.end('ok');
    };
    const answerText = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write(
          'GET /api/plans HTTP/1.1\r\nHost: x\r\nConnection: close, x-secret\r\nX-Secret: s\r\nProxy-Authorization: p\r\nX-Plain: 1\r\n\r\n',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(seen[0].headers['x-secret']).toBeUndefined();
    expect(seen[0].headers['proxy-authorization']).toBeUndefined();
    expect(seen[0].headers['x-plain']).toBe('1');
    expect(answerText).toMatch(/^HTTP\/1\.1 200 /);
    expect(answerText.toLowerCase()).toContain('x-kept: yes');
    expect(answerText.toLowerCase()).not.toContain('timeout=99');
  });

  it('streams a large answer and a HEAD answer as they are', async () => {
    const large = 'y'.repeat(300_000);
    answer = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(large) });
      res.end(req.method === 'HEAD' ? undefined : large);
    };
    const res = await fetch(`${base}/api/admin/email-subscribers/export`);
    expect(await res.text()).toBe(large);
    const head = await fetch(`${base}/api/admin/email-subscribers/export`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(large.length));
  });

  it('ends the answer, not with a wrong body, when the service breaks off midway', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '200000' });
      res.write('a'.repeat(100_000));
      setTimeout(() => res.destroy(), 50);
    };
    await expect(fetch(`${base}/api/admin/email-subscribers/export`).then((r) => r.text())).rejects.toThrow();
  });

  it("drops the service's request when the client goes away", async () => {
    answer = () => undefined; // never answers
    const controller = new AbortController();
    const request = fetch(`${base}/api/plans`, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await expect(request).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(1);
    expect(seen[0].closedEarly).toBe(true);
  });
});

describe("the gateway's /api/health", () => {
  /** A service whose readiness report is `report` (or that does not answer at all). */
  async function serviceReporting(report: object | 'silent') {
    const server = createServer((req, res) => {
      if (report === 'silent') return; // never answers
      res.writeHead(req.url === '/health/ready' && (report as { status: string }).status === 'down' ? 503 : 200, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify(report));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  /** `reports`: each service's report, or a list of them for a service with several replicas. */
  async function healthWith(reports: Record<string, object | 'silent' | Array<object | 'silent'>>) {
    const services = await Promise.all(
      Object.entries(reports).map(async ([name, r]) => {
        const each = Array.isArray(r) ? (r as Array<object | 'silent'>) : [r];
        return [name, await Promise.all(each.map((one) => serviceReporting(one)))] as const;
      }),
    );
    const root = mkdtempSync(join(tmpdir(), 'gateway-health-'));
    const gateway = createGateway({
      root,
      services: Object.fromEntries(
        services.map(([name, replicas]) => [name, replicas.length > 1 ? replicas.map((s) => s.url) : replicas[0].url]),
      ),
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/api/health`);
      return { status: res.status, body: await res.json() };
    } finally {
      await gateway.close();
      for (const s of services.flatMap(([, replicas]) => replicas)) {
        s.server.closeAllConnections();
        s.server.close();
      }
      rmSync(root, { recursive: true, force: true });
    }
  }

  const up = { status: 'up', database: 'up', broker: 'up', outboxPending: 0 };
  const delayed = { status: 'degraded', database: 'up', broker: 'down', outboxPending: 42 };

  it("says degraded (200) while events wait but requests work, and passes on each service's details", async () => {
    const answer = await healthWith({ identity: up, calc: delayed });
    expect(answer).toEqual({ status: 200, body: { status: 'degraded', services: { identity: up, calc: delayed } } });
  });

  it('says down (503) only when a service cannot serve: its database is away or it does not answer', async () => {
    const noDatabase = { status: 'down', database: 'down', broker: 'up' };
    expect(await healthWith({ identity: up, content: noDatabase })).toMatchObject({
      status: 503,
      body: { status: 'down', services: { content: noDatabase } },
    });
    expect(await healthWith({ identity: up, analytics: 'silent' })).toMatchObject({
      status: 503,
      body: { status: 'down', services: { analytics: { status: 'down', error: 'Not answering' } } },
    });
  });

  it('says degraded (200) while one replica of a service is away and the other serves, down when both are', async () => {
    const stopping = { status: 'down', database: 'up', broker: 'up', draining: true };
    expect(await healthWith({ identity: up, calc: [up, stopping] })).toEqual({
      status: 200,
      body: { status: 'degraded', services: { identity: up, 'calc#1': up, 'calc#2': stopping } },
    });
    expect(await healthWith({ identity: up, calc: ['silent', stopping] })).toMatchObject({
      status: 503,
      body: { status: 'down' },
    });
  });
});

describe("nginx (docker-compose's gateway)", () => {
  it('replaces X-Forwarded-For, sends precompressed twins, and leaves pages and the shell to the render server', async () => {
    const { renderNginxConfig } = await import('../gateway/nginx.mjs');
    const config = renderNginxConfig();
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
    expect(config).toContain('gzip_static on;');
    expect(/location \/ \{([^}]*)\}/.exec(config)?.[1]).toContain('proxy_pass http://render;');
  });
});
