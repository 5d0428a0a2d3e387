import { QueryClient } from '@tanstack/react-query';
import { createQueryClient, createQueryFn } from './query';

describe('createQueryClient', () => {
  it('follows docs/architecture.md: no retries, never stale, no refetching on focus, reconnect or a timer', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    });
    expect(queries?.queryFn).toEqual(expect.any(Function));
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('default query function', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('GETs the query key segments joined with a slash', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: () => Promise.resolve('{"slug":"a"}'),
    });

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/blog/posts', 'a'] });

    expect(data).toEqual({ slug: 'a' });
    const [path] = fetchMock.mock.calls[0] as [string];
    expect(path).toBe('/api/blog/posts/a');
  });

  it('yields null on 401 when the query asks for it, and throws otherwise', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      text: () => Promise.resolve(''),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/me'], queryFn: createQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/auth/me'] })).rejects.toThrow('401: Unauthorized');
  });
});
