/**
 * The choices of `SANDBOX_SHAPES=random` taken from the conventions surveyed in
 * docs/platform-contract.md 6: continuation values, organisations as resource names or URIs,
 * int64 counts as strings, empty lists left out, Google's errors, links titled only with a label.
 */
import { describe, expect, it } from 'vitest';
import { fieldSentence } from '../polyglot/errors.ts';
import { choicesFor } from './choices.ts';
import { askedPage, pageHere, readContinuation, withContinuation } from './continuation.ts';
import { errorIn } from './errors.ts';
import { withLinkWords } from './linkWords.ts';
import { cursorFor, listAnswer } from './lists.ts';
import { readOrgRefs, withOrgRefs } from './organizations.ts';
import { withDecimalStrings, withInt64Strings, withoutEmptyLists } from './values.ts';
import { drfChoices, quoteWithoutPrice, transition } from './testing.ts';

const BASE = new URL('http://127.0.0.1:8080/services/v1/orders');
const page = { number: 0, size: 2, totalElements: 5, totalPages: 3 };

describe('continuation', () => {
  it('reads the value sent back in any key case, and ignores a page number', () => {
    const token = cursorFor(2, 5);
    expect(askedPage(new URLSearchParams({ page_token: token }), 'nextPageToken', 25)).toEqual({
      number: 2,
      size: 5,
    });
    expect(askedPage(new URLSearchParams('pageNumber=3&limit=7'), 'next_cursor', 25)).toEqual({
      number: 0,
      size: 7,
    });
    expect(askedPage(new URLSearchParams('MaxResults=500'), 'NextToken', 25)).toEqual({
      number: 0,
      size: 25,
    });
    expect(askedPage(new URLSearchParams('pageToken=junk'), 'nextPageToken', 25)).toBeUndefined();
  });

  it('turns /orders’ parameters into the sandbox’s page', () => {
    const params = new URLSearchParams(`pageNumber=4&pageSize=10&NextToken=${cursorFor(1, 10)}`);
    readContinuation(params, 'NextToken', 25);
    expect(params.toString()).toBe('pageNumber=1&pageSize=10');
    const junk = new URLSearchParams('cursor=xyz&state=QUOTED');
    readContinuation(junk, 'next_cursor', 25);
    expect(junk.get('pageNumber')).toBe('invalid-token');
    expect(junk.get('state')).toBe('QUOTED');
  });

  it('cuts a whole list into pages of at most the cap', () => {
    const items = Array.from({ length: 12 }, (_, id) => ({ id }));
    const url = new URL(`http://x.invalid/h?pageToken=${cursorFor(2, 5)}`);
    expect(pageHere(items, url, 'nextPageToken', 5)).toEqual({
      items: [{ id: 10 }, { id: 11 }],
      page: { number: 2, size: 5, totalElements: 12, totalPages: 3 },
    });
  });

  it('writes the value where each stack does, and says the end as each does', () => {
    const last = { ...page, number: 2 };
    expect(withContinuation([{ id: 1 }], 'orders', page, 'nextPageToken')).toEqual({
      orders: [{ id: 1 }],
      nextPageToken: cursorFor(1, 2),
    });
    expect(withContinuation([], 'orders', last, 'nextPageToken')).toEqual({ orders: [] });
    expect(withContinuation({ data: [] }, 'orders', last, 'next_cursor')).toEqual({
      data: [],
      response_metadata: { next_cursor: '' },
    });
    expect(withContinuation({ results: [] }, 'orders', page, 'NextToken')).toMatchObject({
      NextToken: cursorFor(1, 2),
    });
  });

  it('gives no next link beside the value (a DRF envelope without next/previous)', () => {
    const choices = drfChoices({ linkPlace: 'header', continuation: 'nextPageToken' });
    const answer = listAnswer([{ id: 1 }, { id: 2 }], 'orders', BASE, page, choices);
    expect(answer.body).toEqual({ count: 5, results: [{ id: 1 }, { id: 2 }] });
    expect(answer.set['Link']).toBeUndefined();
  });
});

describe('empty lists left out', () => {
  const choices = { ...choicesFor(1), count: 'none', empties: 'omit' } as const;

  it('writes a list answer with no items as {} or without its list', () => {
    expect(
      listAnswer([], 'services', BASE, undefined, { ...choices, envelope: 'array' }).body,
    ).toEqual({});
    const hal = listAnswer([], 'services', BASE, undefined, { ...choices, envelope: 'hal' }).body;
    expect(hal).not.toHaveProperty('_embedded');
    expect(hal).toHaveProperty('_links');
  });

  it('leaves out every empty list member, but keeps a top-level list', () => {
    expect(withoutEmptyLists({ lines: [], children: [{ children: [] }], _links: {} })).toEqual({
      children: [{}],
      _links: {},
    });
    expect(withoutEmptyLists([])).toEqual([]);
  });
});

describe('organisations and counts', () => {
  const order = {
    id: 7,
    state: 'QUOTED',
    customer: { id: 'byggherre', name: 'Byggherre AS' },
    supplier: { id: 'peer-provider', name: 'Peer Provider AS' },
    _links: { self: { href: '/services/v1/orders/7' } },
  };

  it('names parties by resource name with displayName, or by URI', () => {
    expect(withOrgRefs(order, 'resource-name', BASE)).toMatchObject({
      customer: { name: 'organizations/byggherre', displayName: 'Byggherre AS' },
      supplier: { name: 'organizations/peer-provider', displayName: 'Peer Provider AS' },
    });
    expect(withOrgRefs(order, 'uri', BASE)).toMatchObject({
      supplier: {
        id: 'http://127.0.0.1:8080/orgadmin/v1/organizations/peer-provider',
        name: 'Peer Provider AS',
      },
    });
    expect(withOrgRefs(order, 'id', BASE)).toBe(order);
  });

  it('names providers and actors’ organisations so, but never a solution’s organizationId', () => {
    const provider = { id: 'p', name: 'P AS', serviceCount: 34 };
    expect(withInt64Strings(withOrgRefs([provider], 'resource-name', BASE))).toEqual([
      { name: 'organizations/p', displayName: 'P AS', serviceCount: '34' },
    ]);
    const actor = { actor: { userId: 'u', name: 'Kari', organizationId: 'c-1', role: 'CUSTOMER' } };
    expect(withOrgRefs(actor, 'resource-name', BASE)).toMatchObject({
      actor: { organizationId: 'organizations/c-1' },
    });
    const solution = { id: 1, organizationId: 'p', organizationName: 'P AS' };
    expect(withOrgRefs(solution, 'uri', BASE)).toEqual(solution);
  });

  it('writes decimals as strings but never a list’s total', () => {
    const body = {
      meta: { total: 24 },
      data: [{ co2eData: { impactCategory: 'climateChange', total: 1.5, savings: 2 } }],
    };
    expect(withDecimalStrings(body)).toEqual({
      meta: { total: 24 },
      data: [{ co2eData: { impactCategory: 'climateChange', total: '1.5', savings: '2' } }],
    });
  });

  it('reads organizationIds given as resource names or URIs', () => {
    const params = new URLSearchParams(
      'organizationIds=organizations/a,b&organizationIds=http://x.invalid/orgadmin/v1/organizations/c',
    );
    readOrgRefs(params, 'organizationIds');
    expect(params.getAll('organizationIds')).toEqual(['a,b', 'c']);
  });
});

describe('Google errors (AIP-193)', () => {
  const parse = (text: string | undefined): unknown => JSON.parse(text ?? '');

  it('refuses a stale step with 400, code 9 FAILED_PRECONDITION and a PreconditionFailure', () => {
    const stale = { status: 409, code: 'TRANSITION_NOT_ALLOWED', title: 'Not legal', detail: 'x' };
    const answer = errorIn(stale, 409, 'grpc-gateway', 'body');
    expect(answer?.status).toBe(400);
    expect(parse(answer?.text)).toMatchObject({
      code: 9,
      message: 'x',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'TRANSITION_NOT_ALLOWED' },
        { '@type': 'type.googleapis.com/google.rpc.PreconditionFailure' },
      ],
    });
    const wrapped = errorIn(stale, 409, 'google', 'body');
    expect(parse(wrapped?.text)).toMatchObject({
      error: { code: 400, status: 'FAILED_PRECONDITION' },
    });
    const changed = errorIn({ code: 'ORDER_CHANGED', title: 't' }, 409, 'google', 'body');
    expect(changed?.status).toBe(409);
    expect(parse(changed?.text)).toMatchObject({ error: { status: 'ABORTED' } });
  });

  it('names refused fields in fieldViolations by snake_case dotted paths', () => {
    const invalid = {
      code: 'VALIDATION_FAILED',
      title: 'The request body is not valid',
      errors: [{ field: 'estimatedCompletionDate', code: 'START_AFTER_COMPLETION' }],
    };
    const answer = errorIn(invalid, 422, 'grpc-gateway', 'body');
    expect(answer?.status).toBe(400);
    expect(parse(answer?.text)).toMatchObject({
      code: 3,
      details: [
        {},
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'quote_details.estimated_completion_date' }],
        },
      ],
    });
  });
});

describe('field errors keyed by field (JSON:API, DRF, Laravel and Rails, Jira)', () => {
  const invalid = {
    code: 'VALIDATION_FAILED',
    title: 'The request body is not valid',
    errors: [{ field: 'estimatedCompletionDate', code: 'START_AFTER_COMPLETION' }],
  };
  const body = (form: 'jsonapi' | 'drf' | 'laravel' | 'jira') => {
    const answer = errorIn(invalid, 422, form, 'body');
    return { status: answer?.status, body: JSON.parse(answer?.text ?? '') as unknown };
  };

  it('writes each stack’s form', () => {
    expect(body('jsonapi')).toMatchObject({
      status: 422,
      body: { errors: [{ source: { pointer: '/data/attributes/estimatedCompletionDate' } }] },
    });
    expect(body('drf')).toEqual({
      status: 400,
      body: { estimated_completion_date: [expect.any(String)] },
    });
    expect(body('laravel')).toMatchObject({
      status: 422,
      body: {
        message: 'The request body is not valid',
        errors: { estimated_completion_date: [expect.any(String)] },
      },
    });
    expect(body('jira')).toMatchObject({
      status: 400,
      body: {
        errorMessages: [],
        errors: {
          estimatedCompletionDate: fieldSentence(
            'estimatedCompletionDate',
            'START_AFTER_COMPLETION',
          ),
        },
      },
    });
  });

  it('says a refusal without fields as a sentence', () => {
    const stale = { code: 'TRANSITION_NOT_ALLOWED', title: 'Not legal', detail: 'Not now.' };
    expect(JSON.parse(errorIn(stale, 409, 'drf', 'body')?.text ?? '')).toEqual({
      detail: 'Not now.',
    });
    expect(JSON.parse(errorIn(stale, 409, 'jira', 'body')?.text ?? '')).toEqual({
      errorMessages: ['Not now.'],
      errors: {},
    });
  });
});

describe('links titled only with their label', () => {
  it('gives disabled links a code the app does not know and every link its step’s label', () => {
    const links = {
      self: { href: '/o/7' },
      quote: quoteWithoutPrice('/o/7'),
      plan: transition('/o/7', 'plan', 'PLANNED'),
    };
    expect(withLinkWords({ _links: links }, 'codes')).toEqual({
      _links: {
        self: links.self,
        quote: { ...links.quote, title: 'Send tilbud', disabledReason: 'PRICE_NOT_ON_DRAFT' },
        plan: { ...links.plan, title: 'Planlegg arbeidet' },
      },
    });
  });
});
