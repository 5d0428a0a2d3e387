import { useIsMutating, useMutation, useMutationState, useQuery, useQueryClient } from '@takehome/web-kit/react-query';
import type { GenerateAiRequest, GenerateAiResponse, LogResponse } from '@takehome/contracts';
import { apiFetch } from '@takehome/web-kit';
import { detailsOrError } from '../common/errors';
import { appendLocalLine } from './activityLog';
import { refreshPosts } from './posts';
import { ADMIN, getJson } from './request';

/** docs/product/copy.md: the generation log shows 8 lines. */
export const GENERATION_LOG_LINES = 8;
/** How often the log is read while an article is being written. */
const LIVE_LOG_INTERVAL_MS = 1500;

const generateKey = [ADMIN, 'generate'] as const;
const generationLogKey = [ADMIN, 'generation-log'] as const;

const readGenerationLog = (signal?: AbortSignal) =>
  getJson<LogResponse>('/api/blog/generation-log', { limit: GENERATION_LOG_LINES }, signal);

const sameLine = (a: { at: string; message: string }, b: { at: string; message: string }) =>
  a.at === b.at && a.message === b.message;

/** Writes an article; runs on even if the page that started it is left, and logs its failure once. */
export function useGenerateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: generateKey,
    onMutate: () => client.getQueryData<LogResponse>(generationLogKey)?.lines ?? [],
    mutationFn: (request: GenerateAiRequest) =>
      apiFetch<GenerateAiResponse>('/api/blog/generate-ai', { method: 'POST', body: request }),
    onSuccess: () => refreshPosts(client),
    onError: async (error, _request, linesBefore = []) => {
      // The server logs the failures it meets itself; add the line only when it did not.
      const line = `Error: ${detailsOrError(error)}`;
      const after = await client
        .fetchQuery({ queryKey: generationLogKey, queryFn: () => readGenerationLog(), staleTime: 0 })
        .catch(() => null);
      const logged = after?.lines.some((l) => l.message === line && !linesBefore.some((b) => sameLine(b, l)));
      if (!logged) appendLocalLine(client, 'generation', line);
    },
    onSettled: () => client.invalidateQueries({ queryKey: generationLogKey }),
  });
}

/** True while any article is being written. */
export function useIsGenerating(): boolean {
  return useIsMutating({ mutationKey: generateKey }) > 0;
}

/** The answer of the latest successful generation, for the summary under the generators. */
export function useLastGeneration(): GenerateAiResponse | undefined {
  const results = useMutationState({
    filters: { mutationKey: generateKey, status: 'success' },
    select: (mutation) => mutation.state.data as GenerateAiResponse,
  });
  return results[results.length - 1];
}

/** The server's generation log, read again every 1.5 s while a generation runs. */
export function useGenerationLog(live: boolean) {
  return useQuery({
    queryKey: generationLogKey,
    queryFn: ({ signal }) => readGenerationLog(signal),
    refetchInterval: live ? LIVE_LOG_INTERVAL_MS : false,
  });
}
