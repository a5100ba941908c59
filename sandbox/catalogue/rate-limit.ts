/**
 * Per-IP rate limit of the open endpoints: a fixed one-minute window per address; over the limit
 * → 429 problem `RATE_LIMITED` with `Retry-After` (seconds until the window ends).
 */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { problem } from '../http/problem.ts';

const WINDOW_MS = 60_000;

export function rateLimit(limitPerMinute: number, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  return async (c, next) => {
    const time = now();
    if (time - lastSweep > WINDOW_MS) {
      for (const [key, window] of windows) {
        if (time - window.start >= WINDOW_MS) windows.delete(key);
      }
      lastSweep = time;
    }
    let address = 'unknown';
    try {
      address = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not served by @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    }
    let window = windows.get(address);
    if (window === undefined || time - window.start >= WINDOW_MS) {
      window = { start: time, count: 0 };
      windows.set(address, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
    if (window.count > limitPerMinute) {
      return problem(c, {
        status: 429,
        code: 'RATE_LIMITED',
        title: 'Too many requests',
        detail: `At most ${limitPerMinute} requests per minute per address; retry after ${resetSeconds} s.`,
        headers: { 'Retry-After': String(resetSeconds) },
      });
    }
    await next();
    c.header('RateLimit-Limit', String(limitPerMinute));
    c.header('RateLimit-Remaining', String(Math.max(0, limitPerMinute - window.count)));
    return undefined;
  };
}
