/**
 * Where to go after sign-in. Only a path on the app's own origin is accepted (no open redirect):
 * the value is resolved against the app's origin, and so is the path we would return, since a
 * path that starts with `//` after normalisation (`/.//evil.test` → `//evil.test`) names another
 * host. The callback path itself and anything else fall back to the home page.
 */
export function safeReturnTo(value: unknown, origin: string, callbackPath: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const appOrigin = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(value, appOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== appOrigin || url.pathname === callbackPath) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What the router and the browser will make of the result must still be this origin.
  if (new URL(path, appOrigin).origin !== appOrigin || path.startsWith('//')) return '/';
  return path;
}

/** The current location as a returnTo path. */
export function currentPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
