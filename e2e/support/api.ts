import { baseUrl } from './browser.js';

/** A JSON call through the gateway, as the browser makes it. */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body: body as T };
}

export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The seeded admin's access token (DEFAULT_ADMIN_EMAIL / DEFAULT_ADMIN_PASSWORD of the test stack). */
export async function adminAccessToken(): Promise<string> {
  const signIn = await api<{ accessToken: string }>('/api/auth/signin', {
    body: { email: 'admin@takehome.local', password: 'takehome-admin' },
  });
  if (signIn.status !== 200) throw new Error(`the admin could not sign in: ${signIn.status}`);
  return signIn.body.accessToken;
}
