import { useMutation } from '@takehome/web-kit/react-query';
import type { SubscribeRequest, SubscribeResponse } from '@takehome/contracts';
import { ApiError, apiFetch } from '@takehome/web-kit';

/** POST /api/email/subscribe; the email arrives trimmed (docs/product/calculator-inputs.md). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (request: SubscribeRequest) =>
      apiFetch<SubscribeResponse>('/api/email/subscribe', { method: 'POST', body: request }),
  });
}

/** docs/product/blog.md: the server's error field, else 'Failed to subscribe'. */
export function subscribeErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverError) || 'Failed to subscribe';
}
