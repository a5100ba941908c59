import { describe, expect, it } from 'vitest';
import { parseLinkHeader, readPaging } from './paging';

describe('parseLinkHeader (RFC 8288)', () => {
  it('reads next, prev, first and last, quoted or not, several relations in one', () => {
    const header =
      '<https://api.test/orders?page=3>; rel="next", <https://api.test/orders?page=1>; rel="prev first",' +
      ' </orders?page=9>; rel=last; title="Last page"';
    expect(parseLinkHeader(header)).toEqual({
      next: 'https://api.test/orders?page=3',
      prev: 'https://api.test/orders?page=1',
      first: 'https://api.test/orders?page=1',
      last: '/orders?page=9',
    });
  });

  it('ignores other relations and an absent header', () => {
    expect(parseLinkHeader('<https://api.test/x>; rel="self"')).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
  });
});

describe('readPaging', () => {
  it.each<[string, Record<string, string>, unknown, number | undefined]>([
    ['Content-Range', { 'Content-Range': 'items 20-39/34' }, [], 20],
    ['Content-Range without a unit', { 'Content-Range': '40-59/*' }, [], 40],
    ['an empty Content-Range', { 'Content-Range': 'items */0' }, [], undefined],
    ["Spring's pageable", {}, { content: [], pageable: { offset: 60 } }, 60],
    ['Laravel meta.from (from 1)', {}, { data: [], meta: { from: 21 } }, 20],
    ['an offset', {}, { items: [], offset: 5 }, 5],
    ['nothing', {}, [], undefined],
  ])('first offset from %s', (_label, headers, body, expected) => {
    expect(readPaging(body, new Headers(headers)).firstOffset).toBe(expected);
  });

  it.each<[string, unknown, number | undefined]>([
    ['Spring page metadata (its own numbering)', { page: { number: 2, size: 20 } }, 2],
    ['Laravel meta.current_page (decoded)', { data: [], meta: { currentPage: 3 } }, 3],
    ['nothing', [], undefined],
  ])("the page's own number from %s", (_label, body, expected) => {
    expect(readPaging(body, new Headers()).pageNumber).toBe(expected);
  });

  it.each<[string, unknown, string | undefined]>([
    ['HAL _links', { _links: { next: { href: '/x?p=2' } } }, '/x?p=2'],
    ['JSON:API links', { data: [], links: { next: '/x?page[number]=2' } }, '/x?page[number]=2'],
    [
      "DRF's next",
      { count: 3, next: 'https://api.test/x?page=2', results: [] },
      'https://api.test/x?page=2',
    ],
    ['a null next (last page)', { count: 3, next: null, results: [] }, undefined],
  ])('next link from %s', (_label, body, expected) => {
    expect(readPaging(body, new Headers()).links.next).toBe(expected);
  });

  it.each<[string, unknown, string | undefined]>([
    [
      'OData, absolute',
      { value: [], '@odata.nextLink': 'https://api.test/o?$skip=20' },
      'https://api.test/o?$skip=20',
    ],
    [
      'Azure nextLink, document-relative',
      { value: [], nextLink: 'o?$skip=20' },
      'https://api.test/v1/o?$skip=20',
    ],
    [
      'Laravel next_page_url (decoded)',
      { data: [], nextPageUrl: '/v1/o?page=2' },
      'https://api.test/v1/o?page=2',
    ],
    [
      'Tastypie meta.next',
      { objects: [], meta: { next: '/v1/o?offset=20&limit=20' } },
      'https://api.test/v1/o?offset=20&limit=20',
    ],
    [
      'pagination.next as a link object',
      { items: [], pagination: { next: { href: './o?offset=20' } } },
      'https://api.test/v1/o?offset=20',
    ],
    [
      'JSON:API meta.links.next',
      { data: [], meta: { links: { next: '../v1/o?p=2' } } },
      'https://api.test/v1/o?p=2',
    ],
    ['a next page number, not a link', { items: [], nextPage: 2, next: '2' }, undefined],
    [
      'a next token, sent back as pageToken instead of the page number',
      { items: [], nextPageToken: 'a/b+c==' },
      'https://api.test/v1/o?pageToken=a%2Fb%2Bc%3D%3D',
    ],
    ['an empty next token: the end', { items: [], nextPageToken: '' }, undefined],
    [
      'a link beats a token',
      { items: [], nextPageToken: 'x', links: { next: '/v1/o?page=2' } },
      'https://api.test/v1/o?page=2',
    ],
    ['hasNext, a flag', { items: [], hasNext: true }, undefined],
  ])('next link by its name: %s', (_label, body, expected) => {
    expect(readPaging(body, new Headers(), 'https://api.test/v1/o?pageNumber=0').links.next).toBe(
      expected,
    );
  });

  it('reads prev, first and last by the same rule (Laravel)', () => {
    const body = {
      data: [],
      prevPageUrl: '/o?page=1',
      firstPageUrl: '/o?page=1',
      lastPageUrl: '/o?page=9',
      lastPage: 9,
    };
    expect(readPaging(body, new Headers(), 'https://api.test/o').links).toEqual({
      prev: 'https://api.test/o?page=1',
      first: 'https://api.test/o?page=1',
      last: 'https://api.test/o?page=9',
    });
  });

  it('prefers HAL _links over a member named next', () => {
    const body = { _links: { next: { href: '/hal' } }, nextLink: '/named' };
    expect(readPaging(body, new Headers()).links.next).toBe('/hal');
  });

  it('prefers the Link header over the body', () => {
    const headers = new Headers({ Link: '<https://api.test/h?page=2>; rel="next"' });
    expect(readPaging({ _links: { next: { href: '/b' } } }, headers).links.next).toBe(
      'https://api.test/h?page=2',
    );
  });
});
