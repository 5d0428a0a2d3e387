import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type {
  AdminUsageResponse,
  AdminUserDto,
  AdminUsersResponse,
  SetUsageRequest,
  UpdateUserRequest,
  UsageDto,
} from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';
import { ADMIN, getJson, refetchAfterChange } from './request';

export const USERS_PAGE_SIZE = 50;

const userKeys = {
  all: [ADMIN, 'users'] as const,
  page: (search: string, offset: number) => [ADMIN, 'users', search, offset] as const,
  usage: (ids: readonly string[]) => [ADMIN, 'users', 'usage', ids.join(',')] as const,
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
    onSuccess: () => refetchAfterChange(client, userKeys.all),
  });
}

/** The users' live windows from svc-calc, which owns the count. */
export function useUsersUsage(userIds: readonly string[]) {
  return useQuery({
    queryKey: userKeys.usage(userIds),
    queryFn: ({ signal }) =>
      getJson<AdminUsageResponse>('/api/admin/calculator-usage', { userIds: userIds.join(',') }, signal),
    enabled: userIds.length > 0,
    select: (answer) => answer.usage,
  });
}

/** Sets a user's count in svc-calc (0 resets the window); the user's next calculation counts from there. */
export function useSetUsage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, used }: { id: string } & SetUsageRequest) =>
      apiFetch<UsageDto>(`/api/admin/calculator-usage/${id}`, { method: 'PUT', body: { used } }),
    onSuccess: () => refetchAfterChange(client, userKeys.all),
  });
}
