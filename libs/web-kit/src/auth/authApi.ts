import type { AuthResponse, MeResponse } from '@takehome/contracts';
import { ApiError } from '../api';
import type { SignInInput, SignUpInput } from './types';

/**
 * The /api/auth calls. They go around apiFetch on purpose: apiFetch waits for a fresh access token,
 * and these are the calls that produce one.
 */
async function authRequest<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; token?: string },
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(path, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

let refreshing: Promise<AuthResponse> | null = null;

/**
 * Exchanges the refresh cookie for a new access token. Each refresh token works once (reuse signs
 * everyone out), so one exchange runs at a time: shared inside this page, queued across tabs with
 * a Web Lock so the next tab sends the cookie the previous exchange set.
 */
function refreshWithCookie(): Promise<AuthResponse> {
  refreshing ??= (async () => {
    try {
      const exchange = () => authRequest<AuthResponse>('/api/auth/refresh', { method: 'POST' });
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return await (locks ? locks.request('takehome-auth-refresh', exchange) : exchange());
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export const authApi = {
  signIn: (input: SignInInput) => authRequest<AuthResponse>('/api/auth/signin', { method: 'POST', body: input }),
  signUp: (input: SignUpInput) => authRequest<AuthResponse>('/api/auth/signup', { method: 'POST', body: input }),
  refresh: refreshWithCookie,
  signOut: () => authRequest<void>('/api/auth/signout', { method: 'POST' }),
  me: (token: string) => authRequest<MeResponse>('/api/auth/me', { method: 'GET', token }),
};
