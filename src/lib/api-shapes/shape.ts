import * as v from 'valibot';
import { ApiError } from '../http/ApiError';

/** How deep {@link describeShape} looks into nested objects and arrays. */
const MAX_DEPTH = 3;
/** How many keys of one object {@link describeShape} lists. */
const MAX_KEYS = 20;

/**
 * The shape of an answer: keys and types only, never a value (so never a name, an id or a token).
 * `{ _embedded: { history: [{ id: 'number' }] } }` becomes
 * `{ _embedded: { history: [ { id: number } ] } }`.
 */
export function describeShape(value: unknown, depth = 0): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return depth >= MAX_DEPTH ? '[…]' : `[ ${describeShape(value[0], depth + 1)} ]`;
  }
  if (typeof value === 'object') {
    if (depth >= MAX_DEPTH) return '{…}';
    const keys = Object.keys(value);
    const parts = keys
      .slice(0, MAX_KEYS)
      .map((key) => `${key}: ${describeShape(Reflect.get(value, key), depth + 1)}`);
    if (keys.length > MAX_KEYS) parts.push('…');
    return `{ ${parts.join(', ')} }`;
  }
  return typeof value;
}

/** Where valibot found a problem, as a dotted path of keys (never the value it met). */
export function issuePaths(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.slice(0, 5).map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    return path === '' ? '(root)' : path;
  });
}

/**
 * The answer to `what` cannot be read: logs its shape (keys and types only) with `console.warn`
 * and returns the error the caller throws. Components show it as "could not read", with a retry,
 * never as an empty list.
 */
export function unreadable(what: string, body: unknown, paths: readonly string[] = []): ApiError {
  const at = paths.length > 0 ? ` (at ${paths.join(', ')})` : '';
  console.warn(`Could not read the answer to ${what}${at}; its shape: ${describeShape(body)}`);
  return new ApiError({ kind: 'invalid-response' });
}
