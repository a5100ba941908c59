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
      ? sentences(item['message'] ?? item['detail'] ?? item['description'] ?? item['title'])
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
const CODE_KEYS = ['code', 'reason'];
const SENTENCE_KEYS = ['message', 'detail', 'description', 'title', 'msg'];

const firstPresent = (entry: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => present(entry[key])).find(Boolean);

/**
 * A field error as an object: `{ field, code }`, JSON:API `{ detail, source: { pointer } }`,
 * Google's `{ field, description }`… Its `code` is the machine code where one is given, else the
 * sentence; `message` the sentence beside a code.
 */
function objectFieldError(entry: Record<string, unknown>): FieldError[] {
  const source = isRecord(entry['source']) ? entry['source'] : {};
  const rawField = [...FIELD_KEYS.map((key) => entry[key]), source['pointer'], source['parameter']]
    .map((value) => (Array.isArray(value) ? value.map(String).join('.') : value))
    .find((value) => present(value) !== undefined);
  const field = present(rawField);
  const code = firstPresent(entry, CODE_KEYS);
  const message = firstPresent(entry, SENTENCE_KEYS);
  if (!field || !(code ?? message)) return [];
  return [
    {
      ...fieldLocation(field),
      code: code ?? message ?? '',
      ...(code && message ? { message } : {}),
    },
  ];
}

/**
 * Field errors in the shapes common stacks use: a list of objects (`errors`, `invalidParams`,
 * `violations`, `fieldErrors`, `detail` of FastAPI), or a map `field → [sentences]` (ASP.NET's
 * `errors`, Rails, or DRF's whole body).
 */
function readFieldErrors(body: Record<string, unknown>): FieldError[] {
  // Keys as the boundary decoded them (camelCase): `invalid_params` reads as `invalidParams`.
  const keys = [
    'errors',
    'invalidParams',
    'violations',
    'fieldErrors',
    'fieldViolations',
    'detail',
  ];
  for (const key of keys) {
    const list = body[key];
    if (Array.isArray(list)) {
      const found = list.flatMap((entry: unknown) =>
        isRecord(entry) ? objectFieldError(entry) : [],
      );
      if (found.length > 0) return found;
    }
    if (isRecord(list) && key === 'errors') return mapFieldErrors(list);
  }
  // Google (AIP-193): `details: [{ "@type": "…BadRequest", fieldViolations: [{ field, description }] }]`.
  const details = Array.isArray(body['details']) ? body['details'] : [];
  return details.flatMap((entry: unknown) =>
    isRecord(entry) ? readFieldErrors({ fieldViolations: entry['fieldViolations'] }) : [],
  );
}

/**
 * The location an RFC 9457 `instance` gives, when it reads as a JSON Pointer into the body
 * (`/quoteDetails/estimatedCompletionDate`) and nothing else names a field: a field error marked
 * `guessed` (an `instance` may as well name the request), with the problem's sentence.
 */
function instanceFieldError(
  body: Record<string, unknown>,
  sentence: string | undefined,
): FieldError[] {
  const instance = present(body['instance']);
  if (!instance || !sentence || !/^#?\//.test(instance)) return [];
  return [{ ...fieldLocation(instance.replace(/^#/, '')), code: sentence, guessed: true as const }];
}

/** Google's canonical codes (`google.rpc.Code`) by number, as a gRPC status in JSON carries them. */
const RPC_CODES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];

/**
 * The machine code of an error body: `code` or `errorCode` as text; Google's `ErrorInfo.reason`
 * among `details`; a gRPC status (`{ code: 9, message }`) by its canonical name; a status word
 * (`status: "FAILED_PRECONDITION"`, Google's JSON errors). A number that is an HTTP status is none.
 */
function codeOf(body: Record<string, unknown>): string | undefined {
  const details = Array.isArray(body['details']) ? body['details'] : [];
  const reason = details
    .filter(isRecord)
    .filter((entry) => 'domain' in entry || /ErrorInfo$/.test(String(entry['@type'])))
    .map((entry) => present(entry['reason']))
    .find(Boolean);
  const rpc = body['code'];
  const status = present(body['status']);
  return (
    present(rpc) ??
    present(body['errorCode']) ??
    reason ??
    (typeof rpc === 'number' && Number.isInteger(rpc) && rpc > 0 && present(body['message'])
      ? RPC_CODES[rpc]
      : undefined) ??
    (status && /^[A-Z][A-Z\d]*(_[A-Z\d]+)+$/.test(status) ? status : undefined)
  );
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
  'details',
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
 * Google's JSON errors wrap the status: `{ error: { code, message, status, details } }` reads as
 * the status itself (its `code` there is the HTTP status).
 */
function unwrapped(body: Record<string, unknown>): Record<string, unknown> {
  const { error: inner, ...rest } = body;
  if (!isRecord(inner) || (present(inner['message']) === undefined && !('details' in inner)))
    return body;
  return { ...rest, ...inner };
}

/**
 * Reads an error body of any shape (docs/platform-contract.md 3), its keys already decoded
 * (src/lib/http/decode.ts): the server's own sentences from `detail`, `message` (a string or a
 * list, as NestJS sends), `errorDescription` (`error_description`), `title`, `errors` as strings,
 * or Google's `details` (a precondition's violations); field errors in any shape
 * {@link readFieldErrors} knows, each sentence said once (a field error's is not repeated in
 * `detail`); the code in any form {@link codeOf} knows. Anything unreadable (an empty body, HTML)
 * yields an empty problem, and the caller falls back to the status. A plain-text body becomes the
 * `detail`.
 */
export function parseProblem(sent: unknown): Problem {
  if (typeof sent === 'string') {
    const detail = present(sent.slice(0, 500));
    return detail === undefined || /^\s*</.test(detail)
      ? { fieldErrors: [] }
      : { detail, fieldErrors: [] };
  }
  if (!isRecord(sent)) return { fieldErrors: [] };
  const body = unwrapped(sent);
  const named = isFieldMap(body)
    ? mapFieldErrors(
        Object.fromEntries(Object.entries(body).filter(([key]) => !PROBLEM_KEYS.has(key))),
      )
    : readFieldErrors(body);
  const details = Array.isArray(body['details']) ? body['details'] : [];
  const said = [
    ...sentences(body['detail']),
    ...sentences(body['message']),
    ...sentences(body['errorDescription']),
    ...sentences(body['nonFieldErrors']),
    ...(Array.isArray(body['errors']) ? sentences(body['errors']) : []),
    ...details.flatMap((entry: unknown) =>
      isRecord(entry) ? sentences(entry['violations']) : sentences(entry),
    ),
  ];
  const fieldErrors: FieldError[] =
    named.length > 0 ? named : instanceFieldError(body, said[0] ?? present(body['title']));
  // A guessed location's sentence stays the problem's too: it may name no field.
  const atFields = new Set(
    fieldErrors.filter((e) => !e.guessed).flatMap((e) => [e.code, e.message]),
  );
  const unique = [...new Set(said)].filter((sentence) => !atFields.has(sentence));
  const error = body['error'];
  return {
    title:
      present(body['title']) ??
      present(error) ??
      (isRecord(error) ? present(error['message']) : undefined),
    detail: unique.length > 0 ? unique.join(' ') : undefined,
    code: codeOf(body),
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
