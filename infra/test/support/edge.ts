// The edge as the render server reaches it, for its tests: the remotes' built files (as their images
// serve them) and a small fake API with one published post.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const REPO = join(import.meta.dirname, '..', '..', '..');

export const POST = {
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

export interface FakeEdge {
  origin: string;
  /** The API requests that reached it (not the files). */
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

export async function startFakeEdge(): Promise<FakeEdge> {
  const requests: FakeEdge['requests'] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = /^\/remotes\/(mf-[a-z]+)\/([\w./-]+)$/.exec(path);
    if (file) {
      const body = join(REPO, file[1], 'dist', file[2]);
      if (body.includes('..') || !existsSync(body)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': body.endsWith('.json') ? 'application/json' : 'text/javascript' });
      return res.end(readFileSync(body));
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
