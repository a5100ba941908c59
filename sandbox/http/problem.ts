import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ProblemFieldError {
  field: string;
  code: string;
}

export interface ProblemInit {
  status: ContentfulStatusCode;
  /** Stable machine-readable code, e.g. `TRANSITION_NOT_ALLOWED`. */
  code: string;
  title: string;
  detail?: string;
  errors?: ProblemFieldError[];
  headers?: Record<string, string>;
}

/** An RFC 9457 `application/problem+json` response (docs/platform-contract.md 2.3, error format). */
export function problem(c: Context, init: ProblemInit): Response {
  const body = {
    type: `https://sandbox.invalid/problems/${init.code.toLowerCase().replaceAll('_', '-')}`,
    title: init.title,
    status: init.status,
    code: init.code,
    ...(init.detail === undefined ? {} : { detail: init.detail }),
    ...(init.errors === undefined ? {} : { errors: init.errors }),
  };
  return c.body(JSON.stringify(body), init.status, {
    'Content-Type': 'application/problem+json',
    ...init.headers,
  });
}

/** Thrown inside handlers; the app's error handler turns it into a problem response. */
export class ProblemError extends Error {
  constructor(readonly init: ProblemInit) {
    super(init.code);
  }
}
