import { isRecord } from '../isRecord';

/**
 * Records whose fields the spec does not show (docs/decisions/0110), as different stacks write
 * them: a JSON:API resource flattened, and a field found under one of several words. Key case is
 * not handled here: the boundary decoded it (src/lib/http/decode.ts).
 */

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
