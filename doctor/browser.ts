/**
 * What a browser lets the app read of an answer from another origin (the Fetch standard's CORS
 * rules): the request fails unless `Access-Control-Allow-Origin` names the app's origin (or `*`);
 * of the answer's headers only the CORS-safelisted ones and those `Access-Control-Expose-Headers`
 * names are readable. The doctor runs the app's readers on that view, so a total sent only in a
 * header the browser may not read is missing there exactly as it is on the page.
 */

/** Response headers a browser always exposes (Fetch standard, "CORS-safelisted response-header name"). */
const SAFELISTED = [
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
];

const listOf = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');

/** Whether a browser at `origin` may read this answer at all (no credentials are sent). */
export function allowsOrigin(headers: Headers, origin: string): boolean {
  const allowed = headers.get('Access-Control-Allow-Origin')?.trim();
  return allowed === '*' || allowed === origin;
}

/** The names of the headers a browser lets a script read (lower case). */
export function readableHeaderNames(headers: Headers): Set<string> {
  const exposed = listOf(headers.get('Access-Control-Expose-Headers'));
  // Without credentials `*` exposes every header.
  if (exposed.includes('*')) return new Set([...headers.keys()]);
  return new Set([...SAFELISTED, ...exposed]);
}

/** The answer's headers as a script in the browser sees them. */
export function browserHeaders(headers: Headers): Headers {
  const readable = readableHeaderNames(headers);
  const out = new Headers();
  for (const [name, value] of headers) if (readable.has(name)) out.append(name, value);
  return out;
}

/** Methods a browser sends without asking the preflight for them (Fetch standard). */
const SAFELISTED_METHODS = ['GET', 'HEAD', 'POST'];

/**
 * A preflight's answer: may a request by `method` (GET unless said) carrying `requestHeaders` be
 * sent from `origin`? `missing` names what was refused: headers, and the method.
 */
export function preflightAllows(
  headers: Headers,
  status: number,
  origin: string,
  requestHeaders: readonly string[],
  method = 'GET',
): { allowed: boolean; missing: string[] } {
  const ok = status >= 200 && status < 300 && allowsOrigin(headers, origin);
  const allowed = listOf(headers.get('Access-Control-Allow-Headers'));
  const methods = listOf(headers.get('Access-Control-Allow-Methods'));
  // `*` allows any header but `Authorization`, which must be named (Fetch standard).
  const missing = requestHeaders.filter(
    (name) =>
      !allowed.includes(name.toLowerCase()) &&
      !(allowed.includes('*') && name.toLowerCase() !== 'authorization'),
  );
  const methodAllowed =
    SAFELISTED_METHODS.includes(method) ||
    methods.includes('*') ||
    methods.includes(method.toLowerCase());
  if (!methodAllowed) missing.push(method);
  return { allowed: ok && missing.length === 0, missing: ok ? missing : [...requestHeaders] };
}

/**
 * A `fetch` that behaves as a browser at `origin` does for a page's request: it sends `Origin`,
 * fails as a browser fails when the answer does not allow that origin, and hands the caller only
 * the headers the browser exposes.
 */
export function browserFetch(origin: string, inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Origin', origin);
    const response = await inner(input, { ...init, headers });
    if (!allowsOrigin(response.headers, origin)) {
      throw new TypeError(`CORS: the answer does not allow ${origin}`);
    }
    const seen = new Response(
      response.status === 204 || response.status === 304 ? null : response.body,
      {
        status: response.status,
        statusText: response.statusText,
        headers: browserHeaders(response.headers),
      },
    );
    Object.defineProperty(seen, 'url', { value: response.url });
    return seen;
  };
}
