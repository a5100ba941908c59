/** Errors as NestJS's HttpException writes them, and `Retry-After` as an HTTP date. */
import { STATUS_CODES } from 'node:http';
import { isRecord, type Json } from '../rewrite.ts';

/** class-validator's default sentences for the sandbox's field error codes. */
const SENTENCES: Record<string, (field: string) => string> = {
  REQUIRED: (f) => `${f} should not be empty`,
  INVALID_TYPE: (f) => `${f} must be a value of the right type`,
  INVALID_DATE: (f) => `${f} must be a valid ISO 8601 date string`,
  MUST_BE_POSITIVE: (f) => `${f} must be a positive number`,
  INVALID_CURRENCY: (f) => `${f} must be a valid ISO4217 currency code`,
  TOO_LONG: (f) => `${f} is too long`,
  TOO_SHORT: (f) => `${f} must be longer than or equal to 2 characters`,
  INVALID_CHARACTERS: (f) => `${f} contains characters that are not allowed`,
  START_AFTER_COMPLETION: (f) => `${f} must not be before estimatedStartDate`,
  IN_THE_PAST: (f) => `${f} must not be in the past`,
};

export function fieldSentence(field: unknown, code: unknown): string {
  const name = typeof field === 'string' ? field : 'value';
  const sentence = typeof code === 'string' ? SENTENCES[code] : undefined;
  return sentence ? sentence(name) : `${name} is not valid`;
}

/** A problem answer as NestJS writes it: a refused body becomes a 400 with sentences. */
export function nestError(problem: Json, status: number): { status: number; body: Json } {
  const p = isRecord(problem) ? problem : {};
  const errors = Array.isArray(p['errors']) ? p['errors'] : [];
  if (errors.length > 0 && (status === 400 || status === 422)) {
    return {
      status: 400,
      body: {
        statusCode: 400,
        message: errors.map((e: unknown) =>
          isRecord(e) ? fieldSentence(e['field'], e['code']) : String(e),
        ),
        error: 'Bad Request',
      },
    };
  }
  const message = typeof p['detail'] === 'string' ? p['detail'] : p['title'];
  return {
    status,
    body: {
      statusCode: status,
      message: typeof message === 'string' ? message : (STATUS_CODES[status] ?? 'Error'),
      error: STATUS_CODES[status] ?? 'Error',
    },
  };
}

/**
 * `Retry-After` as an HTTP date (RFC 9110 10.2.3 allows it beside seconds), as ring-congestion
 * writes it from the time the limit ends; other values as they are.
 */
export function retryAfterAsDate(value: string | null, now = Date.now()): string | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return value;
  // Whole seconds up: an HTTP date has no fraction, and the client must not come back early.
  return new Date(Math.ceil((now + Number(value) * 1000) / 1000) * 1000).toUTCString();
}
