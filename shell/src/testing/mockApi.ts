/** Test helper: answers fetch calls from a table of 'METHOD /path' → status and JSON body (404 otherwise). */
export type MockAnswer = { status: number; body?: unknown } | ((body: unknown) => { status: number; body?: unknown });

export function mockApi(routes: Record<string, MockAnswer>) {
  const fetchMock = jest.fn((path: string, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${path}`];
    const sent: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status, body } =
      typeof route === 'function' ? route(sent) : (route ?? { status: 404, body: { error: 'Not found' } });
    const text = body === undefined ? '' : JSON.stringify(body);
    return Promise.resolve({
      ok: status < 400,
      status,
      statusText: '',
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(body),
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The requests made to one 'METHOD /path', with their JSON bodies. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, route: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([path, init = {}]) => `${init.method ?? 'GET'} ${path}` === route)
    .map(([, init = {}]): unknown => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined));
}
