/**
 * Caching of the open endpoints (docs/platform-contract.md 2.6): `Cache-Control: public,
 * max-age=60`, a strong `ETag` over the body, and 304 Not Modified on a matching `If-None-Match`.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export const OPEN_CACHE_CONTROL = 'public, max-age=60';

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
): Response {
  const common = {
    'Cache-Control': OPEN_CACHE_CONTROL,
    ETag: etag,
    Vary: 'Accept-Language',
  };
  if (etagMatches(c.req.header('If-None-Match'), etag)) {
    return c.body(null, 304, { ...common, ...headers });
  }
  return c.body(body, 200, { 'Content-Type': 'application/json', ...common, ...headers });
}
