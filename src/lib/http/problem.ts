import * as v from 'valibot';
import type { FieldError } from './ApiError';

const text = v.optional(v.nullable(v.string()));

/**
 * An error body in any of the shapes the app reads (docs/platform-contract.md 3): RFC 9457
 * problem+json (`title`, `detail`, `code`), Spring's `{ status, error, message }`, or anything
 * else with field errors under `errors`, `invalidParams`, `violations` or `fieldErrors`.
 */
const errorBodySchema = v.looseObject({
  title: text,
  detail: text,
  code: text,
  errorCode: text,
  error: v.optional(v.unknown()),
  message: text,
});

/** One field error; the field and the code may go by several names. */
const fieldErrorSchema = v.looseObject({
  field: text,
  name: text,
  propertyPath: text,
  param: text,
  pointer: text,
  code: text,
  reason: text,
  message: text,
});

const FIELD_ERROR_KEYS = ['errors', 'invalidParams', 'violations', 'fieldErrors'] as const;

export interface Problem {
  title?: string | undefined;
  detail?: string | undefined;
  code?: string | undefined;
  fieldErrors: FieldError[];
}

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value;

/** `/lines/0/categoryId` (a JSON pointer) → `lines.0.categoryId`, the app's field path. */
function fieldPath(value: string): string {
  return value.startsWith('/') ? value.slice(1).split('/').join('.') : value;
}

function readFieldErrors(body: Record<string, unknown>): FieldError[] {
  for (const key of FIELD_ERROR_KEYS) {
    const list = body[key];
    if (!Array.isArray(list)) continue;
    return list.flatMap((entry) => {
      const parsed = v.safeParse(fieldErrorSchema, entry);
      if (!parsed.success) return [];
      const e = parsed.output;
      const field = present(e.field ?? e.name ?? e.propertyPath ?? e.param ?? e.pointer);
      const code = present(e.code ?? e.reason ?? e.message);
      return field && code ? [{ field: fieldPath(field), code }] : [];
    });
  }
  return [];
}

/**
 * Reads an error body of any shape; anything unreadable (an empty body, HTML) yields an empty
 * problem, and the caller falls back to the status. A plain-text body becomes the `detail`.
 */
export function parseProblem(body: unknown): Problem {
  if (typeof body === 'string') {
    const detail = present(body.slice(0, 500));
    return detail === undefined || /^\s*</.test(detail)
      ? { fieldErrors: [] }
      : { detail, fieldErrors: [] };
  }
  const result = v.safeParse(errorBodySchema, body);
  if (!result.success) return { fieldErrors: [] };
  const { title, detail, code, errorCode, error, message } = result.output;
  return {
    title: present(title) ?? (typeof error === 'string' ? present(error) : undefined),
    detail: present(detail) ?? present(message),
    code: present(code) ?? present(errorCode),
    fieldErrors: readFieldErrors(result.output),
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
