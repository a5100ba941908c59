import { isRecord } from '../isRecord';

/**
 * Field spellings of records whose fields the spec does not show (docs/decisions/0120): the same
 * record as different stacks write it by default. Used before a record is read with
 * `lenientRecord`, so that the reader validates one canonical spelling.
 */

/** `category_name` → `categoryName` (Django REST framework, Rails); other keys as they are. */
export const camelCaseKey = (key: string): string =>
  key.replace(/[_-]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A record with its keys in camelCase, nested objects too (up to `depth` levels below). */
export function camelCaseKeys(record: Record<string, unknown>, depth = 2): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const camel = camelCaseKey(key);
    // A key already in camelCase wins over its snake_case twin.
    if (camel in out && camel !== key) continue;
    out[camel] = depth > 0 && isRecord(value) ? camelCaseKeys(value, depth - 1) : value;
  }
  return out;
}

/**
 * A JSON:API resource object (`{ id, type, attributes, relationships, links }`, Rails'
 * jsonapi-serializer and others) as a plain record: its attributes with its `id`. The resource's
 * `type` names the kind of resource, not a field of it, and is left out. Anything else as it is.
 */
export function flattenResource(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw['attributes'])) return raw;
  return { ...raw['attributes'], id: raw['id'] };
}

/**
 * The record with each canonical key taken from the first of its spellings that is sent (not
 * null): `{ title: 'x' }` with `{ name: ['name', 'title'] }` reads as `{ name: 'x' }`. A value
 * under a spelling is moved, so it is read once.
 */
export function canonicalKeys(
  record: Record<string, unknown>,
  spellings: Readonly<Record<string, readonly string[]>>,
): Record<string, unknown> {
  const moved = new Map<string, string>();
  for (const [canonical, keys] of Object.entries(spellings)) {
    const key = keys.find((one) => record[one] !== undefined && record[one] !== null);
    if (key !== undefined && key !== canonical) moved.set(key, canonical);
  }
  const taken = new Set(moved.values());
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => moved.has(key) || !taken.has(key))
      .map(([key, value]) => [moved.get(key) ?? key, value]),
  );
}
