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

/** A fixed JSON body (status 200), or a function of the call (it may answer later); a thrown error is a network failure. */
export type MockRoute = unknown | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 200 ? 'OK' : 'Error',
  text: async () => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
});

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (the path without its query); anything else
 * answers 404. Returns every call made, in order.
 */
export function mockApi(routes: Record<string, MockRoute>): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
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
    const { status = 200, body } = await (route as (call: ApiCall) => MockAnswer | Promise<MockAnswer>)(call);
    return answer(status, body);
  }) as unknown as typeof fetch;
  return calls;
}

/** The calls to one 'METHOD /path'. */
export const callsTo = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
