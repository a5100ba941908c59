import * as v from 'valibot';
import { readPaging, type Paging } from './paging';
import { wordsOfKey } from './meaning';
import { issuePaths, unreadable } from './shape';
import { isRecord } from '../isRecord';

export interface Collection<T> {
  items: T[];
  /** All items on the server, also those not in this page; undefined when the answer does not say. */
  total: number | undefined;
  /** Pages on the server, when the answer says (`page.totalPages`, `totalPages`, `meta`…). */
  totalPages: number | undefined;
  /** Where this page sits and the links to the others, as far as the answer says. */
  paging: Paging;
}

export interface CollectionOptions {
  /** What was asked for, for the console warning ("GET /orders"). */
  what: string;
  /** Keys to prefer when there are several arrays (e.g. `orders`), under `_embedded` or on top. */
  preferredKeys?: readonly string[];
  /** The URL the answer came from: its page links resolve against it. */
  answerUrl?: string | undefined;
  /** The body as sent (`HttpResponse.sent`): continuation values keep the server's spelling. */
  sentBody?: unknown;
}

const asArray = (value: unknown): unknown[] | undefined =>
  Array.isArray(value) ? (value as unknown[]) : undefined;

/** Top-level keys that hold the list in common stacks, tried before any other key. */
const LIST_KEYS = ['content', 'items', 'data', 'results', 'entries', 'records', 'rows', 'list'];
/** Top-level keys that never hold the records (errors, links, metadata). */
const NOT_A_LIST = new Set(['errors', 'links', '_links', 'meta', 'page', 'included', 'warnings']);

const isListOfRecords = (value: unknown[]) => value.length > 0 && value.every(isRecord);

/**
 * The array of an answer: a plain array; under `_embedded` (preferred keys, then any); on top
 * under a preferred or a common key (`content`, `items`, `data`, `results`, `entries`…); else the
 * one top-level key whose array holds records (or the only array there is, even empty).
 */
function findArray(body: unknown, preferredKeys: readonly string[]): unknown[] | undefined {
  const plain = asArray(body);
  if (plain) return plain;
  if (!isRecord(body)) return undefined;
  const embedded = body['_embedded'];
  if (isRecord(embedded)) {
    const arrays = [...preferredKeys.map((key) => embedded[key]), ...Object.values(embedded)];
    const found = arrays.map(asArray).find((value) => value !== undefined);
    if (found) return found;
  }
  for (const key of [...preferredKeys, ...LIST_KEYS]) {
    const value = asArray(body[key]);
    if (value) return value;
  }
  const others = Object.entries(body)
    .filter(([key]) => !NOT_A_LIST.has(key))
    .map(([, value]) => asArray(value))
    .filter((value): value is unknown[] => value !== undefined);
  return others.find(isListOfRecords) ?? (others.length === 1 ? others[0] : undefined);
}

const count = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
};

/** The first of `paths` (dotted) on `body` that holds a whole number. */
function firstCount(body: unknown, paths: readonly string[]): number | undefined {
  for (const path of paths) {
    let value: unknown = body;
    for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
    const found = count(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Where a total may sit in a body (Spring, NestJS/TypeORM, DRF, JSON:API `meta`, Laravel, Hydra,
 * Google's `total_size`).
 * Keys are as the boundary decoded them (camelCase, src/lib/http/decode.ts), so one spelling each.
 */
const TOTAL_PATHS = [
  'page.totalElements',
  'total',
  'totalElements',
  'totalCount',
  'totalItems',
  'totalSize',
  'count',
  'hydra:totalItems',
  'meta.total',
  'meta.totalCount',
  'meta.totalItems',
  'meta.count',
  'meta.pagination.total',
  'meta.page.total',
  'pagination.total',
  'pagination.totalCount',
];

const TOTAL_PAGES_PATHS = [
  'page.totalPages',
  'totalPages',
  'pageCount',
  'meta.totalPages',
  'meta.pageCount',
  'meta.lastPage',
  'meta.pagination.totalPages',
  'meta.page.totalPages',
  'pagination.totalPages',
];

/**
 * The total from `X-Total-Count`, `Content-Range` (`items 0-19/345`), then the body's metadata
 * (`page.totalElements`, `total`, `totalElements`, `count`, `meta.total`…), in that order.
 */
export function readCollectionTotal(body: unknown, headers: Headers): number | undefined {
  const header = count(headers.get('X-Total-Count'));
  if (header !== undefined) return header;
  const range = headers.get('Content-Range');
  const match = range ? /\/\s*(\d+)\s*$/.exec(range) : null;
  if (match?.[1] !== undefined) return Number(match[1]);
  // A bare array carries no metadata; `count` on an object is DRF's total.
  return isRecord(body) ? firstCount(body, TOTAL_PATHS) : undefined;
}

/**
 * Words of the members an envelope holds beside its list: paging, counts, links and metadata
 * (Spring `page`, DRF `count`/`next`, Google `nextPageToken`/`totalSize`, Stripe `has_more`,
 * OData `@odata.context`, Kubernetes `kind`/`apiVersion`/`metadata`).
 */
const METADATA_WORDS = new Set([
  ...['total', 'count', 'size', 'page', 'pages', 'per', 'number', 'offset', 'limit', 'from', 'to'],
  ...['next', 'prev', 'previous', 'first', 'last', 'self', 'link', 'links', 'url', 'href', 'path'],
  ...['token', 'cursor', 'marker', 'continuation', 'continue', 'has', 'more', 'truncated'],
  ...['meta', 'metadata', 'pagination', 'pageable', 'paging', 'embedded', 'context', 'odata'],
  ...['kind', 'api', 'version', 'object', 'etag'],
]);

const isMetadata = (key: string) => wordsOfKey(key).some((word) => METADATA_WORDS.has(word));

/**
 * A list left out (docs/platform-contract.md 3: a missing member is its default): an object with
 * no list at all, only paging and metadata members (`{}`, `{ nextPageToken: "" }`, Spring HATEOAS
 * without `_embedded`), or a list member that is null. A list member that
 * holds something else (`{ "orders": "…" }`), or any other member, is unreadable, not empty.
 */
function isListLeftOut(body: unknown, preferredKeys: readonly string[]): boolean {
  if (!isRecord(body)) return false;
  const listKeys = new Set([...preferredKeys, ...LIST_KEYS]);
  const embedded = body['_embedded'];
  if (isRecord(embedded) && Object.values(embedded).some((value) => value != null)) return false;
  return Object.entries(body).every(([key, value]) => {
    if (value === null || value === undefined || key === '_embedded') return true;
    return !listKeys.has(key) && isMetadata(key);
  });
}

/**
 * Reads a collection answer (docs/platform-contract.md 3): the items under whatever key the server
 * uses, each validated with `itemSchema`, the total, and the paging (offset, page links). Throws
 * `ApiError('invalid-response')` (after logging the answer's shape) when it finds no list or an
 * item does not fit: every record is read, or the answer is reported unreadable. A list left out
 * is empty (`isListLeftOut`); a count left out stays unknown, never 0.
 */
export function readCollection<TSchema extends v.GenericSchema>(
  body: unknown,
  headers: Headers,
  itemSchema: TSchema,
  options: CollectionOptions,
): Collection<v.InferOutput<TSchema>> {
  const total = readCollectionTotal(body, headers);
  const totalPages = isRecord(body) ? firstCount(body, TOTAL_PAGES_PATHS) : undefined;
  const paging = readPaging(body, headers, options.answerUrl, options.sentBody);
  const array = findArray(body, options.preferredKeys ?? []);
  if (array === undefined) {
    // A total of items with no list for them is unreadable, unless this page starts past them.
    const claimsItems = (total ?? 0) > (paging.firstOffset ?? 0);
    if (!claimsItems && isListLeftOut(body, options.preferredKeys ?? []))
      return { items: [], total, totalPages, paging };
    throw unreadable(options.what, body);
  }
  const parsed = v.safeParse(v.array(itemSchema), array);
  if (!parsed.success) throw unreadable(options.what, body, issuePaths(parsed.issues));
  return { items: parsed.output, total, totalPages, paging };
}
