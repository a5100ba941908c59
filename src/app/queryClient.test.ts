import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';

const http = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', status, retryAfterSeconds });

describe('query retry policy', () => {
  it('does not retry client errors', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, http(status))).toBe(false);
    }
    expect(shouldRetry(0, new ApiError({ kind: 'invalid-response' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'refused-origin' }))).toBe(false);
  });

  it('retries network errors, 5xx and 429 a limited number of times', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(1, http(503))).toBe(true);
    expect(shouldRetry(0, http(429))).toBe(true);
    expect(shouldRetry(2, http(503))).toBe(false);
  });

  it('waits as long as Retry-After says', () => {
    expect(retryDelay(0, http(429, 7))).toBe(7000);
    expect(retryDelay(0, http(429, 600))).toBe(30_000);
    expect(retryDelay(1, http(503))).toBe(2000);
    expect(retryDelay(10, new Error('x'))).toBe(10_000);
  });

  it('never retries a change (mutation) by itself', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
