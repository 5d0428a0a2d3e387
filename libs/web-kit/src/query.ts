import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiFetch } from './api';

/** What a query does with a 401: fail (the default) or resolve null (e.g. "who am I" when signed out). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** GETs the query key's segments joined with '/', e.g. ['/api/blog/posts', slug]. */
export function createQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiFetch<T>(queryKey.join('/'), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

export const defaultQueryFn = createQueryFn<unknown>({ on401: 'throw' });

/** docs/architecture.md: no retries, data never stale, never refetched on focus, reconnect or a timer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
