import { useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type { AdminComment, AdminCommentsResponse, CommentStatus, SuccessResponse } from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';
import { ADMIN, getJson } from './request';

const commentKeys = {
  all: [ADMIN, 'comments'] as const,
  list: (status: CommentStatus | 'all') => [ADMIN, 'comments', status] as const,
};

/** Readers' comments for moderation, newest first: those waiting for approval, or another status, or all. */
export function useModeratedComments(status: CommentStatus | 'all') {
  return useQuery({
    queryKey: commentKeys.list(status),
    queryFn: ({ signal }) =>
      getJson<AdminCommentsResponse>('/api/blog/comments', status === 'all' ? {} : { status }, signal),
  });
}

/** After a change: the moderation lists and the public post's comments (keys starting with '/api/blog'). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey: [first, second] }) =>
        (first === ADMIN && second === 'comments') || (typeof first === 'string' && first.startsWith('/api/blog')),
    });
}

/** Approve (readers see it) or hold (hidden from readers). */
export function useModerateComment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'held' }) =>
      apiFetch<AdminComment>(`/api/blog/comments/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: refresh,
  });
}

export function useRemoveComment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SuccessResponse>(`/api/blog/comments/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
