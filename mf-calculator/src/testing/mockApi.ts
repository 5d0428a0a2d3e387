/** A fake of the API for component tests: answers fetch from a list of routes and records every call. */
export interface MockRoute {
  method?: string;
  /** Matched against the path with its query string. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** Builds the answer from the request, instead of a fixed body. */
  respond?: (request: { url: string; body: unknown }) => unknown;
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

function matches(route: MockRoute, method: string, url: string): boolean {
  if ((route.method ?? 'GET') !== method) return false;
  return typeof route.path === 'string' ? url.split('?')[0] === route.path : route.path.test(url);
}

export function mockApi(routes: MockRoute[]): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes.find((r) => matches(r, method, url));
    const status = route ? (route.status ?? 200) : 404;
    const answer = route?.respond ? route.respond({ url, body }) : (route?.body ?? { error: 'Not found' });
    return Promise.resolve({
      ok: status < 400,
      status,
      statusText: '',
      text: () => Promise.resolve(answer === undefined ? '' : JSON.stringify(answer)),
    });
  }) as unknown as typeof fetch;
  return calls;
}
