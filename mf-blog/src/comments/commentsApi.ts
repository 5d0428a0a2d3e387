import { useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type { BlogComment, BlogCommentsResponse, CreateCommentRequest } from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';

const commentsPath = (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/comments`;
const commentsKey = (slug: string) => [commentsPath(slug)];

export function useComments(slug: string) {
  return useQuery({
    queryKey: commentsKey(slug),
    queryFn: ({ signal }) => apiFetch<BlogCommentsResponse>(commentsPath(slug), { signal }),
  });
}

/**
 * A published comment is added to the list without fetching it again; a new commenter's first one
 * waits for a moderator and is not listed yet.
 */
export function useAddComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: CreateCommentRequest) =>
      apiFetch<BlogComment>(commentsPath(slug), { method: 'POST', body: comment }),
    onSuccess: (comment) => {
      if (comment.status === 'pending') return;
      queryClient.setQueryData<BlogCommentsResponse>(commentsKey(slug), (current) => ({
        comments: [...(current?.comments ?? []), comment],
      }));
    },
  });
}
