import { useMutation, useQuery, useQueryClient, type QueryClient } from '@takehome/web-kit/react-query';
import type {
  CreateScheduledJobRequest,
  LogResponse,
  ScheduledJob,
  ScheduledJobListResponse,
  ScheduledJobRunResponse,
  SuccessResponse,
} from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';
import { errorText } from '../common/errors';
import { appendLocalLine } from './activityLog';
import { refreshPosts } from './posts';
import { ADMIN, getJson } from './request';

/** docs/product/schedules.md: the scheduler log shows 5 lines. */
export const SCHEDULER_LOG_LINES = 5;

const schedulerKeys = {
  all: [ADMIN, 'scheduler'] as const,
  jobs: [ADMIN, 'scheduler', 'jobs'] as const,
  log: [ADMIN, 'scheduler', 'log'] as const,
};

export function useScheduledJobs() {
  return useQuery({
    queryKey: schedulerKeys.jobs,
    queryFn: ({ signal }) => getJson<ScheduledJobListResponse>('/api/scheduler/jobs', {}, signal),
  });
}

export function useSchedulerLog() {
  return useQuery({
    queryKey: schedulerKeys.log,
    queryFn: ({ signal }) => getJson<LogResponse>('/api/scheduler/log', { limit: SCHEDULER_LOG_LINES }, signal),
  });
}

/** Jobs and their log after any change (the server writes a log line for each). */
const refreshScheduler = (client: QueryClient) => client.invalidateQueries({ queryKey: schedulerKeys.all });

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateScheduledJobRequest) =>
      apiFetch<ScheduledJob>('/api/scheduler/jobs', { method: 'POST', body: request }),
    onError: (error) => appendLocalLine(client, 'scheduler', `Error creating schedule: ${errorText(error)}`),
    onSettled: () => refreshScheduler(client),
  });
}

/** Pause or resume. */
export function useToggleJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ScheduledJob>(`/api/scheduler/jobs/${id}/toggle`, { method: 'PATCH' }),
    onError: () => appendLocalLine(client, 'scheduler', 'Error toggling scheduled job'),
    onSettled: () => refreshScheduler(client),
  });
}

export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SuccessResponse>(`/api/scheduler/jobs/${id}`, { method: 'DELETE' }),
    onError: () => appendLocalLine(client, 'scheduler', 'Error deleting scheduled job'),
    onSettled: () => refreshScheduler(client),
  });
}

/** Run now: writes the next roadmap draft at once; the run's outcome is the server's log line. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ScheduledJobRunResponse>(`/api/scheduler/jobs/${id}/run`, { method: 'POST' }),
    onError: () => appendLocalLine(client, 'scheduler', 'Error in manual blog generation'),
    onSettled: () =>
      Promise.all([
        refreshScheduler(client),
        refreshPosts(client),
        client.invalidateQueries({ queryKey: [ADMIN, 'generation-log'] }),
      ]),
  });
}
