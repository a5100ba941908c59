import { QueryClient } from '@tanstack/react-query';
import { bindPlatform, createHttpClient, type Credentials } from '../lib/http';

interface PagingServer<T> {
  /** Where both APIs live. */
  base: string;
  items: readonly T[];
  /** Whether an item matches the request's filters; absent: the server ignores every filter. */
  keep?: (item: T, params: URLSearchParams) => boolean;
  /** Sends `X-Total-Count` of what it kept. */
  withTotal: boolean;
  /** An item as the server writes it (default: as stored). */
  write?: (item: T) => unknown;
  credentials?: Credentials | null;
}

/**
 * A query client bound to a server that pages `items` by `pageNumber` (from 0) and `pageSize`,
 * as a bare JSON array, and keeps to the filters or ignores them; it counts the requests.
 */
export function pagingServer<T>(options: PagingServer<T>) {
  const { base, items, keep, withTotal, write = (item: T) => item } = options;
  let requests = 0;
  const http = createHttpClient({
    apiOrigins: [base],
    getLanguage: () => 'en',
    getCredentials: () => Promise.resolve(options.credentials ?? null),
    fetch: (input) => {
      requests += 1;
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const kept = keep ? items.filter((item) => keep(item, url.searchParams)) : items;
      const size = Number(url.searchParams.get('pageSize'));
      const start = Number(url.searchParams.get('pageNumber')) * size;
      const headers = new Headers({ 'Content-Type': 'application/json' });
      if (withTotal) headers.set('X-Total-Count', String(kept.length));
      const page = kept.slice(start, start + size).map(write);
      return Promise.resolve(new Response(JSON.stringify(page), { headers }));
    },
  });
  const client = new QueryClient();
  bindPlatform(client, { http, catalogueBaseUrl: base, ordersBaseUrl: base });
  return { client, requests: () => requests };
}
