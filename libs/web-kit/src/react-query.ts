// The one door to TanStack Query for the front ends, for the same reason as ./router.ts: a shared
// package ships whole (46 KB), this shared module ships only what we use, and every app still gets the
// shell's single query client.
export {
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryFunction, QueryKey } from '@tanstack/react-query';
