/**
 * Error answers of `SANDBOX_SHAPES=random`: the sandbox's problem+json, NestJS's
 * `{ statusCode, message, error }`, FastAPI's `{ detail }` (field errors as a 422 with
 * `loc`/`msg`/`type`), plain text, or Google's `google.rpc.Status` (AIP-193) as Google's APIs
 * write it (`{ error: { code, message, status, details } }`) or grpc-gateway does
 * (`{ code, message, details }`, `code` the gRPC number); or field errors under each field's
 * key: JSON:API's `errors[].source.pointer`, DRF's `{ field: [sentence] }`, Laravel's and Rails'
 * `{ message, errors: { field: [sentence] } }`, Jira's `{ errorMessages, errors: { field } }`.
 */
import { STATUS_CODES } from 'node:http';
import { fieldSentence, nestError } from '../polyglot/errors.ts';
import { isRecord, type Json } from '../rewrite.ts';
import type { Choices } from './choices.ts';
import { fieldPathIn } from './histories.ts';
import { inCase } from './values.ts';

export interface ErrorAnswer {
  status: number;
  contentType: string;
  /** The body's text. */
  text: string;
}

function fieldErrors(problem: Record<string, unknown>): { field: unknown; code: unknown }[] {
  const errors = problem['errors'];
  if (!Array.isArray(errors)) return [];
  return errors.filter(isRecord).map((error) => ({ field: error['field'], code: error['code'] }));
}

function sentenceOf(problem: Record<string, unknown>, status: number): string {
  const detail = problem['detail'] ?? problem['title'];
  return typeof detail === 'string' ? detail : (STATUS_CODES[status] ?? 'Error');
}

/** FastAPI: a failed validation is a 422 naming each field by its location. */
function fastApiError(
  problem: Record<string, unknown>,
  status: number,
  where: string,
): ErrorAnswer {
  const fields = fieldErrors(problem);
  const contentType = 'application/json';
  if (fields.length > 0 && (status === 400 || status === 422)) {
    const detail = fields.map(({ field, code }) => ({
      loc: [where, typeof field === 'string' ? field : 'value'],
      msg: fieldSentence(field, code),
      type: typeof code === 'string' ? `value_error.${code.toLowerCase()}` : 'value_error',
    }));
    return { status: 422, contentType, text: JSON.stringify({ detail }) };
  }
  return { status, contentType, text: JSON.stringify({ detail: sentenceOf(problem, status) }) };
}

/** Plain text: the sentence, then one line per field error. */
function textError(problem: Record<string, unknown>, status: number): ErrorAnswer {
  const lines = [
    sentenceOf(problem, status),
    ...fieldErrors(problem).map(({ field, code }) => fieldSentence(field, code)),
  ];
  return { status, contentType: 'text/plain; charset=utf-8', text: lines.join('\n') };
}

/** gRPC's canonical codes the sandbox's refusals map to, with their HTTP statuses (AIP-193). */
const GRPC = {
  INVALID_ARGUMENT: { code: 3, http: 400 },
  NOT_FOUND: { code: 5, http: 404 },
  PERMISSION_DENIED: { code: 7, http: 403 },
  RESOURCE_EXHAUSTED: { code: 8, http: 429 },
  FAILED_PRECONDITION: { code: 9, http: 400 },
  ABORTED: { code: 10, http: 409 },
  INTERNAL: { code: 13, http: 500 },
  UNAVAILABLE: { code: 14, http: 503 },
  UNAUTHENTICATED: { code: 16, http: 401 },
} as const;
type GrpcStatus = keyof typeof GRPC;

/** Concurrency conflicts a client retries after reading again (gRPC ABORTED). */
const ABORTED_CODES = new Set(['ORDER_CHANGED', 'IDEMPOTENCY_KEY_REUSED']);

function grpcStatusOf(status: number, code: unknown): GrpcStatus {
  if (status === 409) return ABORTED_CODES.has(String(code)) ? 'ABORTED' : 'FAILED_PRECONDITION';
  const byStatus: Record<number, GrpcStatus> = {
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    412: 'FAILED_PRECONDITION',
    429: 'RESOURCE_EXHAUSTED',
    503: 'UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_ARGUMENT');
}

const TYPE = 'type.googleapis.com/google.rpc.';

/**
 * A refusal as `google.rpc.Status`: an `ErrorInfo` with the sandbox's code as its reason, a
 * `PreconditionFailure` for a state that forbids the step, a `BadRequest` whose
 * `fieldViolations` name each field by its path in snake_case (`quote_details.quoted_price`).
 */
function googleError(
  problem: Record<string, unknown>,
  status: number,
  wrapped: boolean,
): ErrorAnswer {
  const grpc = grpcStatusOf(status, problem['code']);
  const message = sentenceOf(problem, status);
  const reason = typeof problem['code'] === 'string' ? problem['code'] : grpc;
  const details: Record<string, unknown>[] = [
    { '@type': `${TYPE}ErrorInfo`, reason, domain: 'sandbox.invalid' },
  ];
  if (grpc === 'FAILED_PRECONDITION') {
    details.push({
      '@type': `${TYPE}PreconditionFailure`,
      violations: [{ type: reason, subject: 'order', description: message }],
    });
  }
  const fields = fieldErrors(problem);
  if (fields.length > 0) {
    details.push({
      '@type': `${TYPE}BadRequest`,
      fieldViolations: fields.map(({ field, code }) => ({
        field: typeof field === 'string' ? fieldPathIn(field, 'dotted-snake') : 'value',
        description: fieldSentence(field, code),
      })),
    });
  }
  const { code, http } = GRPC[grpc];
  const body = wrapped
    ? { error: { code: http, message, status: grpc, details } }
    : { code, message, details };
  return { status: http, contentType: 'application/json', text: JSON.stringify(body) };
}

/** A refused body (400 or 422 with field errors) keyed by field, as each stack writes it. */
function keyedError(
  problem: Record<string, unknown>,
  status: number,
  form: 'jsonapi' | 'drf' | 'laravel' | 'jira',
): ErrorAnswer {
  const json = (code: number, body: unknown, type = 'application/json'): ErrorAnswer => ({
    status: code,
    contentType: type,
    text: JSON.stringify(body),
  });
  const message = sentenceOf(problem, status);
  const fields = (status === 400 || status === 422 ? fieldErrors(problem) : []).map(
    ({ field, code }) => ({
      key: typeof field === 'string' ? field : 'value',
      snake: typeof field === 'string' ? inCase(field, 'snake') : 'value',
      sentence: fieldSentence(field, code),
    }),
  );
  const keyed = (key: 'key' | 'snake', many: boolean) =>
    Object.fromEntries(fields.map((f) => [f[key], many ? [f.sentence] : f.sentence]));
  switch (form) {
    case 'jsonapi': {
      const code = typeof problem['code'] === 'string' ? problem['code'] : undefined;
      const errors =
        fields.length === 0
          ? [{ status: String(status), code, title: message }]
          : fields.map((f) => ({
              status: String(status),
              code,
              title: f.sentence,
              source: { pointer: `/data/attributes/${f.key}` },
            }));
      return json(status, { errors }, 'application/vnd.api+json');
    }
    case 'drf':
      return fields.length === 0
        ? json(status, { detail: message })
        : json(400, keyed('snake', true));
    case 'laravel':
      return json(fields.length === 0 ? status : 422, {
        message,
        ...(fields.length === 0 ? {} : { errors: keyed('snake', true) }),
      });
    case 'jira':
      return json(fields.length === 0 ? status : 400, {
        errorMessages: fields.length === 0 ? [message] : [],
        errors: keyed('key', false),
      });
  }
}

/**
 * The problem answer in the chosen form, or undefined to keep it; `where` is FastAPI's first
 * location element (`query` or `body`).
 */
export function errorIn(
  problem: Json,
  status: number,
  form: Choices['errors'],
  where: 'query' | 'body',
): ErrorAnswer | undefined {
  const p = isRecord(problem) ? problem : {};
  switch (form) {
    case 'problem':
      return undefined;
    case 'nest': {
      const nest = nestError(problem, status);
      return {
        status: nest.status,
        contentType: 'application/json; charset=utf-8',
        text: JSON.stringify(nest.body),
      };
    }
    case 'fastapi':
      return fastApiError(p, status, where);
    case 'text':
      return textError(p, status);
    case 'google':
      return googleError(p, status, true);
    case 'grpc-gateway':
      return googleError(p, status, false);
    default:
      return keyedError(p, status, form);
  }
}
