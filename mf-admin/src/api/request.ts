import { apiFetch } from '@takehome/web-kit';
import type { QueryClient, QueryKey } from '@takehome/web-kit/react-query';

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

/**
 * Refreshes the lists under `queryKey` after a change was saved. A fetch still in flight may have read
 * the list before the change (a search typed just before Save starts one for a page with no data yet),
 * and invalidating alone would join that fetch instead of starting another: it is cancelled first, so
 * the list shown is read after the change.
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
