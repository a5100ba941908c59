import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERING_SEEDS } from '../../tests/sandbox/random-server.ts';
import { choicesFor, describeChoices } from './random.ts';
import { POINTS } from './random/choices.ts';
import { errorIn } from './random/errors.ts';
import { documentRelative, hrefIn } from './random/hrefs.ts';
import { changeEntryIn, fieldPathIn, stateEntryIn, withOrderTimes } from './random/histories.ts';
import { withOwnLinkWords } from './random/linkWords.ts';
import { quoteWithoutPrice, transition } from './random/testing.ts';
import { isRecord } from './rewrite.ts';
import { formatInstant, inCase, labelOf, withKeyCase, withNulls } from './random/values.ts';

describe('choicesFor', () => {
  it('picks the same choices for the same seed, one legal choice per point', () => {
    for (const seed of [0, 1, 2, 3, 4_294_967_295]) {
      const choices = choicesFor(seed);
      expect(choicesFor(seed)).toEqual(choices);
      for (const [point, options] of Object.entries(POINTS)) {
        expect(options).toContain(choices[point as keyof typeof POINTS]);
      }
      expect(describeChoices(seed, choices)).toHaveLength(Object.keys(POINTS).length + 1);
    }
  });

  it('never puts a count or a link in the body of a bare array', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const choices = choicesFor(seed);
      if (choices.envelope !== 'array') continue;
      expect(choices.count).not.toBe('body');
      expect(choices.linkPlace).toBe('header');
    }
  });

  it('makes every choice of every point (but the fraction digits) over the covering seeds', () => {
    const made = new Set(
      COVERING_SEEDS.flatMap((seed) =>
        Object.entries(choicesFor(seed)).map(([point, choice]) => `${point}=${String(choice)}`),
      ),
    );
    for (const [point, options] of Object.entries(POINTS)) {
      if (point === 'fractionDigits') continue;
      for (const option of options) expect(made).toContain(`${point}=${String(option)}`);
    }
  });
});

describe('hrefs', () => {
  const segment = fc.stringMatching(/^[a-z0-9:-]{1,6}$/);
  const path = fc
    .array(segment, { minLength: 0, maxLength: 5 })
    .map((parts) => `/${parts.join('/')}`);

  it('a document-relative reference resolves back to its target (RFC 3986 5.2)', () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), fc.boolean(), (from, to, dot, query) => {
        const base = new URL(`http://127.0.0.1:8080${from}`);
        const target = new URL(`http://127.0.0.1:8080${to}${query ? '?cursor=MTo1' : ''}`);
        const reference = documentRelative(base, target, dot);
        expect(reference).not.toMatch(/^\//);
        expect(new URL(reference, base).href).toBe(target.href);
      }),
    );
  });

  it('writes the examples of the issue', () => {
    const order = new URL('http://127.0.0.1:8080/services/v1/orders/1042');
    const accept = '/services/v1/orders/1042/transitions/accept';
    expect(hrefIn(accept, order, 'document')).toBe('1042/transitions/accept');
    expect(hrefIn(accept, order, 'dot')).toBe('./1042/transitions/accept');
    expect(hrefIn(accept, order, 'root')).toBe(accept);
    expect(hrefIn(accept, order, 'absolute')).toBe(`http://127.0.0.1:8080${accept}`);
    const history = new URL('http://127.0.0.1:8080/services/v1/orders/1042/history');
    expect(hrefIn('/services/v1/orders/1042', history, 'document')).toBe('../1042');
  });
});

describe('values', () => {
  it('spells keys in each case style', () => {
    expect(
      ['camel', 'snake', 'kebab', 'pascal'].map((s) => inCase('createdAt', s as 'camel')),
    ).toEqual(['createdAt', 'created_at', 'created-at', 'CreatedAt']);
  });

  it('keeps spec keys, `_links` and the relation names under `_embedded`', () => {
    const body = {
      _embedded: { 'change-history': [{ oldValue: 1, quotedPrice: 2 }] },
      _links: { 'request-quote': { href: '/x', targetState: 'REQUESTED' } },
      createdAt: 't',
    };
    expect(withKeyCase(body, 'snake')).toEqual({
      _embedded: { 'change-history': [{ old_value: 1, quotedPrice: 2 }] },
      _links: { 'request-quote': { href: '/x', targetState: 'REQUESTED' } },
      created_at: 't',
    });
  });

  it('writes null for unset optional fields only', () => {
    expect(withNulls({ id: 1, state: 'DRAFT', _links: {} })).toEqual({
      id: 1,
      state: 'DRAFT',
      _links: {},
      quoteDetails: null,
    });
    expect(withNulls({ fromState: 'A', notes: 'n' })).toEqual({ fromState: 'A', notes: 'n' });
  });

  it('writes an instant in every form', () => {
    const time = Date.parse('2026-11-26T10:15:30.123Z');
    expect(formatInstant(time, 'utc', 0)).toBe('2026-11-26T10:15:30Z');
    expect(formatInstant(time, 'utc', 9)).toBe('2026-11-26T10:15:30.123000000Z');
    expect(formatInstant(time, 'offset', 2)).toBe('2026-11-26T11:15:30.12+01:00');
    expect(formatInstant(time, 'local', 3)).toBe('2026-11-26T10:15:30.123');
    expect(formatInstant(time, 'epoch-seconds', 3)).toBe(Math.floor(time / 1000));
    expect(formatInstant(time, 'epoch-millis', 3)).toBe(time);
  });

  it('turns class names into labels', () => {
    expect(labelOf('InteriorDoors')).toBe('Interior doors');
    expect(labelOf('HSectionBeams')).toBe('H section beams');
  });
});

describe('errors', () => {
  const problem = {
    type: 'https://sandbox.invalid/problems/validation-failed',
    title: 'The body is not valid',
    status: 422,
    code: 'VALIDATION_FAILED',
    errors: [{ field: 'quotedPrice', code: 'REQUIRED' }],
  };

  it('keeps problem+json, or writes NestJS, FastAPI or plain text', () => {
    expect(errorIn(problem, 422, 'problem', 'body')).toBeUndefined();
    expect(JSON.parse(errorIn(problem, 422, 'nest', 'body')?.text ?? '')).toMatchObject({
      statusCode: 400,
      message: ['quotedPrice should not be empty'],
    });
    const fastApi = errorIn(problem, 422, 'fastapi', 'body');
    expect(fastApi?.status).toBe(422);
    expect(JSON.parse(fastApi?.text ?? '')).toEqual({
      detail: [
        {
          loc: ['body', 'quotedPrice'],
          msg: 'quotedPrice should not be empty',
          type: 'value_error.required',
        },
      ],
    });
    expect(errorIn(problem, 422, 'text', 'body')).toEqual({
      status: 422,
      contentType: 'text/plain; charset=utf-8',
      text: 'The body is not valid\nquotedPrice should not be empty',
    });
  });
});

describe('histories', () => {
  const actor = { userId: 'f3a1-sub', name: 'Kari Kunde', organizationId: 'c-1', role: 'CUSTOMER' };
  const at = '2026-11-20T10:00:00.000Z';

  it('writes a field’s path in each form of the issue', () => {
    expect(fieldPathIn('quotedPrice', 'dotted-pascal')).toBe('QuoteDetails.QuotedPrice');
    expect(fieldPathIn('quotedPrice', 'dotted-snake')).toBe('quote_details.quoted_price');
    expect(fieldPathIn('quotedPrice', 'pointer')).toBe('/quoteDetails/quotedPrice');
    expect(fieldPathIn('state', 'dotted-pascal')).toBe('State');
  });

  it('writes a change under the chosen names, or as a pair under the field’s name', () => {
    const entry = { field: 'quotedPrice', oldValue: 900, newValue: 980, actor, occurredAt: at };
    const choices = choicesFor(1);
    expect(
      changeEntryIn(entry, {
        ...choices,
        fieldChange: 'property-previous-current',
        fieldPath: 'dotted-pascal',
        historyActor: 'text',
        historyTime: 'changedAt',
      }),
    ).toEqual({
      property: 'QuoteDetails.QuotedPrice',
      previous: 900,
      current: 980,
      changedBy: 'Kari Kunde',
      changedAt: at,
    });
    expect(changeEntryIn(entry, { ...choices, fieldChange: 'field-pair' })).toMatchObject({
      quotedPrice: [900, 980],
    });
  });

  it('writes who with displayName, or only a subject and a role', () => {
    const entry = { toState: 'ACCEPTED', actor, occurredAt: at, notes: 'Fine' };
    const choices = { ...choicesFor(1), historyTime: 'when', historyNotes: 'comment' } as const;
    expect(stateEntryIn(entry, { ...choices, historyActor: 'display-name' })).toEqual({
      toState: 'ACCEPTED',
      author: {
        accountId: 'f3a1-sub',
        name: 'f3a1-sub',
        displayName: 'Kari Kunde',
        organizationId: 'c-1',
        role: 'CUSTOMER',
      },
      when: at,
      comment: 'Fine',
    });
    expect(stateEntryIn(entry, { ...choices, historyActor: 'unnamed' })).toMatchObject({
      userId: 'f3a1-sub',
      role: 'CUSTOMER',
    });
  });

  it('renames only an order’s times', () => {
    const order = { id: 1, state: 'DRAFT', createdAt: at, updatedAt: at, _links: {} };
    expect(withOrderTimes([order], 'created-lastModified')).toEqual([
      { id: 1, state: 'DRAFT', created: at, lastModified: at, _links: {} },
    ]);
    expect(withOrderTimes({ createdAt: at }, 'insertedAt-updatedOn')).toEqual({ createdAt: at });
  });
});

describe('linkWords', () => {
  const order = '/services/v1/orders/7';
  const links = {
    self: { href: order },
    quote: quoteWithoutPrice(order),
    accept: transition(order, 'accept', 'ACCEPTED', {
      title: 'Accept the quote',
      disabled: true,
      disabledReason: 'QUOTE_EXPIRED',
    }),
    start: transition(order, 'start', 'IN_PROGRESS', { title: 'Start the work' }),
  };

  it('gives disabled links a title under a code of the server’s own or none, and enabled ones more words', () => {
    const body = withOwnLinkWords({ _embedded: { orders: [{ id: 7, _links: links }] } });
    const rewritten = isRecord(body) && isRecord(body['_embedded']) ? body['_embedded'] : {};
    expect(rewritten['orders']).toEqual([
      {
        id: 7,
        _links: {
          self: links.self,
          quote: {
            ...links.quote,
            disabledReason: 'DRAFT_PRICE_MISSING',
            title: 'Save a price in your draft before you send it',
          },
          accept: {
            href: links.accept.href,
            method: 'POST',
            targetState: 'ACCEPTED',
            disabled: true,
            title: 'The validity of this quote has ended',
          },
          start: { ...links.start, title: 'Start the work; the order then becomes in progress' },
        },
      },
    ]);
  });
});
