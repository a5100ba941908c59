import { describe, expect, it } from 'vitest';
import { parseProblem, type Problem } from './problem';

const none: Problem = { fieldErrors: [] };

describe('parseProblem: the error shapes the app reads', () => {
  it.each<[string, unknown, Problem]>([
    [
      'problem+json',
      {
        type: 'https://x.invalid/p',
        title: 'Not legal now',
        status: 409,
        code: 'ORDER_CHANGED',
        errors: [{ field: 'quotedPrice', code: 'REQUIRED' }],
      },
      {
        title: 'Not legal now',
        detail: undefined,
        code: 'ORDER_CHANGED',
        fieldErrors: [{ field: 'quotedPrice', code: 'REQUIRED' }],
      },
    ],
    [
      "Spring's { status, error, message }",
      {
        timestamp: '2026-01-01T00:00:00Z',
        status: 409,
        error: 'Conflict',
        message: 'Changed',
        path: '/x',
      },
      { title: 'Conflict', detail: 'Changed', code: undefined, fieldErrors: [] },
    ],
    [
      'Spring with violations',
      {
        status: 422,
        error: 'Unprocessable Entity',
        violations: [{ field: 'quotedCurrency', message: 'INVALID_CURRENCY' }],
      },
      {
        title: 'Unprocessable Entity',
        detail: undefined,
        code: undefined,
        fieldErrors: [{ field: 'quotedCurrency', code: 'INVALID_CURRENCY' }],
      },
    ],
    [
      'invalidParams (RFC 7807 example) with name and reason',
      { title: 'Bad', invalidParams: [{ name: 'pageSize', reason: 'TOO_LARGE' }] },
      {
        title: 'Bad',
        detail: undefined,
        code: undefined,
        fieldErrors: [{ field: 'pageSize', code: 'TOO_LARGE' }],
      },
    ],
    [
      'fieldErrors with a JSON pointer and errorCode',
      {
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: [{ pointer: '/lines/0/categoryId', code: 'UNKNOWN_CATEGORY' }],
      },
      {
        title: undefined,
        detail: undefined,
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'lines.0.categoryId', code: 'UNKNOWN_CATEGORY' }],
      },
    ],
    [
      'field errors without a field or a code are left out',
      { errors: [{ field: 'x' }, { code: 'Y' }, 'text'] },
      { title: undefined, detail: undefined, code: undefined, fieldErrors: [] },
    ],
    ['plain text', 'Order has changed', { detail: 'Order has changed', fieldErrors: [] }],
    ['an HTML page', '<html><body>502</body></html>', none],
    ['an empty body', undefined, none],
    ['an empty string', '', none],
    ['a JSON array', [1, 2], none],
  ])('%s', (_label, body, expected) => {
    expect(parseProblem(body)).toEqual(expected);
  });
});
