/**
 * Token caching for the tests' own API calls (sandbox contract tests and browser journeys): a
 * token is reused while enough of its lifetime is left and asked for again before it expires, as
 * spec 5.3 asks of a long-running integration. A slow machine then never meets a stale token.
 */

/** What a token endpoint answers, as far as caching needs it. */
export interface ExpiringToken {
  /** Lifetime in seconds, from the token answer. */
  expires_in: number;
}

interface Entry<T> {
  tokens: Promise<T>;
  /** When the request was sent: the lifetime counts from no later than that. */
  requestedAt: number;
}

/** Renew when less than this is left, or half the lifetime for short-lived tokens. */
const RENEW_BEFORE_MS = 30_000;

export type TokenCache<T> = Map<string, Entry<T>>;

export function tokenCache<T extends ExpiringToken>(): TokenCache<T> {
  return new Map();
}

/** The cached tokens for `key`, or new ones from `request` when they are missing or about to expire. */
export function cachedTokens<T extends ExpiringToken>(
  cache: TokenCache<T>,
  key: string,
  request: () => Promise<T>,
): Promise<T> {
  const entry = cache.get(key);
  if (entry === undefined) return renew();
  return entry.tokens.then((tokens) => {
    const lifetimeMs = tokens.expires_in * 1000;
    const margin = Math.min(RENEW_BEFORE_MS, lifetimeMs / 2);
    return Date.now() < entry.requestedAt + lifetimeMs - margin ? tokens : renew();
  });

  function renew(): Promise<T> {
    const current = cache.get(key);
    // Another caller may have renewed already while this one waited.
    if (current !== undefined && current !== entry) return current.tokens;
    const tokens = request();
    cache.set(key, { tokens, requestedAt: Date.now() });
    // A failed request is not cached.
    tokens.catch(() => cache.delete(key));
    return tokens;
  }
}
