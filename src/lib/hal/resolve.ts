export type ResolvedHref =
  { ok: true; url: string } | { ok: false; reason: 'invalid-href' | 'other-origin' };

/**
 * Resolves a link's `href` against the API base. Only a target on the API base's own origin is
 * accepted: the app sends its bearer token with link requests, so a link that points elsewhere
 * (another host, port or scheme, `javascript:`, protocol-relative `//evil`) is refused.
 */
export function resolveHref(href: string, apiBase: string): ResolvedHref {
  let base: URL;
  let target: URL;
  try {
    base = new URL(apiBase);
    target = new URL(href, base);
  } catch {
    return { ok: false, reason: 'invalid-href' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return { ok: false, reason: 'other-origin' };
  }
  if (target.origin !== base.origin) return { ok: false, reason: 'other-origin' };
  return { ok: true, url: target.href };
}
