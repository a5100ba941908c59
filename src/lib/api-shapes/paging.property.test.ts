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

function serve(total: number, style: Style) {
  return (url: URL): Response => {
    const asked = Number(url.searchParams.get('pageNumber') ?? style.base);
    const index = Math.max(0, asked - style.base);
    const from = index * PAGE_SIZE;
    const items = Array.from(
      { length: Math.max(0, Math.min(PAGE_SIZE, total - from)) },
      (_, i) => ({
        id: from + i + 1,
      }),
    );
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

async function walk(total: number, style: Style) {
  const server = serve(total, style);
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
  return pages;
}

describe('paging any legal server (property)', () => {
  it('reaches every item once and states only figures the answers gave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 130 }), serverStyle, async (total, style) => {
        const pages = await walk(total, style);
        const ids = pages.flatMap((page) => page.items.map((one) => one.id));
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
