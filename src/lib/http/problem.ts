import * as v from 'valibot';
import type { FieldError } from './ApiError';

const problemSchema = v.looseObject({
  type: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(v.number()),
  detail: v.optional(v.string()),
  code: v.optional(v.string()),
  errors: v.optional(
    v.array(v.looseObject({ field: v.optional(v.string()), code: v.optional(v.string()) })),
  ),
});

export interface Problem {
  title?: string | undefined;
  detail?: string | undefined;
  code?: string | undefined;
  fieldErrors: FieldError[];
}

/** Reads an RFC 9457 problem body; anything else yields an empty problem. */
export function parseProblem(body: unknown): Problem {
  const result = v.safeParse(problemSchema, body);
  if (!result.success) return { fieldErrors: [] };
  const { title, detail, code, errors = [] } = result.output;
  return {
    title,
    detail,
    code,
    fieldErrors: errors.flatMap((e) =>
      e.field && e.code ? [{ field: e.field, code: e.code }] : [],
    ),
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
