import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type { AdminUserDto, AdminUsersResponse, UpdateUserRequest } from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';
import { ADMIN, getJson } from './request';

export const USERS_PAGE_SIZE = 50;

const userKeys = {
  all: [ADMIN, 'users'] as const,
  page: (search: string, offset: number) => [ADMIN, 'users', search, offset] as const,
};

/** A page of users (newest first) and the tier counts of everyone. */
export function useAdminUsers(search = '', offset = 0) {
  return useQuery({
    queryKey: userKeys.page(search, offset),
    queryFn: ({ signal }) =>
      getJson<AdminUsersResponse>('/api/admin/users', { search, limit: USERS_PAGE_SIZE, offset }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserRequest }) =>
      apiFetch<AdminUserDto>(`/api/admin/users/${id}`, { method: 'PUT', body: changes }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
