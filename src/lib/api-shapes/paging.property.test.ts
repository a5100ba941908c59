import fc from 'fast-check';
import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { getPage, type Page } from './getPage';

/**
 * Paging by any legal server (docs/platform-contract.md 4), generated: a count in a header, in
 * the body or nowhere (a header CORS does not expose never reaches the app), pages from 0 or 1,
 * `next` links absolute, root-relative or relative to the answer, or none. Walked as the app walks
 * a list, every item is reached once, and every figure the reader gives (total, pages, whether
 * more follow) is one the answers said: never a guess.
 */

const ORIGIN = 'https://api.test';
const PATH = '/v1/things';
const PAGE_SIZE = 20;
const item = v.looseObject({ id: v.number() });

const serverStyle = fc.record({
  count: fc.constantFrom('header', 'range', 'body', 'none'),
  base: fc.constantFrom(0, 1),
  links: fc.constantFrom('none', 'absolute', 'root', 'relative'),
  /** The page's own number in the body, in the server's numbering (as Spring or Laravel write it). */
  numberInBody: fc.boolean(),
});
type Style = typeof serverStyle extends fc.Arbitrary<infer T> ? T : never;

function linkTo(style: Style, page: number): string {
  const query = `?pageNumber=${String(page)}&pageSize=${String(PAGE_SIZE)}`;
  if (style.links === 'absolute') return `${ORIGIN}${PATH}${query}`;
  if (style.links === 'root') return `${PATH}${query}`;
  return `things${query}`;
}

/** The items a page starting after `from` holds, of `total` numbered from 1. */
function itemsFrom(total: number, from: number): { id: number }[] {
  return Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => ({
    id: from + i + 1,
  }));
}

function serve(total: number, style: Style) {
  return (url: URL): Response => {
    const asked = Number(url.searchParams.get('pageNumber') ?? style.base);
    const index = Math.max(0, asked - style.base);
    const from = index * PAGE_SIZE;
    const items = itemsFrom(total, from);
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (style.count === 'header') headers.set('X-Total-Count', String(total));
    if (style.count === 'range') {
      headers.set(
        'Content-Range',
        items.length
          ? `items ${String(from)}-${String(from + items.length - 1)}/${String(total)}`
          : `items */${String(total)}`,
      );
    }
    const hasNext = style.links !== 'none' && from + items.length < total;
    if (style.count === 'body' || hasNext || style.numberInBody) {
      const body: Record<string, unknown> = { content: items };
      if (style.numberInBody) body['page'] = { number: index + style.base, size: PAGE_SIZE };
      if (style.count === 'body') body['totalElements'] = total;
      if (hasNext) body['_links'] = { next: { href: linkTo(style, index + style.base + 1) } };
      return new Response(JSON.stringify(body), { headers });
    }
    return new Response(JSON.stringify(items), { headers });
  };
}

/** Walks a list as the app does, page after page, against `server`: its pages and the ids read. */
async function walk(server: (url: URL) => Response) {
  const http = createHttpClient({
    apiOrigins: [ORIGIN],
    getLanguage: () => 'en',
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return Promise.resolve(server(url));
    },
  });
  const client = new QueryClient();
  const pages: Page<{ id: number }>[] = [];
  let previous: Page<{ id: number }> | undefined;
  for (let pageIndex = 0; pageIndex < 30; pageIndex += 1) {
    const page = await getPage(http, `${ORIGIN}${PATH}`, item, {
      client,
      what: 'GET /things',
      pageIndex,
      pageSize: PAGE_SIZE,
      previous,
    });
    pages.push(page);
    previous = page;
    if (page.more !== true && !(page.more === undefined && page.items.length === PAGE_SIZE)) break;
  }
  return { pages, ids: pages.flatMap((page) => page.items.map((one) => one.id)) };
}

describe('paging any legal server (property)', () => {
  it('reaches every item once and states only figures the answers gave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 130 }), serverStyle, async (total, style) => {
        const { pages, ids } = await walk(serve(total, style));
        expect(ids).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        const counted = style.count !== 'none';
        for (const [index, page] of pages.entries()) {
          expect(page.total).toBe(counted ? total : undefined);
          if (!counted) expect(page.pageCount).toBeUndefined();
          const itemsAfter = total - (index * PAGE_SIZE + page.items.length);
          // "More" is said only when there is more; "no more" only when there is none.
          if (page.more === true) expect(itemsAfter).toBeGreaterThan(0);
          if (page.more === false) expect(itemsAfter).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * A server nobody chose that pages by offset (`$skip`, `offset`) under a next link of its own
 * naming (`@odata.nextLink`, `next_page_url`, `meta.next`…) and answers its first page to any
 * page number; or gives no link at all. Walked as the app walks a list: with a link every item is
 * reached once; without one the list ends after its first page, saying how many were shown.
 */
const namedServer = fc.record({
  holder: fc.constantFrom('top', 'meta', 'pagination', 'links'),
  name: fc.constantFrom(
    'next',
    'nextLink',
    '@odata.nextLink',
    'next_page_url',
    'NextPageUri',
    'next-href',
    '$next',
  ),
  form: fc.constantFrom('absolute', 'root', 'relative', 'dot'),
  object: fc.boolean(),
  param: fc.constantFrom('$skip', 'offset'),
  count: fc.constantFrom('header', 'none'),
  links: fc.boolean(),
});
type Named = typeof namedServer extends fc.Arbitrary<infer T> ? T : never;

function serveNamed(total: number, style: Named) {
  return (url: URL): Response => {
    const from = Number(url.searchParams.get(style.param) ?? 0);
    const items = itemsFrom(total, from);
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (style.count === 'header') headers.set('X-Total-Count', String(total));
    const body: Record<string, unknown> = { value: items };
    if (style.links && from + PAGE_SIZE < total) {
      const query = `?${style.param}=${String(from + PAGE_SIZE)}`;
      const href = {
        absolute: `${ORIGIN}${PATH}${query}`,
        root: `${PATH}${query}`,
        relative: `things${query}`,
        dot: `./things${query}`,
      }[style.form];
      const link = style.object ? { href } : href;
      if (style.holder === 'top') body[style.name] = link;
      else body[style.holder] = { [style.name]: link };
    }
    return new Response(JSON.stringify(body), { headers });
  };
}

describe('paging a server that ignores page numbers (property)', () => {
  it('follows a next link under any name, shows nothing twice, and ends where nothing is new', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 90 }), namedServer, async (total, style) => {
        const { pages, ids } = await walk(serveNamed(total, style));
        expect(new Set(ids).size).toBe(ids.length);
        const reachable = style.links ? total : Math.min(total, PAGE_SIZE);
        expect(ids).toEqual(Array.from({ length: reachable }, (_, i) => i + 1));
        for (const page of pages) {
          // Each page's range is what is truly on it: after the items shown before.
          const first = page.items[0]?.id;
          if (first !== undefined) expect(page.shownBefore).toBe(first - 1);
        }
        const last = pages.at(-1);
        // Without a link the list ends on the page that repeats the first: after a first page
        // with more, or a full one of a server that names no total.
        const fullWithoutTotal = total === PAGE_SIZE && style.count === 'none';
        const endedByRepeat = (!style.links && total > PAGE_SIZE) || fullWithoutTotal;
        expect(last?.nothingNew).toBe(endedByRepeat);
        if (endedByRepeat) {
          expect(last?.shownBefore).toBe(PAGE_SIZE);
          expect(last?.more).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });
});
