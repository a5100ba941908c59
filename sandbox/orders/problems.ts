/** The problem responses of the order service, in one place (codes are stable, see docs/sandbox.md). */
import { ProblemError, type ProblemFieldError } from '../http/problem.ts';

export function validationFailed(errors: ProblemFieldError[]): ProblemError {
  return new ProblemError({
    status: 422,
    code: 'VALIDATION_FAILED',
    title: 'The request body is not valid',
    errors,
  });
}

export function malformedJson(): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'MALFORMED_JSON',
    title: 'The request body is not valid JSON',
  });
}

export function invalidParameter(name: string, detail: string): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'INVALID_PARAMETER',
    title: `Invalid query parameter: ${name}`,
    detail,
  });
}

export function orderNotFound(): ProblemError {
  return new ProblemError({ status: 404, code: 'ORDER_NOT_FOUND', title: 'Order not found' });
}

export function unknownTransition(name: string): ProblemError {
  return new ProblemError({
    status: 404,
    code: 'UNKNOWN_TRANSITION',
    title: 'Unknown transition',
    detail: `There is no transition named "${name}".`,
  });
}

export function roleNotAllowed(detail: string): ProblemError {
  return new ProblemError({
    status: 403,
    code: 'ROLE_NOT_ALLOWED',
    title: 'This action belongs to the other party of the order',
    detail,
  });
}

export function conflict(code: string, title: string, detail?: string): ProblemError {
  return new ProblemError({
    status: 409,
    code,
    title,
    ...(detail === undefined ? {} : { detail }),
  });
}
