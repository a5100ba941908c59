/**
 * Caching of the open endpoints (docs/platform-contract.md 2.6): `Cache-Control: public,
 * max-age=60`, a strong `ETag` over the body, and 304 Not Modified on a matching `If-None-Match`.
 * The order list uses the same validator with `ORDER_LIST_CACHE` (private, asked again each time).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export const OPEN_CACHE_CONTROL = 'public, max-age=60';

/**
 * A signed-in list (`GET /orders`): only the browser keeps it, and asks again every time with its
 * `ETag` (the auth middleware adds `Vary: Authorization, X-auth-owner`, the routes the language).
 */
export const ORDER_LIST_CACHE = { 'Cache-Control': 'private, no-cache' };

export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** `If-None-Match` matches when it is `*` or lists the tag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const wanted = ifNoneMatch.trim();
  if (wanted === '*') return true;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return wanted.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Sends `body` as JSON with the caching headers, or 304 when the client's copy is current. */
export function cachedJson(
  c: Context,
  body: string,
  headers: Record<string, string> = {},
  etag: string = strongEtag(body),
  caching: Record<string, string> = {
    'Cache-Control': OPEN_CACHE_CONTROL,
    Vary: 'Accept-Language',
  },
): Response {
  const common = { ...caching, ETag: etag };
  if (etagMatches(c.req.header('If-None-Match'), etag)) {
    return c.body(null, 304, { ...common, ...headers });
  }
  return c.body(body, 200, { 'Content-Type': 'application/json', ...common, ...headers });
}
