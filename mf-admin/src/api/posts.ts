import { useMutation, useQuery, useQueryClient, type QueryClient } from '@takehome/web-kit/react-query';
import type {
  BlogPost,
  BlogPostListResponse,
  CreateBlogPostRequest,
  SuccessResponse,
  UpdateBlogPostRequest,
} from '@takehome/contracts';
import { MAX_POSTS_PER_PAGE } from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';
import { ADMIN, getJson } from './request';

export const POSTS_PAGE_SIZE = MAX_POSTS_PER_PAGE;

const postKeys = {
  all: [ADMIN, 'posts'] as const,
  page: (offset: number) => [ADMIN, 'posts', 'page', offset] as const,
  detail: (slug: string) => [ADMIN, 'posts', 'detail', slug] as const,
};

/** Posts of every status (drafts too), newest created first, a page of 50. */
export function useAdminPosts(offset = 0) {
  return useQuery({
    queryKey: postKeys.page(offset),
    queryFn: ({ signal }) =>
      getJson<BlogPostListResponse>(
        '/api/blog/posts',
        { status: 'all', sort: 'created', limit: POSTS_PAGE_SIZE, offset },
        signal,
      ),
  });
}

/** The full post (with its body) for the editor; admins can read drafts. */
export function useAdminPost(slug: string | null) {
  return useQuery({
    queryKey: postKeys.detail(slug ?? ''),
    queryFn: ({ signal }) => apiFetch<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: slug !== null,
    staleTime: 0,
  });
}

/** The dashboard's post lists, and the public blog's queries (keys starting with '/api/blog'). */
export function refreshPosts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey: [first, second] }) =>
      (first === ADMIN && second === 'posts') || (typeof first === 'string' && first.startsWith('/api/blog')),
  });
}

export type SavePostInput = { id: null; body: CreateBlogPostRequest } | { id: string; body: UpdateBlogPostRequest };

/** docs/product/journeys.md: create uses POST, edit uses PUT. */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SavePostInput) =>
      id === null
        ? apiFetch<BlogPost>('/api/blog/posts', { method: 'POST', body })
        : apiFetch<BlogPost>(`/api/blog/posts/${id}`, { method: 'PUT', body }),
    onSuccess: () => refreshPosts(client),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SuccessResponse>(`/api/blog/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshPosts(client),
  });
}
