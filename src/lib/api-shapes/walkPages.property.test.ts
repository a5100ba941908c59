import fc from 'fast-check';
import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError';
import { createHttpClient } from '../http/client';
import { readCollection } from './collection';
import { getPage, type Page } from './getPage';
import { walkPages } from './walkPages';

/**
 * Lists continued by a value to send back (docs/platform-contract.md 3), generated: the member's
 * name in any case style (`nextPageToken`, `next_cursor`, `NextMarker`, `PAGE-TOKEN-NEXT`,
 * `continuationToken`…), on the top level or nested (`meta.next_cursor`), the end said by an
 * empty, null or absent value. A strict server (as behind Envoy's transcoder) refuses any
 * parameter it does not know. Walked as the app walks a list, every item is reached once, the
 * value goes back under the name the rule gives, and the list ends where the value ends.
 */

const ORIGIN = 'https://api.test';
const PATH = '/v1/things';
const item = v.looseObject({ id: v.number() });

const capital = (one: string) => one.charAt(0).toUpperCase() + one.slice(1);
const STYLES = {
  camel: (parts: readonly string[]) => parts.map((p, i) => (i === 0 ? p : capital(p))).join(''),
  pascal: (parts: readonly string[]) => parts.map(capital).join(''),
  snake: (parts: readonly string[]) => parts.join('_'),
  kebab: (parts: readonly string[]) => parts.join('-'),
  upper: (parts: readonly string[]) => parts.join('_').toUpperCase(),
};

const tokenStyle = fc.record({
  /** The words of the parameter: the member's name is these with `next` (unless they say it). */
  kind: fc.constantFrom(
    ['page', 'token'],
    ['token'],
    ['cursor'],
    ['page', 'cursor'],
    ['key'],
    ['marker'],
    ['continuation', 'token'],
    ['continue'],
  ),
  nextAt: fc.constantFrom('start', 'end'),
  style: fc.constantFrom(...(Object.keys(STYLES) as (keyof typeof STYLES)[])),
  holder: fc.constantFrom<readonly string[]>(
    [],
    ['meta'],
    ['pagination'],
    ['response_metadata'],
    ['meta', 'page'],
  ),
  listKey: fc.constantFrom('items', 'results', 'entries', 'things'),
  end: fc.constantFrom('absent', 'empty', 'null'),
  pageSize: fc.integer({ min: 1, max: 25 }),
  /** Makes every server's tokens its own: opaque, with `/`, `+` and `=` in them. */
  salt: fc.string({ maxLength: 6 }),
});
type TokenStyle = typeof tokenStyle extends fc.Arbitrary<infer T> ? T : never;

function namesOf(style: TokenStyle) {
  const write = STYLES[style.style];
  const saysContinue = style.kind[0] === 'continuation' || style.kind[0] === 'continue';
  const words = saysContinue
    ? style.kind
    : style.nextAt === 'start'
      ? ['next', ...style.kind]
      : [...style.kind, 'next'];
  return { member: write(words), parameter: write(style.kind) };
}

/** A server of `total` items that pages only by its token; what it was asked is kept. */
function tokenServer(total: number, style: TokenStyle) {
  const { member, parameter } = namesOf(style);
  const tokenOf = (from: number) => btoa(`${String(from)}|${encodeURIComponent(style.salt)}|??>>`);
  const asked: URL[] = [];
  const serve = (url: URL): Response => {
    asked.push(url);
    const known = new Set([parameter, 'pageNumber', 'pageSize', 'filter']);
    const unknown = [...url.searchParams.keys()].filter((name) => !known.has(name));
    const token = url.searchParams.get(parameter);
    let from = 0;
    if (token !== null) {
      from = Number(atob(token).split('|')[0]);
      if (tokenOf(from) !== token) from = Number.NaN;
    }
    if (unknown.length > 0 || Number.isNaN(from)) return new Response(null, { status: 400 });
    const items = Array.from(
      { length: Math.max(0, Math.min(style.pageSize, total - from)) },
      (_, i) => ({ id: from + i + 1 }),
    );
    const next = from + style.pageSize;
    const value =
      next < total ? tokenOf(next) : { absent: undefined, empty: '', null: null }[style.end];
    let holder: Record<string, unknown> = { [style.listKey]: items };
    const body = holder;
    for (const name of style.holder) {
      const inner: Record<string, unknown> = { size: style.pageSize };
      holder[name] = inner;
      holder = inner;
    }
    if (value !== undefined) holder[member] = value;
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { serve, asked, parameter, tokenOf };
}

const httpOn = (serve: (url: URL) => Response) =>
  createHttpClient({
    apiOrigins: [ORIGIN],
    getLanguage: () => 'en',
    fetch: (input) =>
      Promise.resolve(serve(new URL(input instanceof Request ? input.url : String(input)))),
  });

const count = fc.integer({ min: 0, max: 50 });
const upTo = (total: number) => Array.from({ length: total }, (_, i) => i + 1);

describe('a list continued by a value to send back (property)', () => {
  it('walkPages: every item once, the value sent back as the rule names it, the end where it ends', async () => {
    await fc.assert(
      fc.asyncProperty(count, tokenStyle, async (total, style) => {
        const server = tokenServer(total, style);
        const read = await walkPages(httpOn(server.serve), `${ORIGIN}${PATH}`, item, {
          what: 'GET /things',
          query: { filter: 'x' },
          maxPages: 100,
        });
        expect(read.items.map((one) => one.id)).toEqual(upTo(total));
        expect(read.capped).toBe(false);
        const pages = Math.max(1, Math.ceil(total / style.pageSize));
        expect(server.asked).toHaveLength(pages);
        server.asked.forEach((url, index) => {
          // The query asked stays; each later page carries the token of the page before.
          expect(url.searchParams.get('filter')).toBe('x');
          const token = index === 0 ? null : server.tokenOf(index * style.pageSize);
          expect(url.searchParams.get(server.parameter)).toBe(token);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('getPage (the list pages’ pager): the next page’s link is the token, every item shown once', async () => {
    await fc.assert(
      fc.asyncProperty(count, tokenStyle, async (total, style) => {
        const server = tokenServer(total, style);
        const http = httpOn(server.serve);
        const client = new QueryClient();
        const ids: number[] = [];
        let previous: Page<{ id: number }> | undefined;
        for (let pageIndex = 0; pageIndex < 80; pageIndex += 1) {
          const page: Page<{ id: number }> = await getPage(http, `${ORIGIN}${PATH}`, item, {
            client,
            what: 'GET /things',
            pageIndex,
            pageSize: 20,
            previous,
          });
          ids.push(...page.items.map((one) => one.id));
          // "More" exactly while the server gave a token for more.
          expect(page.more === true).toBe(ids.length < total);
          previous = page;
          if (page.more !== true) break;
        }
        expect(ids).toEqual(upTo(total));
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * Defaults left out (docs/platform-contract.md 3): an envelope holding only paging and metadata
 * members, or its list as null, is an empty list whose count is unknown; a list member holding
 * anything but an array is unreadable, not empty.
 */
const metadataMember = fc.constantFrom<[string, unknown]>(
  ['nextPageToken', ''],
  ['next_cursor', null],
  ['NextMarker', ''],
  ['_links', { self: { href: '/v1/things' } }],
  ['_embedded', {}],
  ['kind', 'thingList'],
  ['@odata.context', '$metadata#things'],
  ['has_more', false],
  ['meta', {}],
  ['metadata', { continue: '', resourceVersion: '7' }],
  ['apiVersion', 'v1'],
  ['links', { self: '/v1/things' }],
  ['etag', 'W/"1"'],
  ['pagination', { next: null }],
);
const envelope = fc
  .uniqueArray(metadataMember, { selector: ([name]) => name, maxLength: 6 })
  .map((members) => Object.fromEntries(members));
const listKey = fc.constantFrom('items', 'orders', 'data', 'results', 'entries');

describe('a list left out (property)', () => {
  it('is empty, its count unknown, whatever metadata the envelope holds', () => {
    fc.assert(
      fc.property(envelope, fc.option(listKey), (body, nullList) => {
        const sent = nullList === null ? body : { ...body, [nullList]: null };
        const read = readCollection(sent, new Headers(), item, {
          what: 'GET /things',
          preferredKeys: ['orders'],
        });
        expect(read.items).toEqual([]);
        expect(read.total).toBeUndefined();
        expect(read.paging.links.next).toBeUndefined();
      }),
    );
  });

  it('is unreadable, not empty, when its member holds something other than an array', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notAList = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant({}));
    fc.assert(
      fc.property(envelope, listKey, notAList, (body, key, value) => {
        const read = () =>
          readCollection({ ...body, [key]: value }, new Headers(), item, {
            what: 'GET /things',
            preferredKeys: ['orders'],
          });
        expect(read).toThrow(ApiError);
      }),
    );
  });
});
