import { apiFetch } from '@takehome/web-kit';

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** `path?a=1&b=x`, leaving out empty values. */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function getJson<T>(path: string, params: QueryParams = {}, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(withQuery(path, params), { signal });
}

/** Every query of the dashboard starts with this segment, so one invalidation can refresh them all. */
export const ADMIN = 'admin';
