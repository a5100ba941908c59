/**
 * Where to go after sign-in. Only a path on the app's own origin is accepted (no open redirect);
 * the callback path itself and anything else fall back to the home page.
 */
export function safeReturnTo(value: unknown, origin: string, callbackPath: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname === callbackPath) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The current location as a returnTo path. */
export function currentPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
