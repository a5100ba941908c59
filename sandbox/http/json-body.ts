/**
 * A reusable JSON body reader: the body must be `application/json` and parse, else a 400 problem
 * `MALFORMED_JSON` (or 415 `UNSUPPORTED_MEDIA_TYPE`). Validate the returned value afterwards.
 */
import type { Context } from 'hono';
import { ProblemError } from './problem.ts';

export interface JsonBodyOptions {
  /** Treat an empty body as this value (e.g. `{}` for optional bodies); otherwise it is an error. */
  emptyAs?: unknown;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBytes?: number;
}

export async function readJsonBody(c: Context, options: JsonBodyOptions = {}): Promise<unknown> {
  const maxBytes = options.maxBytes ?? 64 * 1024;
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) {
    throw new ProblemError({
      status: 413,
      code: 'BODY_TOO_LARGE',
      title: 'Request body too large',
      detail: `The body may have at most ${maxBytes} bytes.`,
    });
  }
  if (text.trim() === '') {
    if ('emptyAs' in options) return options.emptyAs;
    throw new ProblemError({
      status: 400,
      code: 'MALFORMED_JSON',
      title: 'Request body missing',
      detail: 'Send a JSON body.',
    });
  }
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new ProblemError({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      title: 'Unsupported content type',
      detail: 'Send the body as application/json.',
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProblemError({
      status: 400,
      code: 'MALFORMED_JSON',
      title: 'Malformed JSON',
      detail: 'The request body is not valid JSON.',
    });
  }
}
