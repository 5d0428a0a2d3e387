import { useQuery, useQueryClient, type QueryClient } from '@takehome/web-kit/react-query';
import type { LogLine } from '@takehome/contracts';
import { ADMIN } from './request';

/** The two activity logs of Content Management. */
export type LogKind = 'generation' | 'scheduler';

const localKey = (kind: LogKind) => [ADMIN, 'local-log', kind] as const;

/**
 * Lines the browser adds to a log for failures the server never saw (a refused or lost request).
 * They live in the query cache, so they outlast the component that wrote them.
 */
export function appendLocalLine(client: QueryClient, kind: LogKind, message: string): void {
  client.setQueryData<LogLine[]>(localKey(kind), (lines = []) => [...lines, { at: new Date().toISOString(), message }]);
}

/** The server's lines and the browser's, in time order, the last `limit` of them. */
export function useMergedLog(kind: LogKind, serverLines: LogLine[] | undefined, limit: number): LogLine[] {
  const client = useQueryClient();
  const { data: localLines = [] } = useQuery({
    queryKey: localKey(kind),
    queryFn: () => client.getQueryData<LogLine[]>(localKey(kind)) ?? [],
    initialData: [] as LogLine[],
  });
  return [...(serverLines ?? []), ...localLines].sort((a, b) => a.at.localeCompare(b.at)).slice(-limit);
}
