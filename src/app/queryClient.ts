import { QueryClient } from '@tanstack/react-query';
import { isApiError, MAX_RETRY_AFTER_SECONDS } from '../lib/http';

const MAX_RETRIES = 2;

/**
 * Queries are reads (GET), safe to send again: retry network failures, time-outs, 5xx and 429;
 * never other 4xx, refused origins or invalid bodies. Mutations are never retried by themselves
 * (`mutations.retry: false`): after a failed change the page reads the order again instead.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status === 429 || error.status >= 500;
}

/** Waits as long as `Retry-After` asks (at most 30 s); otherwise 1 s, 2 s, 4 s … up to 10 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000;
  }
  return Math.min(1000 * 2 ** failureCount, 10_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Open catalogue data changes rarely (the API caches it for 60 s too).
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        // Back online: what is on screen is read again, fresh or not.
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false },
    },
  });
}
