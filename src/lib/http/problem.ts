import { isRecord } from '../isRecord';
import type { FieldError } from './ApiError';
import { fieldKey } from './decode';

export interface Problem {
  title?: string | undefined;
  detail?: string | undefined;
  code?: string | undefined;
  fieldErrors: FieldError[];
}

const present = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Sentences from a string, a list of strings, or a list of objects with a message. */
function sentences(value: unknown): string[] {
  if (typeof value === 'string') return present(value) ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item)
      ? sentences(item['message'] ?? item['detail'] ?? item['title'])
      : sentences(item),
  );
}

/**
 * The field an error names, by rule: a location path in any form (a JSON pointer
 * `/lines/0/category_id`, `lines[0].categoryId`, FastAPI's `["body", "quotedPrice"]`) names the
 * field by its last element that is not an index, read in the one key case
 * ({@link fieldKey}): `quotedPrice`, `categoryId`; `path` keeps the whole location
 * (`lines.0.categoryId`) for errors that name a part of a list.
 */
function fieldLocation(value: string): Pick<FieldError, 'field' | 'path'> {
  const segments = value
    .split(/[/.[\]]+/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '$');
  const names = segments.filter((segment) => !/^\d+$/.test(segment));
  const last = names.at(-1);
  if (last === undefined) return { field: value, path: value };
  const from = ['body', 'data'].includes(segments[0] ?? '') ? 1 : 0;
  const path = segments
    .slice(from)
    .filter((segment) => segment !== 'attributes')
    .map((segment) => (/^\d+$/.test(segment) ? segment : fieldKey(segment)))
    .join('.');
  return { field: fieldKey(last), path };
}

const FIELD_KEYS = ['field', 'name', 'propertyPath', 'property', 'param', 'pointer', 'path', 'loc'];
const CODE_KEYS = ['code', 'reason', 'message', 'detail', 'title', 'msg'];

/** A field error as an object: `{ field, code }`, JSON:API `{ detail, source: { pointer } }`… */
function objectFieldError(entry: Record<string, unknown>): FieldError[] {
  const source = isRecord(entry['source']) ? entry['source'] : {};
  const rawField = [...FIELD_KEYS.map((key) => entry[key]), source['pointer'], source['parameter']]
    .map((value) => (Array.isArray(value) ? value.map(String).join('.') : value))
    .find((value) => present(value) !== undefined);
  const field = present(rawField);
  const code = CODE_KEYS.map((key) => present(entry[key])).find(Boolean);
  return field && code ? [{ ...fieldLocation(field), code }] : [];
}

/**
 * Field errors in the shapes common stacks use: a list of objects (`errors`, `invalidParams`,
 * `violations`, `fieldErrors`, `detail` of FastAPI), or a map `field → [sentences]` (ASP.NET's
 * `errors`, Rails, or DRF's whole body).
 */
function readFieldErrors(body: Record<string, unknown>): FieldError[] {
  // Keys as the boundary decoded them (camelCase): `invalid_params` reads as `invalidParams`.
  for (const key of ['errors', 'invalidParams', 'violations', 'fieldErrors', 'detail']) {
    const list = body[key];
    if (Array.isArray(list)) {
      const found = list.flatMap((entry: unknown) =>
        isRecord(entry) ? objectFieldError(entry) : [],
      );
      if (found.length > 0) return found;
    }
    if (isRecord(list) && key === 'errors') return mapFieldErrors(list);
  }
  return [];
}

/** `{ field: ['sentence'] }` or `{ field: 'sentence' }` → one error per sentence. */
function mapFieldErrors(map: Record<string, unknown>): FieldError[] {
  return Object.entries(map).flatMap(([field, value]) =>
    sentences(value).map((code) => ({ ...fieldLocation(field), code })),
  );
}

/** Keys of a body that are never field names (DRF sends a body of field errors and nothing else). */
const PROBLEM_KEYS = new Set([
  'type',
  'title',
  'status',
  'statusCode',
  'detail',
  'instance',
  'code',
  'errorCode',
  'error',
  'errorDescription',
  'message',
  'errors',
  'timestamp',
  'path',
  'traceId',
  'nonFieldErrors',
]);

/** DRF: the whole body is `{ field: ['sentence'] }` (and `non_field_errors` for the rest). */
function isFieldMap(body: Record<string, unknown>): boolean {
  const entries = Object.entries(body).filter(([key]) => !PROBLEM_KEYS.has(key));
  return (
    entries.length > 0 &&
    entries.every(([, value]) => Array.isArray(value) && value.every((s) => typeof s === 'string'))
  );
}

/**
 * Reads an error body of any shape (docs/platform-contract.md 3), its keys already decoded
 * (src/lib/http/decode.ts): the server's own sentences from `detail`, `message` (a string or a
 * list, as NestJS sends), `errorDescription` (`error_description`), `title`, or
 * `errors` as strings; field errors in any shape {@link readFieldErrors} knows. Anything unreadable
 * (an empty body, HTML) yields an empty problem, and the caller falls back to the status. A
 * plain-text body becomes the `detail`.
 */
export function parseProblem(body: unknown): Problem {
  if (typeof body === 'string') {
    const detail = present(body.slice(0, 500));
    return detail === undefined || /^\s*</.test(detail)
      ? { fieldErrors: [] }
      : { detail, fieldErrors: [] };
  }
  if (!isRecord(body)) return { fieldErrors: [] };
  const fieldErrors = isFieldMap(body)
    ? mapFieldErrors(
        Object.fromEntries(Object.entries(body).filter(([key]) => !PROBLEM_KEYS.has(key))),
      )
    : readFieldErrors(body);
  const said = [
    ...sentences(body['detail']),
    ...sentences(body['message']),
    ...sentences(body['errorDescription']),
    ...sentences(body['nonFieldErrors']),
    ...(Array.isArray(body['errors']) ? sentences(body['errors']) : []),
  ];
  const unique = [...new Set(said)];
  const error = body['error'];
  return {
    title:
      present(body['title']) ??
      present(error) ??
      (isRecord(error) ? present(error['message']) : undefined),
    detail: unique.length > 0 ? unique.join(' ') : undefined,
    code: present(body['code']) ?? present(body['errorCode']),
    fieldErrors,
  };
}

/** `Retry-After` as seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
