import { describe, expect, it } from 'vitest';
import { decodeAnswer } from './decode';
import { parseProblem as parseDecoded, parseRetryAfter, type Problem } from './problem';

/** As the client reads an error body: decoded at the boundary first. */
const parseProblem = (body: unknown) => parseDecoded(decodeAnswer(body, 'https://api.test/x'));

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
        fieldErrors: [{ field: 'quotedPrice', path: 'quotedPrice', code: 'REQUIRED' }],
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
        fieldErrors: [
          { field: 'quotedCurrency', path: 'quotedCurrency', code: 'INVALID_CURRENCY' },
        ],
      },
    ],
    [
      'invalidParams (RFC 7807 example) with name and reason',
      { title: 'Bad', invalidParams: [{ name: 'pageSize', reason: 'TOO_LARGE' }] },
      {
        title: 'Bad',
        detail: undefined,
        code: undefined,
        fieldErrors: [{ field: 'pageSize', path: 'pageSize', code: 'TOO_LARGE' }],
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
        fieldErrors: [
          { field: 'categoryId', path: 'lines.0.categoryId', code: 'UNKNOWN_CATEGORY' },
        ],
      },
    ],
    [
      'field errors without a field or a code are left out; a sentence among them is said',
      { errors: [{ field: 'x' }, { code: 'Y' }, 'text'] },
      { title: undefined, detail: 'text', code: undefined, fieldErrors: [] },
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

describe('parseProblem: the error bodies of common stacks', () => {
  it.each<
    [
      string,
      unknown,
      { detail?: string; title?: string; code?: string; fields?: [string, string][] },
    ]
  >([
    [
      'NestJS (message as a list)',
      { statusCode: 400, message: ['quotedPrice must be a positive number'], error: 'Bad Request' },
      { detail: 'quotedPrice must be a positive number', title: 'Bad Request' },
    ],
    [
      'ASP.NET Core validation problem',
      {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { QuotedCurrency: ['The currency must have three letters.'] },
      },
      {
        title: 'One or more validation errors occurred.',
        fields: [['quotedCurrency', 'The currency must have three letters.']],
      },
    ],
    [
      'JSON:API errors',
      {
        errors: [
          {
            status: '422',
            detail: 'must be a date',
            source: { pointer: '/data/attributes/quoteValidUntil' },
          },
        ],
      },
      // Said once: at its field, not again as the problem's sentence.
      { fields: [['quoteValidUntil', 'must be a date']] },
    ],
    [
      'Django REST framework (the body is the field map)',
      { quotedPrice: ['A valid number is required.'], non_field_errors: ['Quote is closed.'] },
      { detail: 'Quote is closed.', fields: [['quotedPrice', 'A valid number is required.']] },
    ],
    [
      'OAuth error_description',
      { error: 'invalid_request', error_description: 'The request is missing a parameter.' },
      { detail: 'The request is missing a parameter.', title: 'invalid_request' },
    ],
    ['errors as strings', { errors: ['Name is too short.'] }, { detail: 'Name is too short.' }],
    [
      'a gRPC status in JSON (grpc-gateway): a precondition failure',
      {
        code: 9,
        message: 'The order is ACCEPTED; accept needs QUOTED.',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.PreconditionFailure',
            violations: [{ type: 'STATE', subject: 'orders/32', description: 'Not QUOTED.' }],
          },
        ],
      },
      {
        detail: 'The order is ACCEPTED; accept needs QUOTED. Not QUOTED.',
        code: 'FAILED_PRECONDITION',
      },
    ],
    [
      "Google's JSON error with BadRequest field violations (snake_case paths)",
      {
        error: {
          code: 400,
          message: 'Completion before start.',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.BadRequest',
              field_violations: [
                {
                  field: 'quote_details.estimated_completion_date',
                  description: 'Completion before start.',
                },
              ],
            },
          ],
        },
      },
      {
        code: 'INVALID_ARGUMENT',
        fields: [['estimatedCompletionDate', 'Completion before start.']],
      },
    ],
    [
      "Google's ErrorInfo reason is the code; an HTTP status number is none",
      {
        error: {
          code: 409,
          message: 'Changed.',
          details: [{ '@type': 'x/google.rpc.ErrorInfo', reason: 'ORDER_CHANGED', domain: 'x' }],
        },
      },
      { detail: 'Changed.', code: 'ORDER_CHANGED' },
    ],
    [
      'RFC 9457 instance as a JSON Pointer: a field only guessed',
      { title: 'Bad', detail: 'Must be later.', instance: '/quoteDetails/estimatedCompletionDate' },
      // Said with the problem too: an `instance` may name the request, not a field.
      {
        title: 'Bad',
        detail: 'Must be later.',
        fields: [['estimatedCompletionDate', 'Must be later.']],
      },
    ],
  ])('%s', (_label, body, expected) => {
    const problem = parseProblem(body);
    expect(problem.detail).toBe(expected.detail);
    if (expected.code !== undefined) expect(problem.code).toBe(expected.code);
    if (expected.title !== undefined) expect(problem.title).toBe(expected.title);
    expect(problem.fieldErrors.map((e) => [e.field, e.code])).toEqual(expected.fields ?? []);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-24T10:00:00.000Z');
  it.each([
    ['120', 120],
    ['Tue, 24 Nov 2026 10:00:45 GMT', 45],
    // The obsolete HTTP date forms RFC 9110 still asks recipients to read.
    ['Tuesday, 24-Nov-26 10:00:45 GMT', 45],
    ['Tue, 24 Nov 2026 09:59:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('%s → %s seconds', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});
