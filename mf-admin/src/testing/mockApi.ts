/** One request the page made. */
export interface ApiCall {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** Answers a call (it may answer later); a thrown error is a network failure. */
export type MockHandler = (call: ApiCall) => MockAnswer | Promise<MockAnswer>;

/** A fixed JSON body (status 200), or a `MockHandler`. */
export type MockRoute = unknown;

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 200 ? 'OK' : 'Error',
  text: () => Promise.resolve(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
});

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (the path without its query); anything else
 * answers 404. Returns every call made, in order.
 */
export function mockApi(routes: Record<string, MockRoute>): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return answer(404, { error: 'Not found' });
    if (typeof route !== 'function') return answer(200, route);
    const { status = 200, body } = await (route as MockHandler)(call);
    return answer(status, body);
  }) as unknown as typeof fetch;
  return calls;
}

/** The calls to one 'METHOD /path'. */
export const callsTo = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
