// React Query defaults of SPEC §9: data is fresh forever, never refetched on focus or by polling;
// only transient failures (network, connection, timeout, 5xx) are retried, at most twice.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "./request.ts";

export const MAX_RETRIES = 2;
export const GC_TIME_MS = 5 * 60 * 1000;

// The Arabic words cover the helper's own timeout/network texts ("المهلة", "الشبكة", "الاتصال").
const TRANSIENT = /network|connection|timeout|المهلة|الشبكة|الاتصال/i;

export function isTransientError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return TRANSIENT.test(message) || /^5/.test(message);
}

/** react-query's `retry`: failureCount is 0 at the first failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientError(error);
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** SPEC §8 "failed data load: logged and rethrown" — the query still ends in its error state. */
export async function loadData<T>(path: string, signal?: AbortSignal): Promise<T> {
  try {
    return await apiRequest<T>("GET", path, undefined, { signal });
  } catch (err) {
    if (!signal?.aborted) console.error(`[data] GET ${path} failed:`, err);
    throw err;
  }
}

/** Default query function: the query key's first element is the API path. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => loadData(String(queryKey[0]), signal);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: shouldRetry,
        retryDelay,
        staleTime: Infinity,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
