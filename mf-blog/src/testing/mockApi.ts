import type { BlogPostSummary } from '@takehome/contracts';

/** What a mocked endpoint answers: a status (200 by default) and a JSON body. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** Answers one request; returning a promise that never settles keeps the request pending. */
export type MockHandler = (url: URL, body: unknown) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces fetch (jsdom has none) with answers keyed by 'METHOD /path', e.g. 'GET /api/blog/latest'.
 * A request nobody answers fails the test with a 500 that names it.
 */
export function mockApi(routes: Record<string, MockHandler | MockAnswer>): jest.Mock {
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer =
      route === undefined
        ? { status: 500, body: { error: `unmocked ${key}` } }
        : typeof route === 'function'
          ? await route(url, body)
          : route;
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The parsed URLs of every call made to `path`. */
export function callsTo(fetchMock: jest.Mock, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname === path);
}

let nextId = 1;

/** A published post summary; every field can be overridden. */
export function makePost(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const id = nextId++;
  return {
    id: `post-${id}`,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `The excerpt of post ${id}.`,
    category: 'Payroll Tips',
    tags: ['pay', 'overtime', 'taxes', 'budget'],
    author: 'TakeHome Team',
    readTime: '4 min read',
    imageUrl: null,
    featured: false,
    views: 0,
    published: true,
    createdAt: '2026-06-01T12:00:00.000Z',
    publishedAt: '2026-06-02T12:00:00.000Z',
    updatedAt: '2026-06-02T12:00:00.000Z',
    ...overrides,
  };
}

/** `count` posts with distinct ids, slugs and titles. */
export function makePosts(count: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary[] {
  return Array.from({ length: count }, () => makePost(overrides));
}
