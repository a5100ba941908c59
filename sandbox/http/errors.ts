/**
 * App-wide error handling: `ProblemError` → its problem response, unknown paths → 404 problem,
 * anything unexpected → 500 problem (logged, never a crash).
 */
import type { Env, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { problem, ProblemError } from './problem.ts';

const CLIENT_ERRORS = [400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429] as const;

export function installProblemHandlers<E extends Env>(app: Hono<E>): void {
  app.notFound((c) =>
    problem(c, {
      status: 404,
      code: 'NOT_FOUND',
      title: 'Not found',
      detail: `No resource at ${c.req.method} ${new URL(c.req.url).pathname}.`,
    }),
  );
  app.onError((error, c) => {
    if (error instanceof ProblemError) return problem(c, error.init);
    if (error instanceof HTTPException) {
      const status = CLIENT_ERRORS.find((code) => code === error.status);
      if (status !== undefined) {
        return problem(c, {
          status,
          code: status === 400 ? 'BAD_REQUEST' : `HTTP_${status}`,
          title: error.message === '' ? 'Request failed' : error.message,
        });
      }
    }
    console.error('sandbox api: unexpected error', error);
    return problem(c, {
      status: 500,
      code: 'INTERNAL_ERROR',
      title: 'Internal error',
      detail: 'The sandbox met an unexpected error; see its log.',
    });
  });
}
