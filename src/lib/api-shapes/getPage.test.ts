import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { getPage, pagesByLinks, type Page } from './getPage';

const BASE = 'https://api.test/v1';
const item = v.looseObject({ id: v.number() });
const ids = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => ({ id: from + i + 1 }));

type Server = (url: URL) => Response;

function clientFor(server: Server) {
  const asked: URL[] = [];
  const http = createHttpClient({
    apiOrigins: [BASE],
    getLanguage: () => 'en',
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      return Promise.resolve(server(url));
    },
  });
  // Each test's own query client: what is learned about paging lives in its cache.
  return { http, asked, client: new QueryClient() };
}

/** 34 items, pages numbered from 1, `Content-Range` with the first item's offset; page 0 is page 1. */
function oneBased(url: URL): Response {
  const size = Number(url.searchParams.get('pageSize'));
  const page = Math.max(1, Number(url.searchParams.get('pageNumber')));
  const from = (page - 1) * size;
  const items = ids(from, Math.min(34, from + size));
  const range = items.length ? `items ${from}-${from + items.length - 1}/34` : 'items */34';
  return new Response(JSON.stringify(items), { headers: { 'Content-Range': range } });
}

/** Page `pageIndex` (20 a page) of `${BASE}/things`, as the app asks for it. */
function pageOf(
  { http, client }: ReturnType<typeof clientFor>,
  what: string,
  pageIndex: number,
  previous?: Page<unknown>,
) {
  return getPage(http, `${BASE}/things`, item, { client, what, pageIndex, pageSize: 20, previous });
}

async function readAll(server: ReturnType<typeof clientFor>, what: string) {
  const seen: number[] = [];
  let previous: Page<unknown> | undefined;
  for (let pageIndex = 0; pageIndex < 5; pageIndex += 1) {
    const page = await pageOf(server, what, pageIndex, previous);
    seen.push(...page.items.map((one) => one.id));
    previous = page;
    if (page.pageCount !== undefined && pageIndex + 1 >= page.pageCount) break;
  }
  return seen;
}

describe('getPage: paging learned from the server', () => {
  it('learns from Content-Range that pages start at 1 and reaches all 34 of 34, each once', async () => {
    const server = clientFor(oneBased);
    const seen = await readAll(server, 'GET /one-based');
    expect(seen).toEqual(ids(0, 34).map((one) => one.id));
  });

  it('asks page 0 of a server counting from 0 once per page', async () => {
    const server = clientFor((url) => {
      const page = Number(url.searchParams.get('pageNumber'));
      const from = page * 20;
      const items = ids(from, Math.min(34, from + 20));
      return new Response(
        JSON.stringify({ content: items, totalElements: 34, page: { number: page, size: 20 } }),
      );
    });
    expect(await readAll(server, 'GET /zero-based')).toHaveLength(34);
    expect(server.asked.map((url) => url.searchParams.get('pageNumber'))).toEqual(['0', '1']);
  });

  it('a server that refuses page 0 is asked for page 1', async () => {
    const server = clientFor((url) =>
      url.searchParams.get('pageNumber') === '0'
        ? new Response('{"message":["pageNumber must not be less than 1"]}', { status: 400 })
        : oneBased(url),
    );
    expect(await readAll(server, 'GET /refuses-0')).toHaveLength(34);
  });

  it('follows RFC 8288 next links (cursor paging) and learns that it does', async () => {
    const server = clientFor((url) => {
      const cursor = Number(url.searchParams.get('after') ?? '0');
      const items = ids(cursor, Math.min(34, cursor + 20));
      const last = cursor + 20 >= 34;
      const link = last ? '' : `<${BASE}/things?after=${cursor + 20}>; rel="next"`;
      return new Response(JSON.stringify(items), { headers: link ? { Link: link } : {} });
    });
    const first = await pageOf(server, 'GET /cursor', 0);
    expect(pagesByLinks(server.client, 'GET /cursor')).toBe(true);
    const second = await pageOf(server, 'GET /cursor', 1, first);
    expect([...first.items, ...second.items].map((one) => one.id)).toEqual(
      ids(0, 34).map((one) => one.id),
    );
    expect(second.links.next).toBeUndefined();
  });

  it('counts pages from a `last` link when nothing else says', async () => {
    const server = clientFor(
      () =>
        new Response(JSON.stringify(ids(0, 20)), {
          headers: {
            Link: `<${BASE}/things?page=2>; rel="next", <${BASE}/things?page=1>; rel="first", <${BASE}/things?page=4>; rel="last"`,
          },
        }),
    );
    const page = await pageOf(server, 'GET /last', 0);
    expect(page.pageCount).toBe(4);
  });
});
