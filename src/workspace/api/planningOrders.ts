import { queryOptions } from '@tanstack/react-query';
import type { TransitionAction } from '../../lib/hal';
import { fetchOrdersPage } from './homeOrders';
import type { OrderListItem } from './orderListSchema';
import { workspaceKeys } from './workspaceKeys';
import type { WorkspaceApi } from './workspaceApi';

/** The order list's largest page (README, sandbox-orders) and how many pages the board reads. */
export const PLANNING_PAGE_SIZE = 100;
export const PLANNING_MAX_PAGES = 20;
export const PLANNING_STATES = 'ACCEPTED,PLANNED,IN_PROGRESS';

export interface PlanningOrders {
  orders: OrderListItem[];
  /** How many the server has; more than `orders.length` when the cap was reached. */
  total: number;
  capped: boolean;
}

/**
 * Every order where the organisation is the supplier and the work is accepted, planned or under
 * way (`role=supplier&state=ACCEPTED,PLANNED,IN_PROGRESS`), 100 per page, one page after the other,
 * at most {@link PLANNING_MAX_PAGES} pages (2,000 orders).
 */
export async function fetchPlanningOrders(
  api: WorkspaceApi,
  signal?: AbortSignal,
): Promise<PlanningOrders> {
  const orders: OrderListItem[] = [];
  const seen = new Set<number>();
  let total = 0;
  for (let pageNumber = 0; pageNumber < PLANNING_MAX_PAGES; pageNumber += 1) {
    const page = await fetchOrdersPage(
      api,
      { role: 'supplier', state: PLANNING_STATES, pageNumber, pageSize: PLANNING_PAGE_SIZE },
      signal,
    );
    total = page.total;
    // An order that moved between pages while reading is kept once.
    for (const order of page.orders) {
      if (!seen.has(order.id)) {
        seen.add(order.id);
        orders.push(order);
      }
    }
    if (page.orders.length < PLANNING_PAGE_SIZE || (pageNumber + 1) * PLANNING_PAGE_SIZE >= total)
      return { orders, total, capped: false };
  }
  return { orders, total, capped: total > orders.length };
}

/**
 * Under the orders feature's list prefix (decision 0102): a transition anywhere in the app
 * refreshes the board, and the board's own transitions refresh every list and the header count.
 */
export function planningOrdersQueryOptions(api: WorkspaceApi) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URLs are fixed for the app's lifetime; the key names the organisation.
  return queryOptions({
    queryKey: workspaceKeys.planningOrders(api.organizationId),
    queryFn: ({ signal }) => fetchPlanningOrders(api, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** Follows a transition link of an order: its own `href` and method, as the order page does. */
export async function followTransitionLink(
  api: WorkspaceApi,
  action: TransitionAction,
  notes?: string,
): Promise<void> {
  await api.client.request(action.href, {
    method: action.method,
    auth: true,
    body: notes ? { notes } : {},
  });
}
