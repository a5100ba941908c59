import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getPage, type PageRequest } from '../../lib/api-shapes';
import { ourOrganization, platformOf } from '../../lib/http';
import { orderKeys, type OrderSide } from './keys';
import { orderListItemSchema, type OrderListItem } from './orderListItem';
import { ordersUrl } from './orders';
import { matchesOrderFilter, type FilteredOrder, type OrderFilter } from './orderFilter';
import { readPages, type PageBudget, type PageRead } from '../../lib/api-shapes';
import { OPEN_STATES, STEP_STATES } from '../model/states';

/**
 * Every `GET /orders` of the app: the one request builder and reader (`fetchOrderPage`), and the
 * lists the workspace reads (its home and header count, the planning board, the climate report);
 * the orders list page's pages are in `orderListPage.ts`. Every key under `orderKeys.lists`
 * (decision 0102).
 */

export interface OrderPageParams extends OrderFilter {
  /** From 0. */
  pageNumber: number;
  pageSize: number;
}

/**
 * One page of `GET /orders`, each order read with `itemSchema`. The server's page numbering is
 * learned and its `next` links followed (`getPage`, decision 0110); `previous` is the page before.
 */
export async function fetchOrderPage<TSchema extends v.GenericSchema>(
  client: QueryClient,
  params: OrderPageParams,
  itemSchema: TSchema,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
) {
  // Read the same way everywhere (docs/platform-contract.md 3): the orders under any key
  // (`orders` preferred) or a plain array; unreadable → `ApiError`.
  const platform = platformOf(client);
  const page = await getPage(platform.http, ordersUrl(platform), itemSchema, {
    client,
    auth: true,
    signal,
    query: {
      role: params.role,
      state: params.states?.length ? params.states : undefined,
    },
    pageIndex: params.pageNumber,
    pageSize: params.pageSize,
    previous,
    what: ORDERS_WHAT,
    preferredKeys: ['orders'],
  });
  // Without a total, the orders up to and in this page (and one more, when a `next` link says
  // there is more) are a lower bound: `totalGiven` false, so a count from it says "at least".
  const next = page.more === true ? 1 : 0;
  const before = page.shownBefore ?? params.pageNumber * params.pageSize;
  const total = page.total ?? before + page.items.length + next;
  return {
    /** Only orders not shown on the pages before (`getPage`). */
    orders: page.items,
    total,
    /** Pages on the server, only when the answer said (a total, page count or `last` link). */
    totalPages: page.pageCount,
    more: page.more,
    links: page.links,
    totalGiven: page.total !== undefined,
    /** Which page this is, from 0: the words about a page are said of the page shown. */
    pageNumber: params.pageNumber,
    /** Orders shown on the pages before, when they were read: this page's range starts after. */
    shownBefore: page.shownBefore,
    seen: page.seen,
    /** The server answered only orders shown before: the list ends here. */
    nothingNew: page.nothingNew,
  };
}

export const ORDERS_WHAT = 'GET /orders';

/** The largest page the API serves (spec 8). */
export const ORDER_PAGE_SIZE_MAX = 100;

export interface OrderPages<T = OrderListItem> {
  /** The orders that match the filter asked (`matchesOrderFilter`), each once. */
  orders: T[];
  /**
   * How many match: the server's total when it kept to the filter; else the matches read (with
   * `capped`, at least that many).
   */
  total: number;
  /** Not every order was read (`PagesRead.capped`): a count from it says "at least". */
  capped: boolean;
  /** Requests the read made. */
  pagesRead: number;
  /** The server sent orders the filter does not ask for: they were left out here. */
  filteredHere: boolean;
  /** `total` is the server's count of the matches (it gave one, and kept to the filter). */
  totalGiven?: boolean;
}

/**
 * Every order of a filter, 100 a page, within `budget` (`readPages`), each read with `itemSchema`:
 * one page after the other, or, once the server gave its total, the rest a few at a time up to
 * `budget.maxItems`. An order that moved between pages while reading is kept once. The filter is
 * a wish: the pages are read as the server pages them, and only the orders that match are kept.
 */
export async function readOrderPages<TSchema extends v.GenericSchema<unknown, ListedOrder>>(
  client: QueryClient,
  organizationId: string,
  filter: OrderFilter,
  budget: Omit<PageBudget, 'pageSize'>,
  itemSchema: TSchema,
  signal?: AbortSignal,
): Promise<OrderPages<v.InferOutput<TSchema>>> {
  const pageSize = ORDER_PAGE_SIZE_MAX;
  type Item = v.InferOutput<TSchema>;
  const read = await readPages(
    async (pageNumber, previous: PageRead<Item> | undefined) => {
      const params = { ...filter, pageNumber, pageSize };
      const page = await fetchOrderPage(client, params, itemSchema, signal, previous);
      return { ...page, items: page.orders };
    },
    { ...budget, pageSize },
  );
  const us = ourOrganization(client, organizationId);
  const orders = read.items.filter((order) => matchesOrderFilter(order, filter, us));
  const filteredHere = orders.length < read.items.length;
  return {
    orders,
    total: filteredHere ? orders.length : read.total,
    capped: read.capped,
    pagesRead: read.pagesRead,
    filteredHere,
    totalGiven: read.totalGiven && !filteredHere,
  };
}

/** What a list reader needs of an order: an id to keep it once, and what the filter checks. */
type ListedOrder = FilteredOrder & { id: number };

/** Every order of a filter as the workspace reads it (`readOrderPages`). */
export function fetchOrderPages(
  client: QueryClient,
  organizationId: string,
  filter: OrderFilter,
  budget: Omit<PageBudget, 'pageSize'>,
  signal?: AbortSignal,
): Promise<OrderPages> {
  return readOrderPages(client, organizationId, filter, budget, orderListItemSchema, signal);
}

/**
 * How much one read of the workspace may cost (docs/decisions/0102): once the server
 * gives its total, up to `OPEN_ORDERS_MAX` orders, `OPEN_ORDERS_CONCURRENCY` pages at a time;
 * without a total, at most `OPEN_ORDERS_MAX_PAGES` pages one after the other. Past either, the
 * pages say "at least" (`capped`).
 */
export const OPEN_ORDERS_MAX = 10_000;
/**
 * A browser's own limit per origin over HTTP/1.1: a side's step read of 1,200 orders takes three
 * round trips (the first page, then 6 + 5), as when it was two reads of three at a time.
 */
export const OPEN_ORDERS_CONCURRENCY = 6;
export const OPEN_ORDERS_MAX_PAGES = 30;
export const OPEN_ORDERS_BUDGET = {
  maxPages: OPEN_ORDERS_MAX_PAGES,
  maxItems: OPEN_ORDERS_MAX,
  concurrency: OPEN_ORDERS_CONCURRENCY,
};

/** Moving between the pages that share a read within this long reads nothing again. */
export const OPEN_ORDERS_STALE_TIME = 60_000;
/** Background refresh while the app is open and visible. */
export const OPEN_ORDERS_REFETCH_INTERVAL = 60_000;
/**
 * A read of more requests than this is large: it is refreshed in the background every
 * `LARGE_READ_REFETCH_INTERVAL` instead. Every order change still refreshes it at once.
 */
export const LARGE_READ_REQUESTS = 5;
export const LARGE_READ_REFETCH_INTERVAL = 5 * 60_000;

/** How soon a read of the workspace is read again in the background, after `read`. */
export const openOrdersRefetchInterval = (read: OrderPages | undefined): number =>
  read !== undefined && read.pagesRead > LARGE_READ_REQUESTS
    ? LARGE_READ_REFETCH_INTERVAL
    : OPEN_ORDERS_REFETCH_INTERVAL;

/**
 * One read of the workspace: the organisation's orders on one side (`role`; absent: both) in
 * `states`, 100 a page, every page within `OPEN_ORDERS_BUDGET`, or at most `maxPages` (a page
 * of the newest changes: the server lists the newest change first). Each is its own query, keyed
 * by what it asks, so two views that ask the same share one read (decision 0102).
 */
export interface OrderRead {
  role?: OrderSide | undefined;
  states: readonly string[];
  maxPages?: number | undefined;
}

/**
 * The orders that may wait for the organisation: on each side, one read of the states where that
 * side has a step (`STEP_STATES`). What the header count and the home's "Needs your action"
 * classify by each order's `_links`; the planning board keeps its work's states from the
 * supplier's (one read a side: two reads of one side would round up twice, decision 0102).
 */
export const STEP_READ = {
  customer: { role: 'customer', states: STEP_STATES.customer },
  supplier: { role: 'supplier', states: STEP_STATES.supplier },
} as const satisfies Record<OrderSide, OrderRead>;

export const STEP_READS: readonly OrderRead[] = [STEP_READ.customer, STEP_READ.supplier];

/** The step reads of the sides an organisation may act on (the auth feature's `mayActOn`). */
export const stepReadsOf = (actsOn: (side: OrderSide) => boolean): readonly OrderRead[] =>
  STEP_READS.filter((read) => read.role === undefined || actsOn(read.role));

/**
 * The open orders changed last, both sides, one page: the home's "Waiting for the other party"
 * and "Recent changes" beside the step reads, and its total the count of every open order.
 */
export const RECENT_READ = { states: OPEN_STATES, maxPages: 1 } as const satisfies OrderRead;

/** One read of the workspace (`OrderRead`); which orders need our action is read from `_links`. */
export function orderReadQueryOptions(organizationId: string, read: OrderRead) {
  const filter = { role: read.role, states: read.states };
  const budget = read.maxPages === undefined ? OPEN_ORDERS_BUDGET : { maxPages: read.maxPages };
  return queryOptions({
    queryKey: orderKeys.read(organizationId, filter, budget),
    queryFn: ({ client, signal }): Promise<OrderPages> =>
      fetchOrderPages(client, organizationId, filter, budget, signal),
    staleTime: OPEN_ORDERS_STALE_TIME,
    refetchInterval: (query) => openOrdersRefetchInterval(query.state.data),
    refetchOnWindowFocus: true,
  });
}

/**
 * The organisation's approved orders on one side (`role=…&state=APPROVED`), for the climate
 * report: read whole within the open orders' budget, so that 1,500 approved orders cost 15 reads
 * (the first page, then the rest a few at a time once its total is known).
 */
export function approvedOrdersQueryOptions(organizationId: string, side: OrderSide) {
  return queryOptions({
    queryKey: orderKeys.approved(organizationId, side),
    queryFn: async ({ client, signal }) => {
      const filter = { role: side, states: ['APPROVED'] };
      return fetchOrderPages(client, organizationId, filter, OPEN_ORDERS_BUDGET, signal);
    },
    staleTime: OPEN_ORDERS_STALE_TIME,
    refetchInterval: (query) => openOrdersRefetchInterval(query.state.data),
  });
}
