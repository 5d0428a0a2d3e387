import { ApiError, apiFetch, setAccessTokenGetter } from './api';

function answer(status: number, body: string, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: () => Promise.resolve(body) };
}

describe('apiFetch', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    setAccessTokenGetter(null);
  });

  it('sends JSON with cookies and resolves the parsed answer', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}'));

    await expect(apiFetch('/api/email/contact', { method: 'POST', body: { name: 'Pat' } })).resolves.toEqual({
      ok: true,
    });

    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(path).toBe('/api/email/contact');
    expect(init).toMatchObject({ method: 'POST', body: '{"name":"Pat"}', credentials: 'include' });
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('adds the bearer token once a getter is registered', async () => {
    fetchMock.mockResolvedValue(answer(200, '[]'));
    setAccessTokenGetter(() => Promise.resolve('token-123'));

    await apiFetch('/api/admin/users');

    const [, init] = fetchMock.mock.calls[0] as [string, { headers: Record<string, string> }];
    expect(init.headers.Authorization).toBe('Bearer token-123');
  });

  it('fails with "<status>: <body text>" and exposes the status and parsed body', async () => {
    fetchMock.mockResolvedValue(answer(400, '{"error":"Email is required"}', 'Bad Request'));

    const error = await apiFetch('/api/auth/signin').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"Email is required"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({ error: 'Email is required' });
    expect((error as ApiError).serverError).toBe('Email is required');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(answer(503, '', 'Service Unavailable'));

    await expect(apiFetch('/api/blog/latest')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a body that is not JSON as text', async () => {
    fetchMock.mockResolvedValue(answer(502, 'Bad gateway', 'Bad Gateway'));

    const error = (await apiFetch('/api/blog/latest').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('502: Bad gateway');
    expect(error.body).toBe('Bad gateway');
    expect(error.serverError).toBeUndefined();
  });

  it('gives every write its own Idempotency-Key, keeps one the caller gave, and none to a read', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiFetch('/api/calculations/save', { method: 'POST', body: {} });
    await apiFetch('/api/calculations/save', { method: 'POST', body: {} });
    await apiFetch('/api/admin/users/1', { method: 'PATCH', body: {}, headers: { 'Idempotency-Key': 'mine' } });
    await apiFetch('/api/plans');
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['mine', undefined]);
  });
});
