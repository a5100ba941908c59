import * as v from 'valibot';
import { issuePaths, unreadable } from './shape';
import { isRecord } from '../isRecord';

export interface Collection<T> {
  items: T[];
  /** All items on the server, also those not in this page; undefined when the answer does not say. */
  total: number | undefined;
  /** Pages on the server, when the answer says (`page.totalPages`, `totalPages`). */
  totalPages: number | undefined;
}

export interface CollectionOptions {
  /** What was asked for, for the console warning ("GET /orders"). */
  what: string;
  /** `_embedded` keys to prefer when there are several arrays (e.g. `orders`). */
  preferredKeys?: readonly string[];
}

const asArray = (value: unknown): unknown[] | undefined =>
  Array.isArray(value) ? (value as unknown[]) : undefined;

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** The array of an answer: a plain array, any array under `_embedded`, `content` or `items`. */
function findArray(body: unknown, preferredKeys: readonly string[]): unknown[] | undefined {
  const plain = asArray(body);
  if (plain) return plain;
  if (!isRecord(body)) return undefined;
  const embedded = body['_embedded'];
  if (isRecord(embedded)) {
    for (const key of preferredKeys) {
      const value = asArray(embedded[key]);
      if (value) return value;
    }
    const first = Object.values(embedded)
      .map(asArray)
      .find((value) => value !== undefined);
    if (first) return first;
  }
  for (const key of ['content', 'items']) {
    const value = asArray(body[key]);
    if (value) return value;
  }
  return undefined;
}

/** The total from `X-Total-Count`, `Content-Range`, `page.totalElements` or `total`, in that order. */
export function readCollectionTotal(body: unknown, headers: Headers): number | undefined {
  const count = headers.get('X-Total-Count');
  if (count !== null && /^\s*\d+\s*$/.test(count)) return Number(count);
  const range = headers.get('Content-Range');
  const match = range ? /\/\s*(\d+)\s*$/.exec(range) : null;
  if (match?.[1] !== undefined) return Number(match[1]);
  if (!isRecord(body)) return undefined;
  const page = body['page'];
  const fromPage = isRecord(page) ? wholeNumber(page['totalElements']) : undefined;
  return fromPage ?? wholeNumber(body['total']) ?? wholeNumber(body['totalElements']);
}

function readTotalPages(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const page = body['page'];
  return (
    (isRecord(page) ? wholeNumber(page['totalPages']) : undefined) ??
    wholeNumber(body['totalPages'])
  );
}

/**
 * An empty HAL page without `_embedded` (Spring HATEOAS leaves it out): an object with `_links` or
 * `page` whose total, if given, is 0. Anything else without an array is unreadable, not empty.
 */
function isEmptyHalPage(body: unknown, total: number | undefined): boolean {
  return isRecord(body) && ('_links' in body || 'page' in body) && (total ?? 0) === 0;
}

/**
 * Reads a collection answer (docs/platform-contract.md 3): the items under whatever key the server
 * uses, each validated with `itemSchema`, and the total. Throws `ApiError('invalid-response')`
 * (after logging the answer's shape) when it finds no list or an item does not fit.
 */
export function readCollection<TSchema extends v.GenericSchema>(
  body: unknown,
  headers: Headers,
  itemSchema: TSchema,
  options: CollectionOptions,
): Collection<v.InferOutput<TSchema>> {
  const total = readCollectionTotal(body, headers);
  const totalPages = readTotalPages(body);
  const array = findArray(body, options.preferredKeys ?? []);
  if (array === undefined) {
    if (isEmptyHalPage(body, total)) return { items: [], total: 0, totalPages };
    throw unreadable(options.what, body);
  }
  const parsed = v.safeParse(v.array(itemSchema), array);
  if (!parsed.success) throw unreadable(options.what, body, issuePaths(parsed.issues));
  return { items: parsed.output, total, totalPages };
}
