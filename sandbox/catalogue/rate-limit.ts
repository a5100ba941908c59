/**
 * Per-IP rate limit of the open endpoints: a fixed one-minute window per address; over the limit
 * → 429 problem `RATE_LIMITED` with `Retry-After` (seconds until the window ends). The counting is
 * `fixedWindowCounter`, shared with the sign-in interaction limit (`sandbox/identity/handler.ts`).
 */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { fixedWindowCounter } from '../http/fixed-window.ts';
import { problem } from '../http/problem.ts';

export function rateLimit(limitPerMinute: number, now: () => number = Date.now): MiddlewareHandler {
  const counter = fixedWindowCounter(limitPerMinute, now);

  return async (c, next) => {
    let address = 'unknown';
    try {
      address = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not served by @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    }
    const { limited, count, retryAfterSeconds } = counter.hit(address);
    if (limited) {
      return problem(c, {
        status: 429,
        code: 'RATE_LIMITED',
        title: 'Too many requests',
        detail: `At most ${limitPerMinute} requests per minute per address; retry after ${retryAfterSeconds} s.`,
        headers: { 'Retry-After': String(retryAfterSeconds) },
      });
    }
    await next();
    c.header('RateLimit-Limit', String(limitPerMinute));
    c.header('RateLimit-Remaining', String(Math.max(0, limitPerMinute - count)));
    return undefined;
  };
}
