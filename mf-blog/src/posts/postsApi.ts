import { useEffect } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import {
  MAX_POSTS_PER_PAGE,
  type BlogCategoriesResponse,
  type BlogPost,
  type BlogPostListQuery,
  type BlogPostListResponse,
  type BlogPostSummary,
  type PostSort,
} from '@takehome/contracts';
import { ApiError, apiFetch } from '@takehome/web-kit';

/** docs/product/blog.md: the blog list shows 6 posts, and Load More adds 6. */
export const POSTS_PER_PAGE = 6;
/** docs/product/blog.md: at most 3 related articles. */
const RELATED_POSTS_SHOWN = 3;
/** docs/product/blog.md: the latest post is cached for 5 minutes. */
const LATEST_POST_STALE_MS = 5 * 60 * 1000;

const POSTS = '/api/blog/posts';

function postsUrl(query: BlogPostListQuery): string {
  const params = new URLSearchParams();
  // The query's numbers are z.coerce inputs (typed unknown): written as JSON, which for a number is its digits.
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '')
      params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `${POSTS}?${params}`;
}

function fetchPosts(query: BlogPostListQuery, signal: AbortSignal): Promise<BlogPostListResponse> {
  return apiFetch<BlogPostListResponse>(postsUrl(query), { signal });
}

export interface PostListFilters {
  category: string;
  q: string;
  sort: PostSort;
}

/** The /blog list, 6 at a time: `fetchNextPage` is Load More. */
export function usePostList(filters: PostListFilters) {
  return useInfiniteQuery({
    queryKey: [POSTS, 'list', filters],
    queryFn: ({ pageParam, signal }) => fetchPosts({ ...filters, limit: POSTS_PER_PAGE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.posts.length, 0);
      return lastPage.posts.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/** docs/product/blog.md: the categories that have published posts, with their counts. */
export function useCategories() {
  return useQuery({
    queryKey: ['/api/blog/categories'],
    queryFn: ({ signal }) => apiFetch<BlogCategoriesResponse>('/api/blog/categories', { signal }),
  });
}

/**
 * One post. A renamed post's old slug answers with the post under its new slug; that answer is
 * also stored under the new slug, so moving the address there does not fetch (and count) it again.
 */
export function usePost(slug: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [POSTS, 'detail', slug],
    queryFn: async ({ signal }) => {
      const post = await apiFetch<BlogPost>(`${POSTS}/${encodeURIComponent(slug)}`, { signal });
      if (post.slug !== slug) queryClient.setQueryData([POSTS, 'detail', post.slug], post);
      return post;
    },
  });
  // A page rendered on the server (shell/src/server/render.tsx) came with its post, fetched before this
  // visit and not counted as a view: fetched again once hydrated, so the visit counts (svc-content counts
  // a post's GETs). The answer is the same post; nothing on the page moves.
  const { refetch } = query;
  useEffect(() => {
    const fetchedAt = queryClient.getQueryState([POSTS, 'detail', slug])?.dataUpdatedAt ?? 0;
    if (fetchedAt > 0 && fetchedAt < performance.timeOrigin) void refetch();
  }, [queryClient, slug, refetch]);
  return query;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** docs/product/blog.md: other posts of the same category, the current one excluded, at most 3. */
export function useRelatedPosts(post: BlogPostSummary) {
  return useQuery({
    queryKey: [POSTS, 'related', post.category],
    queryFn: ({ signal }) => fetchPosts({ category: post.category, limit: POSTS_PER_PAGE }, signal),
    select: (data) => data.posts.filter((related) => related.id !== post.id).slice(0, RELATED_POSTS_SHOWN),
  });
}

/** Every published post, newest first, for the content library (50 per call). */
export function useAllPosts() {
  return useQuery({
    queryKey: [POSTS, 'all'],
    queryFn: async ({ signal }) => {
      const posts: BlogPostSummary[] = [];
      for (;;) {
        const page = await fetchPosts({ limit: MAX_POSTS_PER_PAGE, offset: posts.length }, signal);
        posts.push(...page.posts);
        if (page.posts.length === 0 || posts.length >= page.total) return posts;
      }
    },
  });
}

export function useLatestPost() {
  return useQuery({
    queryKey: ['/api/blog/latest'],
    queryFn: ({ signal }) => apiFetch<BlogPostSummary>('/api/blog/latest', { signal }),
    staleTime: LATEST_POST_STALE_MS,
  });
}
