import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { readOrderList } from '../../orders';
import { orderListItemSchema, type OrderListItem } from './orderListSchema';
import { workspaceKeys } from './workspaceKeys';
import { trimSlash, type WorkspaceApi } from './workspaceApi';

/** The home reads one page: the most recently changed orders (decision 0102). */
export const HOME_PAGE_SIZE = 100;

/** Background refresh of the home and the header count while the app is open. */
export const HOME_REFETCH_INTERVAL = 60_000;

export interface OrdersPage {
  orders: OrderListItem[];
  /** All orders of the organisation, also those not in this page. */
  total: number;
}

/** `GET /orders` (both roles, all states), one page. */
export async function fetchOrdersPage(
  api: WorkspaceApi,
  params: { state?: string; role?: 'customer' | 'supplier'; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const response = await api.client.request(`${trimSlash(api.ordersBaseUrl)}/orders`, {
    auth: true,
    schema: v.unknown(),
    signal,
    query: {
      role: params.role,
      state: params.state,
      pageNumber: params.pageNumber,
      pageSize: params.pageSize,
    },
  });
  // The orders feature's reader: both clients of GET /orders accept the same shapes.
  const { orders, total } = readOrderList(response, orderListItemSchema);
  return { orders, total: total ?? params.pageNumber * params.pageSize + orders.length };
}

/**
 * The one query behind the home page and the header count (same key, so they refresh together).
 * The key sits under the orders feature's list prefix (see workspaceKeys): whatever the orders
 * feature invalidates after a transition refreshes the home and the count too.
 */
export function homeOrdersQueryOptions(api: WorkspaceApi) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URLs are fixed for the app's lifetime; the key names the organisation.
  return queryOptions({
    queryKey: workspaceKeys.homeOrders(api.organizationId),
    queryFn: ({ signal }) =>
      fetchOrdersPage(api, { pageNumber: 0, pageSize: HOME_PAGE_SIZE }, signal),
    staleTime: 15_000,
    refetchInterval: HOME_REFETCH_INTERVAL,
    refetchOnWindowFocus: true,
  });
}
