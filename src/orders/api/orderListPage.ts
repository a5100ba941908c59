import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PageRequest } from '../../lib/api-shapes';
import { ourOrganization } from '../../lib/http';
import { orderKeys, type OrderListFilters } from './keys';
import { matchesOrderFilter, type OrderFilter } from './orderFilter';
import {
  fetchOrderPage,
  OPEN_ORDERS_BUDGET,
  OPEN_ORDERS_STALE_TIME,
  readOrderPages,
  type OrderPages,
} from './orderLists';
import { orderSchema, type Order } from './schemas';

/**
 * The orders list page's pages (`/orders`): one page for its filters as the server pages them;
 * when the server sends orders its filters do not ask for, every match read once and the pages cut
 * from them (decisions 0102, 0110 rule 11).
 */

/** The orders list page's filters as sent (`all` sends no role). */
const filterOf = (filters: OrderListFilters): OrderFilter => ({
  role: filters.role === 'all' ? undefined : filters.role,
  states: filters.states,
});

/** The orders list page: one page for its filters, as the server pages them. */
export async function fetchOrders(
  client: QueryClient,
  filters: OrderListFilters,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
) {
  const params = { ...filterOf(filters), pageNumber: filters.page, pageSize: filters.pageSize };
  const page = await fetchOrderPage(client, params, orderSchema, signal, previous);
  return { ...page, filteredHere: false };
}

/**
 * Every order of the list's filters, read once for all its pages when the server does not keep
 * to them (`readOrderPages` within the open orders' budget, `OPEN_ORDERS_BUDGET`); moving between
 * pages reads nothing again for `OPEN_ORDERS_STALE_TIME`.
 */
function filteredHereQueryOptions(organizationId: string, filter: OrderFilter) {
  return queryOptions({
    queryKey: orderKeys.filteredHere(organizationId, filter),
    queryFn: ({ client, signal }) =>
      readOrderPages(client, organizationId, filter, OPEN_ORDERS_BUDGET, orderSchema, signal),
    staleTime: OPEN_ORDERS_STALE_TIME,
  });
}

/** A page of the list cut from every match read here: figures only from what was read. */
function pageOfMatches(read: OrderPages<Order>, filters: OrderListFilters): OrderListPage {
  const start = filters.page * filters.pageSize;
  const end = start + filters.pageSize;
  return {
    orders: read.orders.slice(start, end),
    total: read.total,
    // Every order read: the pages are known; else "more may follow" while matches may be unread.
    totalPages: read.capped ? undefined : Math.ceil(read.total / filters.pageSize),
    more: read.orders.length > end || read.capped,
    links: {},
    totalGiven: !read.capped,
    pageNumber: filters.page,
    shownBefore: start,
    seen: undefined,
    nothingNew: false,
    filteredHere: true,
  };
}

export function orderListQueryOptions(organizationId: string, filters: OrderListFilters) {
  return queryOptions({
    queryKey: orderKeys.list(organizationId, filters),
    queryFn: async ({ client, signal }): Promise<OrderListPage> => {
      // The page before, as read (from the cache, else read now): its `next` link is the way here
      // when the server pages by links, and what it and the pages before showed is never shown
      // again, so a server that ignores the page asked for ends the list instead of repeating it.
      const before =
        filters.page === 0
          ? undefined
          : orderListQueryOptions(organizationId, { ...filters, page: filters.page - 1 });
      const read =
        before === undefined
          ? undefined
          : (client.getQueryData(before.queryKey) ?? (await client.query(before)));
      const filter = filterOf(filters);
      const whole = filteredHereQueryOptions(organizationId, filter);
      // A server seen to ignore these filters: the page comes from every match read here.
      if (read?.filteredHere === true || client.getQueryData(whole.queryKey) !== undefined)
        return pageOfMatches(await client.query(whole), filters);
      // Its links lead on; its orders tell a server that repeats its first page (counts from 1).
      const previous = read && { links: read.links, items: read.orders, seen: read.seen };
      const page = await fetchOrders(client, filters, signal, previous);
      const us = ourOrganization(client, organizationId);
      if (page.orders.every((order) => matchesOrderFilter(order, filter, us))) return page;
      return pageOfMatches(await client.query(whole), filters);
    },
  });
}

export type OrderListPage = Awaited<ReturnType<typeof fetchOrders>>;
