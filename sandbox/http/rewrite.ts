/**
 * Helpers of the shape sets (sandbox/http/shapes.ts, sandbox/http/polyglot.ts): reading a finished
 * answer's JSON and replacing the answer on its way out.
 */
import type { Context } from 'hono';

export type Json = unknown;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list a standard HAL answer holds under `_embedded[key]`; empty when there is none. */
export function embeddedList(body: Json, key: string): unknown[] {
  if (!isRecord(body) || !isRecord(body['_embedded'])) return [];
  const list = body['_embedded'][key];
  return Array.isArray(list) ? list : [];
}

/** The `href` of a HAL answer's `_links.self`; undefined when there is none. */
export function selfHref(body: Json): string | undefined {
  const links = isRecord(body) ? body['_links'] : undefined;
  const self = isRecord(links) ? links['self'] : undefined;
  return isRecord(self) && typeof self['href'] === 'string' ? self['href'] : undefined;
}

/** A rule for answers of one method and path. */
export interface RouteMatch {
  method: string;
  path: RegExp;
}

export function matches(route: RouteMatch, method: string, path: string): boolean {
  return route.method === method && route.path.test(path);
}

/** A copy of `source` without `Content-Length` (the body changes) and the `drop` headers. */
export function headersWithout(source: Headers, drop: readonly string[]): Headers {
  const headers = new Headers(source);
  for (const name of ['content-length', ...drop]) headers.delete(name);
  return headers;
}

/** The answer's JSON body; undefined when it is empty or not JSON. */
export async function readJson(response: Response): Promise<Json> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** Puts `replacement` in place of the finished answer. */
export function replaceResponse(c: Context, replacement: Response): void {
  // Unset first: Hono would otherwise copy the old answer's headers over the new one's.
  c.res = undefined;
  c.res = replacement;
}
