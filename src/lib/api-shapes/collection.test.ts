import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError';
import { readCollection, readCollectionTotal } from './collection';

const item = v.looseObject({ id: v.number() });
const two = [{ id: 1 }, { id: 2 }];
const noHeaders = new Headers();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readCollection: where the items are', () => {
  it.each([
    ['a plain array', two],
    ['HAL, the preferred key', { _embedded: { orders: two }, _links: {} }],
    ['HAL, any other key', { _embedded: { orderSummaryList: two } }],
    ['HAL, preferred key among several', { _embedded: { meta: [{ id: 9 }], orders: two } }],
    ["Spring's content", { content: two, totalElements: 2 }],
    ['items', { items: two, total: 2 }],
    ['JSON:API / NestJS data', { data: two, meta: { total: 2 } }],
    ["DRF's results", { count: 2, next: null, previous: null, results: two }],
    ['entries', { entries: two }],
    ['any other top-level key holding records', { orderSummaries: two, page: { size: 20 } }],
    ['a preferred key on top', { meta: [{ id: 9 }], orders: two }],
  ])('%s', (_label, body) => {
    const result = readCollection(body, noHeaders, item, {
      what: 'GET /x',
      preferredKeys: ['orders'],
    });
    expect(result.items).toEqual(two);
  });

  it.each([
    ['HAL without _embedded (Spring HATEOAS, empty page)', { _links: { self: { href: '/x' } } }],
    ['HAL page with totalElements 0', { page: { totalElements: 0 } }],
    ['an empty array', []],
    ['HAL with an empty array', { _embedded: { entries: [] } }],
  ])('empty: %s', (_label, body) => {
    expect(readCollection(body, noHeaders, item, { what: 'GET /x' }).items).toEqual([]);
  });

  it.each([
    ['an object without a list', { data: { rows: two } }],
    ['a page that claims items but has none readable', { page: { totalElements: 3 } }],
    ['a string', 'hello'],
    ['nothing', undefined],
    ['an item that does not fit', [{ id: 'x' }]],
  ])('unreadable, not empty: %s', (_label, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => readCollection(body, noHeaders, item, { what: 'GET /x' })).toThrow(ApiError);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('unknown fields are kept on items and ignored around them', () => {
    const body = { _embedded: { history: [{ id: 1, extra: true }] }, whatever: 1 };
    expect(readCollection(body, noHeaders, item, { what: 'GET /x' }).items).toEqual([
      { id: 1, extra: true },
    ]);
  });

  it('logs keys and types, never values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { data: { token: 'secret-token-value', orgId: 'org-77' } };
    expect(() => readCollection(body, noHeaders, item, { what: 'GET /x' })).toThrow(ApiError);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain('token: string');
    expect(logged).not.toContain('secret-token-value');
    expect(logged).not.toContain('org-77');
  });
});

describe('readCollectionTotal: X-Total-Count, Content-Range, page.totalElements, total', () => {
  it.each<[string, Record<string, string>, unknown, number | undefined]>([
    ['X-Total-Count', { 'X-Total-Count': '42' }, { page: { totalElements: 7 } }, 42],
    ['Content-Range', { 'Content-Range': 'items 0-19/345' }, { total: 7 }, 345],
    ['Content-Range of an empty page', { 'Content-Range': 'items */0' }, [], 0],
    [
      'X-Total-Count before Content-Range',
      { 'X-Total-Count': '5', 'Content-Range': 'items 0-1/9' },
      [],
      5,
    ],
    ['page.totalElements', {}, { page: { totalElements: 7 }, total: 3 }, 7],
    ['total', {}, { items: [], total: 3 }, 3],
    ["Spring's totalElements", {}, { content: [], totalElements: 4 }, 4],
    ["DRF's count", {}, { count: 6, results: [] }, 6],
    ['JSON:API meta.total', {}, { data: [], meta: { total: 8 } }, 8],
    ['Laravel meta.total', {}, { data: [], meta: { total: 9, from: 1 } }, 9],
    ['a total as digits', {}, { items: [], total: '11' }, 11],
    ['an unreadable header falls through', { 'X-Total-Count': 'many' }, { total: 3 }, 3],
    ['nothing', {}, [], undefined],
  ])('%s', (_label, headers, body, expected) => {
    expect(readCollectionTotal(body, new Headers(headers))).toBe(expected);
  });

  it('reads totalPages from page or the body', () => {
    const result = readCollection({ content: [], page: { totalPages: 4 } }, noHeaders, item, {
      what: 'GET /x',
    });
    expect(result.totalPages).toBe(4);
  });
});
