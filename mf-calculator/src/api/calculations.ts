import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import type {
  CalculationsSinceDto,
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

/** Month boundaries and default names follow the browser's time zone. */
const withZone = (path: string, params: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...params, tz: browserTimeZone() })}`;

/** The server's own message when it sent one, else the generic '<status>: <body>' text. */
export function serverText(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The 'This Month' totals (docs/product/journeys.md user analytics summary), in the browser's zone. */
export function useMonthlySummary(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'monthly-summary', userId],
    queryFn: () => apiFetch<MonthlySummaryDto>(withZone(`/api/calculations/monthly-summary/${userId}`)),
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

/** POST /api/calculations/save; on success the summary and lists are fetched again (docs/product/journeys.md). */
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

/** The first instant of this month in the browser's zone. */
export function thisMonthStart(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
}

/**
 * The user's saved calculations, newest first, a page at a time: all of them with saved history
 * (Pro, docs/product/plans.md), else this month's.
 */
export function useSavedCalculations(withHistory: boolean) {
  return useInfiniteQuery({
    queryKey: [ROOT, 'saved', withHistory],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiFetch<CalculationPageDto>(
        withZone('/api/calculations', {
          page: String(pageParam),
          pageSize: String(PAGE_SIZE),
          ...(withHistory ? {} : { from: thisMonthStart() }),
        }),
      ),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Every saved calculation from `fromIso` on, for /analytics (Pro: the server refuses others). */
export function useCalculationsSince(fromIso: string) {
  return useQuery({
    queryKey: [ROOT, 'since', fromIso],
    queryFn: async () =>
      (await apiFetch<CalculationsSinceDto>(`/api/calculations/since?${new URLSearchParams({ from: fromIso })}`)).items,
  });
}

/** The server's copy of the chosen calculations for a PDF, CSV or Excel file (Pro: the server refuses others). */
export function exportData(ids: readonly string[]): Promise<SavedCalculationDto[]> {
  return apiFetch<SavedCalculationDto[]>('/api/calculations/export', { method: 'POST', body: { ids } });
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
