import { keepPreviousData, useQuery } from '@takehome/web-kit/react-query';
import type { ContactMessageListResponse, SupportTicketListResponse } from '@takehome/contracts';
import { ADMIN, getJson } from './request';

export const INBOX_PAGE_SIZE = 20;

export function useSupportTickets(offset = 0) {
  return useQuery({
    queryKey: [ADMIN, 'support-tickets', offset],
    queryFn: ({ signal }) =>
      getJson<SupportTicketListResponse>('/api/admin/support-tickets', { limit: INBOX_PAGE_SIZE, offset }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(offset = 0) {
  return useQuery({
    queryKey: [ADMIN, 'contact-messages', offset],
    queryFn: ({ signal }) =>
      getJson<ContactMessageListResponse>('/api/admin/contact-messages', { limit: INBOX_PAGE_SIZE, offset }, signal),
    placeholderData: keepPreviousData,
  });
}
