import { queryOptions } from '@tanstack/react-query';
import { CHOOSING_STATES } from '../model/comparison';
import { orderKeys, type OrderSide } from './keys';
import { fetchOrderPages } from './orderLists';

/** The comparison reads at most this many pages (500 orders) of orders still being chosen. */
export const CHOOSING_MAX_PAGES = 5;

/**
 * The customer's orders still being chosen (`role=customer&state=REQUESTED,QUOTED`): what the
 * quote comparison, the order list's "Compare" and an order page's link to it are built from.
 */
export function choosingOrdersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: orderKeys.choosing(organizationId),
    queryFn: async ({ client, signal }) => {
      const filter: { role: OrderSide; states: readonly string[] } = {
        role: 'customer',
        states: CHOOSING_STATES,
      };
      const read = await fetchOrderPages(client, filter, { maxPages: CHOOSING_MAX_PAGES }, signal);
      // The filter is the server's; the check guards against a server that ignores it.
      const choosing = (state: string) => CHOOSING_STATES.some((known) => known === state);
      return { ...read, orders: read.orders.filter((order) => choosing(order.state)) };
    },
    staleTime: 10_000,
  });
}
