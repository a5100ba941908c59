import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getPage, pagesByLinks, type PageRequest } from '../../lib/api-shapes';
import { platformOf } from '../../lib/http';
import { orderKeys, type OrderListFilters, type OrderSide } from './keys';
import { orderListItemSchema, type OrderListItem } from './orderListItem';
import { ordersUrl } from './orders';
import { readPages, type PageBudget, type PageRead } from './readPages';
import { orderSchema } from './schemas';
import { STATES_WITH_OUR_STEP, WORK_STATES } from '../model/states';

/**
 * Every `GET /orders` of the app: the orders list page's pages, and the lists the workspace reads
 * (its home and header count, the planning board, the climate summary). One request builder, one
 * reader, one fallback for a missing total; every key under `orderKeys.lists` (decision 0102).
 */

export interface OrderPageParams {
  /** Absent: both roles. */
  role?: OrderSide | undefined;
  /** Absent or empty: all states. */
  states?: readonly string[] | undefined;
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
  const total = page.total ?? params.pageNumber * params.pageSize + page.items.length + next;
  return {
    orders: page.items,
    total,
    /** Pages on the server, only when the answer said (a total, page count or `last` link). */
    totalPages: page.pageCount,
    more: page.more,
    links: page.links,
    totalGiven: page.total !== undefined,
  };
}

const ORDERS_WHAT = 'GET /orders';

/** The orders list page: one page for its filters. */
export function fetchOrders(
  client: QueryClient,
  filters: OrderListFilters,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
) {
  const role = filters.role === 'all' ? undefined : filters.role;
  const params = {
    role,
    states: filters.states,
    pageNumber: filters.page,
    pageSize: filters.pageSize,
  };
  return fetchOrderPage(client, params, orderSchema, signal, previous);
}

export function orderListQueryOptions(organizationId: string, filters: OrderListFilters) {
  return orderListOptions(organizationId, filters);
}

function orderListOptions(organizationId: string, filters: OrderListFilters) {
  return queryOptions({
    queryKey: orderKeys.list(organizationId, filters),
    queryFn: async ({ client, signal }): Promise<OrderListPage> => {
      // The page before, as read: its `next` link is the way here when the server pages by links.
      const before =
        filters.page === 0
          ? undefined
          : orderListOptions(organizationId, { ...filters, page: filters.page - 1 });
      const previous =
        before === undefined
          ? undefined
          : (client.getQueryData(before.queryKey) ??
            (pagesByLinks(client, ORDERS_WHAT) ? await client.query(before) : undefined));
      return fetchOrders(client, filters, signal, previous);
    },
  });
}

export type OrderListPage = Awaited<ReturnType<typeof fetchOrders>>;

/** The largest page the API serves (spec 8). */
export const ORDER_PAGE_SIZE_MAX = 100;

export interface OrderPages {
  orders: OrderListItem[];
  /** How many the server has; more than `orders.length` when not all were read. */
  total: number;
  /** Not every order was read (`PagesRead.capped`): a count from it says "at least". */
  capped: boolean;
  /** Requests the read made. */
  pagesRead: number;
}

/**
 * Every order of a role and states, 100 a page, within `budget` (`readPages`): one page after the
 * other, or, once the server gave its total, the rest a few at a time up to `budget.maxItems`.
 * An order that moved between pages while reading is kept once.
 */
export async function fetchOrderPages(
  client: QueryClient,
  filter: { role: OrderSide; states: readonly string[] },
  budget: Omit<PageBudget, 'pageSize'>,
  signal?: AbortSignal,
): Promise<OrderPages> {
  const pageSize = ORDER_PAGE_SIZE_MAX;
  const read = await readPages(
    async (pageNumber, previous: PageRead<OrderListItem> | undefined) => {
      const params = { ...filter, pageNumber, pageSize };
      const page = await fetchOrderPage(client, params, orderListItemSchema, signal, previous);
      return { ...page, items: page.orders };
    },
    { ...budget, pageSize },
  );
  return { orders: read.items, total: read.total, capped: read.capped, pagesRead: read.pagesRead };
}

/** The workspace home reads one page: the most recently changed orders (decision 0102). */
export const HOME_PAGE_SIZE = 100;
/** Background refresh of the home and the header count while the app is open. */
export const HOME_REFETCH_INTERVAL = 60_000;

export interface HomeOrders {
  orders: OrderListItem[];
  /** All orders of the organisation, also those not in this page. */
  total: number;
}

/**
 * The one query behind the workspace home and the header count (same key, so they refresh
 * together): `GET /orders`, both roles, all states, one page.
 */
export function homeOrdersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: orderKeys.home(organizationId),
    queryFn: async ({ client, signal }): Promise<HomeOrders> => {
      const params = { pageNumber: 0, pageSize: HOME_PAGE_SIZE };
      const page = await fetchOrderPage(client, params, orderListItemSchema, signal);
      return { orders: page.orders, total: page.total };
    },
    staleTime: 15_000,
    refetchInterval: HOME_REFETCH_INTERVAL,
    refetchOnWindowFocus: true,
  });
}

/**
 * How much one read of the orders that may wait for us costs, per side (docs/decisions/0134):
 * once the server gives its total, up to `OUR_STEP_MAX_ORDERS` orders, `OUR_STEP_CONCURRENCY`
 * pages at a time; without a total, at most `OUR_STEP_MAX_PAGES` pages one after the other.
 * Past either, the count says "at least".
 */
export const OUR_STEP_MAX_ORDERS = 10_000;
export const OUR_STEP_CONCURRENCY = 3;
export const OUR_STEP_MAX_PAGES = 30;

/**
 * A read of more requests than this (both sides) is large: it is refreshed every
 * `LARGE_READ_REFETCH_INTERVAL` instead of every `HOME_REFETCH_INTERVAL`, and a focus within
 * `LARGE_READ_STALE_TIME` of it reads nothing. Every order change still refreshes it at once.
 */
export const LARGE_READ_REQUESTS = 10;
export const LARGE_READ_REFETCH_INTERVAL = 5 * 60_000;
export const LARGE_READ_STALE_TIME = 60_000;

export interface OrdersWithOurStep {
  customer: OrderPages;
  supplier: OrderPages;
}

const isLargeRead = (read: OrdersWithOurStep | undefined): boolean =>
  read !== undefined && read.customer.pagesRead + read.supplier.pagesRead > LARGE_READ_REQUESTS;

/** How soon the orders with our step are read again in the background, after `read`. */
export const ourStepRefetchInterval = (read: OrdersWithOurStep | undefined): number =>
  isLargeRead(read) ? LARGE_READ_REFETCH_INTERVAL : HOME_REFETCH_INTERVAL;

/**
 * Every order in a state where the spec's table gives the organisation a step, on each side
 * (`role=customer&state=DRAFT,QUOTED,COMPLETED`, then `role=supplier&state=…`): what the header
 * count and the home's "Needs your action" classify by each order's `_links`. Sides one after the
 * other, a few pages at a time within a side: no burst. Refreshed like the home while the read is
 * small, less often when it is large; only while the page is visible (TanStack's default).
 */
export function ordersWithOurStepQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: orderKeys.withOurStep(organizationId),
    queryFn: async ({ client, signal }): Promise<OrdersWithOurStep> => {
      const budget = {
        maxPages: OUR_STEP_MAX_PAGES,
        maxItems: OUR_STEP_MAX_ORDERS,
        concurrency: OUR_STEP_CONCURRENCY,
      };
      const read = (role: OrderSide) =>
        fetchOrderPages(client, { role, states: STATES_WITH_OUR_STEP[role] }, budget, signal);
      const customer = await read('customer');
      const supplier = await read('supplier');
      return { customer, supplier };
    },
    staleTime: (query) => (isLargeRead(query.state.data) ? LARGE_READ_STALE_TIME : 15_000),
    refetchInterval: (query) => ourStepRefetchInterval(query.state.data),
    refetchOnWindowFocus: true,
  });
}

/** The climate summary reads at most this many pages of approved orders (1,000). */
export const APPROVED_MAX_PAGES = 10;

/** The organisation's approved orders on one side (`role=…&state=APPROVED`), page after page. */
export function approvedOrdersQueryOptions(organizationId: string, side: OrderSide) {
  return queryOptions({
    queryKey: orderKeys.approved(organizationId, side),
    queryFn: async ({ client, signal }) => {
      const filter = { role: side, states: ['APPROVED'] };
      const budget = { maxPages: APPROVED_MAX_PAGES };
      const read = await fetchOrderPages(client, filter, budget, signal);
      // The filter is the server's; the state check only guards against a server that ignores it.
      return { ...read, orders: read.orders.filter((order) => order.state === 'APPROVED') };
    },
    staleTime: 60_000,
  });
}

/** The planning board reads at most this many pages (2,000 orders). */
export const PLANNING_MAX_PAGES = 20;

/**
 * The supplier's planning board: every order where the organisation is the supplier and the work
 * is accepted, planned or under way (`role=supplier&state=ACCEPTED,PLANNED,IN_PROGRESS`).
 */
export function planningOrdersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: orderKeys.planning(organizationId),
    queryFn: ({ client, signal }) =>
      fetchOrderPages(
        client,
        { role: 'supplier', states: WORK_STATES },
        { maxPages: PLANNING_MAX_PAGES },
        signal,
      ),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
