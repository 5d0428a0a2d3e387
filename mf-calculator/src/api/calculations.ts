import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import type {
  CalculationPageDto,
  MonthCalculationRowDto,
  MonthlySummaryDto,
  SaveCalculationRequest,
  SavedCalculationDto,
} from '@takehome/contracts';
import { ApiError, apiFetch } from '@takehome/web-kit';
import { browserTimeZone } from '../shared/format';

/** Every query here starts with 'calculations', so one invalidation refreshes summary, month and lists. */
const ROOT = 'calculations';
const RECENT_LIMIT = 5;
const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

/** Month boundaries and default names follow the browser's time zone. */
const withZone = (path: string, params: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...params, tz: browserTimeZone() })}`;

/** The server's own message when it sent one, else the generic '<status>: <body>' text. */
export function serverText(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The 'This Month' totals (SPEC §3 user analytics summary), in the browser's zone. */
export function useMonthlySummary(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'monthly-summary', userId],
    queryFn: () => apiFetch<MonthlySummaryDto>(withZone(`/api/analytics/${userId}`)),
  });
}

/** The month's five newest saved calculations. */
export function useRecentCalculations(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'this-month', userId],
    queryFn: () =>
      apiFetch<MonthCalculationRowDto[]>(
        withZone(`/api/calculations/this-month/${userId}`, { limit: String(RECENT_LIMIT) }),
      ),
  });
}

export interface SaveCalculationInput {
  userId: string;
  input: PaycheckInput;
  result: PaycheckResult;
}

/** POST /api/calculations/save; on success the summary and lists are fetched again (SPEC §4). */
export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input, result }: SaveCalculationInput) => {
      const { weeklyExpenses, ...results } = result;
      const body: SaveCalculationRequest = { userId, calculationData: { inputs: input, results, weeklyExpenses } };
      return apiFetch<SavedCalculationDto>(withZone('/api/calculations/save'), { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** The user's saved calculations, newest first, a page at a time. */
export function useSavedCalculations() {
  return useInfiniteQuery({
    queryKey: [ROOT, 'saved'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiFetch<CalculationPageDto>(`/api/calculations?page=${pageParam}&pageSize=${PAGE_SIZE}`),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Every saved calculation from `fromIso` on (for the analytics), read page by page. */
export function useCalculationsSince(fromIso: string) {
  return useQuery({
    queryKey: [ROOT, 'since', fromIso],
    queryFn: async () => {
      const items: SavedCalculationDto[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await apiFetch<CalculationPageDto>(
          `/api/calculations?${new URLSearchParams({ page: String(page), pageSize: String(MAX_PAGE_SIZE), from: fromIso })}`,
        );
        items.push(...answer.items);
        if (page * answer.pageSize >= answer.total) return items;
      }
    },
  });
}

export function useDeleteCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/calculations/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export function useRenameCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<SavedCalculationDto>(`/api/calculations/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
