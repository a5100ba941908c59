import { queryOptions } from '@tanstack/react-query';
import { fetchOrdersPage } from './homeOrders';
import type { OrderListItem } from './orderListSchema';
import { workspaceKeys } from './workspaceKeys';
import type { WorkspaceApi } from './workspaceApi';

export type ClimateSide = 'customer' | 'supplier';

/** Pages of 100 (the API's maximum) read one after the other, at most this many. */
export const APPROVED_PAGE_SIZE = 100;
export const APPROVED_MAX_PAGES = 10;

export interface ApprovedOrders {
  orders: OrderListItem[];
  total: number;
}

/**
 * The organisation's approved orders on one side (`role=customer|supplier&state=APPROVED`), page
 * after page, up to {@link APPROVED_MAX_PAGES} pages. Sequential on purpose: no burst of requests.
 */
export async function fetchApprovedOrders(
  api: WorkspaceApi,
  side: ClimateSide,
  signal?: AbortSignal,
): Promise<ApprovedOrders> {
  const orders: OrderListItem[] = [];
  let total = 0;
  for (let pageNumber = 0; pageNumber < APPROVED_MAX_PAGES; pageNumber += 1) {
    const page = await fetchOrdersPage(
      api,
      { role: side, state: 'APPROVED', pageNumber, pageSize: APPROVED_PAGE_SIZE },
      signal,
    );
    total = page.total;
    // The filter is the server's; the state check only guards against a server that ignores it.
    orders.push(...page.orders.filter((order) => order.state === 'APPROVED'));
    if (page.orders.length < APPROVED_PAGE_SIZE || (pageNumber + 1) * APPROVED_PAGE_SIZE >= total) {
      break;
    }
  }
  return { orders, total };
}

export function approvedOrdersQueryOptions(api: WorkspaceApi, side: ClimateSide) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URLs are fixed for the app's lifetime; the key names the organisation.
  return queryOptions({
    queryKey: workspaceKeys.approvedOrders(api.organizationId, side),
    queryFn: ({ signal }) => fetchApprovedOrders(api, side, signal),
    staleTime: 60_000,
  });
}
