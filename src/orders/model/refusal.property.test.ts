import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHttpClient, placeFieldErrors } from '../../lib/http';
import { format } from '../../lib/i18n/messages';
import { QUOTE_FIELD_NAMES } from '../api/schemas';
import { API_BASE, orderFixture, rawLinks, transitionLink } from '../testing/fixtures';
import { messages, type OrdersMessageKey } from '../messages';
import { errorSaid, fieldErrorText, type Translate } from './labels';
import { isOrderChanged, refusalAfter, transitionOffered } from './refusal';

const t: Translate = (key: OrdersMessageKey, params) => format('en', messages.en[key], params);
const ORIGIN = new URL(API_BASE).origin;

/** The refusal as the app's one HTTP client reads it: status and body as a server sent them. */
async function refusalOf(status: number, body: unknown): Promise<unknown> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  const http = createHttpClient({
    apiOrigins: [ORIGIN],
    getLanguage: () => 'en',
    getCredentials: () => Promise.resolve({ accessToken: 't', organizationId: 'o' }),
    fetch: () => Promise.resolve(new Response(text, { status, headers: { 'Content-Type': type } })),
    sleep: () => Promise.resolve(),
  });
  return http.request(`${API_BASE}/orders/7/transitions/accept`, { method: 'POST' }).then(
    () => {
      throw new Error('a refusal was taken in');
    },
    (error: unknown) => error,
  );
}

/** The order read after the refusal: `accept` still offered, or gone (another tab accepted). */
const offered = orderFixture();
const moved = orderFixture({
  state: 'ACCEPTED',
  _links: rawLinks(7, { plan: transitionLink(7, 'plan', 'PLANNED') }),
});

const status = fc.constantFrom(400, 409, 412, 422);
const sentence = fc
  .array(fc.stringMatching(/^[A-Za-z]{2,9}$/), { minLength: 3, maxLength: 6 })
  .map((words) => `${words.join(' ')}.`);

/** A sentence about the whole request, in the error formats of common stacks. */
const otherBodies = (message: string, code: number): unknown[] => [
  { type: 'about:blank', title: 'Conflict', status: code, detail: message },
  {
    code: 9,
    message,
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.PreconditionFailure',
        violations: [{ type: 'STATE', subject: 'orders/7', description: message }],
      },
    ],
  },
  { error: { code, message, status: 'FAILED_PRECONDITION' } },
  message,
  { statusCode: code, message, error: 'Bad Request' },
  { detail: message },
  { timestamp: '2026-11-28T10:00:00Z', status: code, error: 'Conflict', message },
];

/** A field's name as another stack spells it: any case or separator. */
function spellings(field: string): string[] {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return [
    field,
    words.join('_'),
    words.join('-'),
    words.map(cap).join(''),
    words.join('_').toUpperCase(),
    words.join(''),
  ];
}

type Location = { path: string; loc: string[] };

/** Where a body puts the field: alone, in a dotted path, a JSON Pointer, a bracketed parameter. */
const location = fc
  .tuple(
    fc.constantFrom(...QUOTE_FIELD_NAMES),
    fc.nat(5),
    fc.constantFrom('', 'quote_details', 'QuoteDetails'),
    fc.nat(2),
  )
  .map(([field, spelling, parent, form]): [string, Location] => {
    const spelt = spellings(field)[spelling] ?? field;
    const paths = parent
      ? [`${parent}.${spelt}`, `/${parent}/${spelt}`, `${parent}[${spelt}]`]
      : [spelt, `/${spelt}`, spelt];
    return [
      field,
      { path: paths[form] ?? spelt, loc: ['body', ...(parent ? [parent] : []), spelt] },
    ];
  });

/** A field error in the formats of common stacks. */
const fieldBodies = ({ path, loc }: Location, message: string, code: number): unknown[] => [
  { type: 'about:blank', status: code, errors: [{ field: path, code: message }] },
  { detail: [{ loc, msg: message, type: 'value_error' }] },
  { errors: { [path]: [message] } },
  {
    error: {
      code,
      message,
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: path, description: message }],
        },
      ],
    },
  },
  { errors: [{ detail: message, source: { pointer: `/data/attributes/${loc.at(-1) ?? ''}` } }] },
  { title: 'Invalid', 'invalid-params': [{ name: path, reason: message }] },
];

const accept = transitionOffered('accept', API_BASE);

describe('a refused step means the same whatever its status and body (property)', () => {
  it('the step no longer offered: the order changed meanwhile, with its state now', async () => {
    await fc.assert(
      fc.asyncProperty(status, sentence, async (code, message) => {
        const at: Location = { path: 'quotedPrice', loc: ['body', 'quotedPrice'] };
        for (const body of [...otherBodies(message, code), ...fieldBodies(at, message, code)]) {
          const meaning = refusalAfter(await refusalOf(code, body), moved, accept);
          expect(isOrderChanged(meaning)).toBe(true);
          expect(errorSaid(t, meaning)).toMatch(
            /^The order changed meanwhile and is now: Accepted\./,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the step still offered, a field named: field X, message, said at X only', async () => {
    await fc.assert(
      fc.asyncProperty(status, sentence, location, async (code, message, [field, at]) => {
        for (const body of fieldBodies(at, message, code)) {
          const meaning = refusalAfter(await refusalOf(code, body), offered, accept);
          expect(isOrderChanged(meaning)).toBe(false);
          const errors = (meaning as { fieldErrors: [] }).fieldErrors;
          const placed = placeFieldErrors(errors, QUOTE_FIELD_NAMES);
          const error = placed.at.get(field);
          expect(error && fieldErrorText(t, error.code, error.message)).toBe(message);
          expect(placed.elsewhere).toEqual([]);
          // Said once: not again above the form.
          expect(errorSaid(t, meaning)).not.toContain(message);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the step still offered, no field named: the server’s own message, under our words', async () => {
    await fc.assert(
      fc.asyncProperty(status, sentence, async (code, message) => {
        for (const body of otherBodies(message, code)) {
          const meaning = refusalAfter(await refusalOf(code, body), offered, accept);
          expect(isOrderChanged(meaning)).toBe(false);
          const said = errorSaid(t, meaning);
          expect(said).toContain(message);
          expect(said).not.toMatch(/Something went wrong|changed meanwhile/);
        }
      }),
      { numRuns: 40 },
    );
  });
});
