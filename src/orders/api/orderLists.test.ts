import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bindPlatform, createHttpClient, type Platform } from '../../lib/http';
import { OPEN_STATES, STEP_STATES, WORK_STATES } from '../model/states';
import { orderKeys } from './keys';
import {
  approvedOrdersQueryOptions,
  fetchOrderPages,
  LARGE_READ_REFETCH_INTERVAL,
  OPEN_ORDERS_REFETCH_INTERVAL,
  openOrdersRefetchInterval,
  ORDER_PAGE_SIZE_MAX,
  orderReadQueryOptions,
  RECENT_READ,
  STEP_READ,
  STEP_READS,
  stepReadsOf,
} from './orderLists';

const BASE = 'https://orders.test/services/v1';

const listed = (id: number, state = 'APPROVED') => ({
  id,
  name: `Order ${id}`,
  state,
  customer: { id: 'org-1', name: 'Us AS' },
  supplier: { id: 'org-2', name: 'Them AS' },
  _links: { self: { href: `/services/v1/orders/${id}` } },
});

/** A platform whose `GET /orders` answers `answer(url)`; every URL asked is kept in `asked`. */
function serverOn(answer: (url: URL) => Response) {
  const asked: URL[] = [];
  const http = createHttpClient({
    apiOrigins: [BASE],
    getLanguage: () => 'en',
    getCredentials: () => Promise.resolve({ accessToken: 'token', organizationId: 'org-1' }),
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      asked.push(url);
      return Promise.resolve(answer(url));
    },
  });
  const platform: Platform = { http, catalogueBaseUrl: BASE, ordersBaseUrl: BASE };
  const client = new QueryClient();
  bindPlatform(client, platform);
  return { platform, client, asked };
}

/**
 * A platform whose `GET /orders` answers `pages[pageNumber]` as HAL with `X-Total-Count: total`
 * (or no total header when `total` is undefined).
 */
function ordersServer(pages: ReturnType<typeof listed>[][], total: number | undefined) {
  return serverOn((url) => {
    const page = pages[Number(url.searchParams.get('pageNumber'))] ?? [];
    const headers = new Headers({ 'Content-Type': 'application/hal+json' });
    if (total !== undefined) headers.set('X-Total-Count', String(total));
    return new Response(JSON.stringify({ _embedded: { orders: page } }), { headers });
  });
}

const fullPage = (from: number) =>
  Array.from({ length: ORDER_PAGE_SIZE_MAX }, (_, i) => listed(from + i));

describe('fetchOrderPages', () => {
  it('reads page after page until the total, and keeps an order that moved pages once', async () => {
    const { client, asked } = ordersServer([fullPage(1), [listed(100), listed(201)]], 102);
    const budget = { maxPages: 5 };
    const filter = { role: 'customer', states: ['APPROVED'] } as const;
    const read = await fetchOrderPages(client, 'org-1', filter, budget);
    expect(read.orders.map((order) => order.id)).toEqual([
      ...Array.from({ length: 100 }, (_, i) => i + 1),
      201,
    ]);
    // 101 different orders of 102: one was passed over while the list moved.
    expect(read).toMatchObject({ total: 102, capped: true, pagesRead: 2 });
    expect(asked.map((url) => url.searchParams.get('pageNumber'))).toEqual(['0', '1']);
    expect(asked[0]?.searchParams.get('role')).toBe('customer');
    expect(asked[0]?.searchParams.get('state')).toBe('APPROVED');
    expect(asked[0]?.searchParams.get('pageSize')).toBe('100');
  });

  it('stops at the page cap and says there are more', async () => {
    const { client, asked } = ordersServer([fullPage(1), fullPage(101), fullPage(201)], 300);
    const read = await fetchOrderPages(
      client,
      'org-1',
      { role: 'customer', states: [] },
      { maxPages: 2 },
    );
    expect(asked).toHaveLength(2);
    expect(read).toMatchObject({ total: 300, capped: true });
    expect(read.orders).toHaveLength(200);
    expect(asked[0]?.searchParams.has('state')).toBe(false);
  });

  it.each([
    [
      'a full page at the cap may have more behind it',
      [fullPage(1), fullPage(101), fullPage(201)],
      { total: 200, capped: true },
    ],
    ['a short page is the last', [fullPage(1), [listed(101)]], { total: 101, capped: false }],
  ])('without a total, %s', async (_, pages, expected) => {
    const { client } = ordersServer(pages, undefined);
    const read = await fetchOrderPages(
      client,
      'org-1',
      { role: 'customer', states: [] },
      { maxPages: 2 },
    );
    expect(read).toMatchObject(expected);
  });
});

const CUSTOMER_STEPS = { role: 'customer', states: STEP_STATES.customer } as const;

describe('orderReadQueryOptions', () => {
  it("reads each side's step states in one read, and one page of the newest", async () => {
    // One read a side: the supplier's work and its other step states apart would round up twice.
    expect(STEP_READS).toEqual([
      { role: 'customer', states: STEP_STATES.customer },
      { role: 'supplier', states: STEP_STATES.supplier },
    ]);
    expect(STEP_READ.supplier.states).toEqual(expect.arrayContaining([...WORK_STATES]));
    // Only the sides the organisation acts on, where they are known; else both.
    expect(stepReadsOf((side) => side === 'supplier')).toEqual([STEP_READ.supplier]);
    expect(stepReadsOf(() => true)).toEqual(STEP_READS);
    const quoted = Array.from({ length: 100 }, (_, i) => listed(i + 1, 'QUOTED'));
    const { platform, asked } = ordersServer([quoted, quoted], 250);
    const queryClient = new QueryClient();
    bindPlatform(queryClient, platform);
    const newest = await queryClient.query(orderReadQueryOptions('org-1', RECENT_READ));
    expect(newest).toMatchObject({ total: 250, capped: true, pagesRead: 1, totalGiven: true });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.getAll('state')).toEqual([...OPEN_STATES]);
    expect(asked[0]?.searchParams.has('role')).toBe(false);
  });

  it('asks its side and states, and keeps only those when the server ignores them', async () => {
    const us = { id: 'org-1', name: 'Us AS' };
    const other = { id: 'org-2', name: 'Them AS' };
    const them = { ...listed(3, 'PLANNED'), supplier: other, customer: us };
    const ours = { ...listed(2, 'PLANNED'), supplier: us, customer: other };
    const done = { ...listed(1, 'COMPLETED'), supplier: us, customer: other };
    const { platform, asked } = ordersServer([[done, ours, them]], 3);
    const queryClient = new QueryClient();
    bindPlatform(queryClient, platform);
    const work = await queryClient.query(orderReadQueryOptions('org-1', STEP_READ.supplier));
    expect(asked[0]?.searchParams.get('role')).toBe('supplier');
    expect(asked[0]?.searchParams.getAll('state')).toEqual([...STEP_STATES.supplier]);
    expect(work.orders.map((order) => order.id)).toEqual([2]);
    // The count is of the matches read, never the server's 3.
    expect(work).toMatchObject({ total: 1, capped: false, filteredHere: true, totalGiven: false });
  });

  it('reads every page the total implies, a few at a time, each order once', async () => {
    const orders = Array.from({ length: 1_200 }, (_, i) => listed(i + 1, 'QUOTED'));
    const pages = Array.from({ length: 12 }, (_, i) => orders.slice(i * 100, (i + 1) * 100));
    const { platform, asked } = ordersServer(pages, 1_200);
    const queryClient = new QueryClient();
    bindPlatform(queryClient, platform);
    const read = await queryClient.query(orderReadQueryOptions('org-1', CUSTOMER_STEPS));
    expect(read).toMatchObject({ total: 1_200, capped: false, pagesRead: 12 });
    expect(read.orders).toHaveLength(1_200);
    expect(asked).toHaveLength(12);
  });

  it('refreshes a large read less often than a small one', async () => {
    const many = Array.from({ length: 12 }, (_, p) =>
      Array.from({ length: 100 }, (_, i) => listed(p * 100 + i + 1, 'QUOTED')),
    );
    const intervalAfter = async (pages: ReturnType<typeof listed>[][], total: number) => {
      const queryClient = new QueryClient();
      bindPlatform(queryClient, ordersServer(pages, total).platform);
      const read = await queryClient.query(orderReadQueryOptions('org-1', CUSTOMER_STEPS));
      return openOrdersRefetchInterval(read);
    };
    expect(await intervalAfter([[listed(1, 'QUOTED')]], 1)).toBe(OPEN_ORDERS_REFETCH_INTERVAL);
    expect(await intervalAfter(many, 1_200)).toBe(LARGE_READ_REFETCH_INTERVAL);
  });
});

describe('the workspace lists', () => {
  it('take the platform from the query client they run in', async () => {
    const { platform, asked } = ordersServer([[listed(1), listed(2, 'COMPLETED')]], undefined);
    const queryClient = new QueryClient();
    bindPlatform(queryClient, platform);
    const approved = await queryClient.query(approvedOrdersQueryOptions('org-1', 'customer'));
    // A server that ignores the state filter: only approved orders are counted.
    expect(approved.orders.map((order) => order.id)).toEqual([1]);
    expect(asked[0]?.searchParams.get('state')).toBe('APPROVED');
    expect(asked[0]?.searchParams.get('role')).toBe('customer');
    // Without a total in the answer, the page holds all there are; of them, one is open.
    const open = await queryClient.query(orderReadQueryOptions('org-1', RECENT_READ));
    expect(open).toMatchObject({ total: 1, filteredHere: true });
    expect(asked[1]?.searchParams.has('role')).toBe(false);
  });

  it('read 1,500 approved orders whole at the floor: one request per 100', async () => {
    const pages = Array.from({ length: 15 }, (_, p) => fullPage(p * ORDER_PAGE_SIZE_MAX + 1));
    const { client, asked } = ordersServer(pages, 1_500);
    const read = await client.query(approvedOrdersQueryOptions('org-1', 'customer'));
    expect(read).toMatchObject({ total: 1_500, capped: false, pagesRead: 15 });
    expect(new Set(read.orders.map((order) => order.id)).size).toBe(1_500);
    expect(asked).toHaveLength(15);
  });

  it('sit under the order lists, so every order change refreshes them', async () => {
    const queryClient = new QueryClient();
    const work = orderReadQueryOptions('org-1', STEP_READ.supplier).queryKey;
    const keys = [work, orderKeys.approved('org-1', 'supplier')];
    for (const key of keys) queryClient.setQueryData(key, { orders: [], total: 0 });
    queryClient.setQueryData(orderKeys.detail('org-1', 7), { id: 7 });
    await queryClient.invalidateQueries({ queryKey: orderKeys.lists('org-1') });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderKeys.detail('org-1', 7))?.isInvalidated).toBe(false);
  });

  it('follows a next-page token past a server that ignores page numbers (Google AIP-158)', async () => {
    const all = Array.from({ length: 29 }, (_, i) => listed(i + 1));
    const { client, asked } = serverOn((url) => {
      const from = url.searchParams.get('pageToken') === 'b2Zmc2V0PTIw' ? 20 : 0;
      const next = from === 0 ? { nextPageToken: 'b2Zmc2V0PTIw' } : {};
      const body = { orders: all.slice(from, from + 20), ...next, totalSize: '29' };
      return new Response(JSON.stringify(body));
    });
    const filter = { role: 'customer', states: ['APPROVED'] } as const;
    const read = await fetchOrderPages(client, 'org-1', filter, { maxPages: 5 });
    expect(read.orders.map((order) => order.id)).toEqual(all.map((order) => order.id));
    expect(read).toMatchObject({ total: 29, capped: false, pagesRead: 2 });
    expect(asked[1]?.searchParams.get('pageToken')).toBe('b2Zmc2V0PTIw');
    expect(asked[1]?.searchParams.get('role')).toBe('customer');
    expect(asked[1]?.searchParams.has('pageNumber')).toBe(false);
  });
});
