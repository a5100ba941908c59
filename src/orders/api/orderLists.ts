import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getPage, pagesByLinks, type PageRequest } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import { orderKeys, type OrderListFilters, type OrderSide } from './keys';
import { orderListItemSchema, type OrderListItem } from './orderListItem';
import { ordersUrl } from './orders';
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
 * learned and its `next` links followed (`getPage`, decision 0120); `previous` is the page before.
 */
export async function fetchOrderPage<TSchema extends v.GenericSchema>(
  platform: Platform,
  params: OrderPageParams,
  itemSchema: TSchema,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
) {
  // Read the same way everywhere (docs/platform-contract.md 3): the orders under any key
  // (`orders` preferred) or a plain array; unreadable → `ApiError`.
  const page = await getPage(platform.http, ordersUrl(platform), itemSchema, {
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
  // Without a total, the orders up to and in this page are all there are, unless a `next` link
  // says there is more.
  const more = page.links.next === undefined ? 0 : 1;
  const total = page.total ?? params.pageNumber * params.pageSize + page.items.length + more;
  const totalPages = page.pageCount ?? Math.ceil(total / params.pageSize);
  return {
    orders: page.items,
    total,
    totalPages,
    links: page.links,
    totalGiven: page.total !== undefined,
  };
}

const ORDERS_WHAT = 'GET /orders';

/** The orders list page: one page for its filters. */
export function fetchOrders(
  platform: Platform,
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
  return fetchOrderPage(platform, params, orderSchema, signal, previous);
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
            (pagesByLinks(ORDERS_WHAT) ? await client.query(before) : undefined));
      return fetchOrders(platformOf(client), filters, signal, previous);
    },
  });
}

export type OrderListPage = Awaited<ReturnType<typeof fetchOrders>>;

/** The largest page the API serves (spec 8). */
export const ORDER_PAGE_SIZE_MAX = 100;

export interface OrderPages {
  orders: OrderListItem[];
  /** How many the server has; more than `orders.length` when the cap was reached. */
  total: number;
  /**
   * Not every order was read: the cap was reached with more left, or with a full last page and
   * no total from the server to say there were no more.
   */
  capped: boolean;
}

/**
 * Every order of a role and states, 100 a page, one page after the other (no burst of requests),
 * at most `maxPages` pages. An order that moved between pages while reading is kept once.
 */
export async function fetchOrderPages(
  platform: Platform,
  filter: { role: OrderSide; states: readonly string[] },
  maxPages: number,
  signal?: AbortSignal,
): Promise<OrderPages> {
  const orders: OrderListItem[] = [];
  const seen = new Set<number>();
  let total = 0;
  let totalGiven = false;
  const pageSize = ORDER_PAGE_SIZE_MAX;
  let previous: PageRequest['previous'];
  for (let pageNumber = 0; pageNumber < maxPages; pageNumber += 1) {
    const params = { ...filter, pageNumber, pageSize };
    const page = await fetchOrderPage(platform, params, orderListItemSchema, signal, previous);
    previous = page;
    total = page.total;
    totalGiven = page.totalGiven;
    for (const order of page.orders) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
    // The last page: a short one without a `next` link, or the server's total reached (without a
    // total, a full page may have more behind it).
    const totalReached = page.totalGiven && (pageNumber + 1) * pageSize >= total;
    const short = page.orders.length < pageSize && page.links.next === undefined;
    if (page.orders.length === 0 || short || (totalReached && page.links.next === undefined)) {
      return { orders, total, capped: false };
    }
  }
  // The cap was reached on a full page: more may follow unless the server's total says no.
  return { orders, total, capped: !totalGiven || total > orders.length };
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
      const page = await fetchOrderPage(platformOf(client), params, orderListItemSchema, signal);
      return { orders: page.orders, total: page.total };
    },
    staleTime: 15_000,
    refetchInterval: HOME_REFETCH_INTERVAL,
    refetchOnWindowFocus: true,
  });
}

/**
 * The orders that may wait for us are read at most this many pages (of 100) per side; with more,
 * the count says "at least" (docs/decisions/0130).
 */
export const OUR_STEP_MAX_PAGES = 30;

export interface OrdersWithOurStep {
  customer: OrderPages;
  supplier: OrderPages;
}

/**
 * Every order in a state where the spec's table gives the organisation a step, on each side
 * (`role=customer&state=DRAFT,QUOTED,COMPLETED`, then `role=supplier&state=…`): what the header
 * count and the home's "Needs your action" classify by each order's `_links`. Sides one after the
 * other, pages one after the other: no burst. Refreshed like the home.
 */
export function ordersWithOurStepQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: orderKeys.withOurStep(organizationId),
    queryFn: async ({ client, signal }): Promise<OrdersWithOurStep> => {
      const platform = platformOf(client);
      const read = (role: OrderSide) =>
        fetchOrderPages(
          platform,
          { role, states: STATES_WITH_OUR_STEP[role] },
          OUR_STEP_MAX_PAGES,
          signal,
        );
      const customer = await read('customer');
      const supplier = await read('supplier');
      return { customer, supplier };
    },
    staleTime: 15_000,
    refetchInterval: HOME_REFETCH_INTERVAL,
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
      const read = await fetchOrderPages(platformOf(client), filter, APPROVED_MAX_PAGES, signal);
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
        platformOf(client),
        { role: 'supplier', states: WORK_STATES },
        PLANNING_MAX_PAGES,
        signal,
      ),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
