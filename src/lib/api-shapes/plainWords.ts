import { isRecord } from '../isRecord';
import { wordsOfKey } from './meaning';
import { readInstant } from './values';

/** How deep {@link plainWords} goes into nested objects before it stops. */
const MAX_DEPTH = 3;

/** `occurredAt` → `occurred at`, `from_state` → `from state`: a key as words. */
export function keyWords(key: string): string {
  return wordsOfKey(key).join(' ');
}

/**
 * A value the app could not place, shown honestly in plain words (on screen, never in a log):
 * text as it is, numbers and yes/no as written, objects as "key: value" pairs, lists joined.
 * `null` and `''` are the server's own "nothing" and read as such by the caller.
 */
export function plainWords(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.map((item) => plainWords(item, depth + 1)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== '_links')
      .map(([key, item]) => `${keyWords(key)}: ${plainWords(item, depth + 1)}`)
      .join(', ');
  }
  return typeof value;
}

/** A field in words for a list of what could not be placed: its key as words and its value. */
export interface PlainField {
  key: string;
  label: string;
  text: string;
}

export function plainFields(
  record: Record<string, unknown>,
  skip: ReadonlySet<string>,
): PlainField[] {
  return Object.entries(record)
    .filter(([key, value]) => !skip.has(key) && key !== '_links' && value !== undefined)
    .map(([key, value]) => ({ key, label: keyWords(key), text: plainWords(value) }));
}

/** The first value under `keys` that reads as a point in time (ISO or epoch). */
export function instantUnder(
  record: Record<string, unknown>,
  keys: readonly string[],
): { key: string; at: string } | undefined {
  for (const key of keys) {
    const at = readInstant(record[key]);
    if (at !== undefined) return { key, at };
  }
  return undefined;
}

/** Fields in words for one line: `label: text; label: text`. */
export const fieldsInWords = (fields: readonly PlainField[]): string =>
  fields.map((one) => `${one.label}: ${one.text}`).join('; ');
