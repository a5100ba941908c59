import type { FieldError } from './ApiError';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** `/lines/0/categoryId` (a JSON pointer) or `lines[0].categoryId` → `lines.0.categoryId`. */
function fieldPath(value: string): string {
  const path = value.startsWith('/') ? value.slice(1).split('/').join('.') : value;
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^(data\.attributes|body|\$)\./, '')
    .replace(/^\$/, '');
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
  return field && code ? [{ field: fieldPath(field), code }] : [];
}

/**
 * Field errors in the shapes common stacks use: a list of objects (`errors`, `invalidParams`,
 * `violations`, `fieldErrors`, `detail` of FastAPI), or a map `field → [sentences]` (ASP.NET's
 * `errors`, Rails, or DRF's whole body).
 */
function readFieldErrors(body: Record<string, unknown>): FieldError[] {
  for (const key of [
    'errors',
    'invalidParams',
    'invalid_params',
    'violations',
    'fieldErrors',
    'detail',
  ]) {
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
    sentences(value).map((code) => ({ field: fieldPath(field), code })),
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
  'error_description',
  'message',
  'errors',
  'timestamp',
  'path',
  'traceId',
  'non_field_errors',
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
 * Reads an error body of any shape (docs/platform-contract.md 3): the server's own sentences from
 * `detail`, `message` (a string or a list, as NestJS sends), `error_description`, `title`, or
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
    ...sentences(body['error_description']),
    ...sentences(body['non_field_errors']),
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
