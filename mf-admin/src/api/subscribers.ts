import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type {
  Subscriber,
  SubscriberListResponse,
  SubscriberSource,
  SubscriberStatus,
  SuccessResponse,
  UpdateSubscriberRequest,
} from '@takehome/contracts';
import { ApiError, apiFetch } from '@takehome/web-kit';
import { ADMIN, getJson, refetchAfterChange, withQuery } from './request';

export const SUBSCRIBERS_PAGE_SIZE = 50;

export interface SubscriberFilters {
  q: string;
  source: SubscriberSource | '';
  status: SubscriberStatus;
}

export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = { q: '', source: '', status: 'all' };

const subscriberKeys = {
  all: [ADMIN, 'subscribers'] as const,
  page: (filters: SubscriberFilters, offset: number) => [ADMIN, 'subscribers', filters, offset] as const,
};

/** A page of subscribers matching the filters, with the all-time totals; the last page stays up while the next loads. */
export function useSubscribers(filters: SubscriberFilters = NO_SUBSCRIBER_FILTERS, offset = 0) {
  return useQuery({
    queryKey: subscriberKeys.page(filters, offset),
    queryFn: ({ signal }) =>
      getJson<SubscriberListResponse>(
        '/api/admin/email-subscribers',
        { ...filters, offset, limit: SUBSCRIBERS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateSubscriberRequest }) =>
      apiFetch<Subscriber>(`/api/admin/email-subscribers/${id}`, { method: 'PUT', body: changes }),
    onSuccess: () => refetchAfterChange(client, subscriberKeys.all),
  });
}

export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SuccessResponse>(`/api/admin/email-subscribers/${id}`, { method: 'DELETE' }),
    onSuccess: () => refetchAfterChange(client, subscriberKeys.all),
  });
}

/** The server's CSV of every subscriber matching the filters (apiFetch reads only JSON, so a plain fetch). */
export async function fetchSubscribersCsv(filters: SubscriberFilters, accessToken: string | null): Promise<string> {
  const response = await fetch(withQuery('/api/admin/email-subscribers/export.csv', { ...filters }), {
    headers: { Accept: 'text/csv', ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text;
}
