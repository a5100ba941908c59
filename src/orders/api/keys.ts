import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the orders feature: everything sits under `['org', organizationId, 'orders']`,
 * which signing out or switching organisation removes. Every `GET /orders` list, the workspace's
 * too, sits under `lists` (decision 0102): the orders feature invalidates that prefix after every
 * change, so the order lists, the workspace's reads (header count, home, planning board, comparison) and
 * the climate report refresh together. A string as the fifth element (the workspace's lists) never
 * clashes with the orders page's list keys, whose fifth element is a filter object.
 */
export const orderKeys = {
  all: (organizationId: string) => ['org', organizationId, 'orders'] as const,
  lists: (organizationId: string) => [...orderKeys.all(organizationId), 'list'] as const,
  list: (organizationId: string, filters: OrderListFilters) =>
    [...orderKeys.lists(organizationId), filters] as const,
  /** One read of the workspace (`OrderRead`, orderLists.ts): a side and states, within a budget. */
  read: (
    organizationId: string,
    filter: { role?: string | undefined; states: readonly string[] },
    budget: object,
  ) => [...orderKeys.lists(organizationId), 'workspace', filter, budget] as const,
  /** Every order of the orders list's filters, read whole when the server ignores them. */
  filteredHere: (
    organizationId: string,
    filter: { role?: string | undefined; states?: readonly string[] | undefined },
  ) => [...orderKeys.lists(organizationId), 'filtered-here', filter] as const,
  /** The climate report: the approved orders on one side. */
  approved: (organizationId: string, side: OrderSide) =>
    [...orderKeys.lists(organizationId), 'workspace-approved', side] as const,
  detail: (organizationId: string, id: number) =>
    [...orderKeys.all(organizationId), 'detail', id] as const,
  history: (organizationId: string, id: number) =>
    [...orderKeys.detail(organizationId, id), 'history'] as const,
  changeHistory: (organizationId: string, id: number) =>
    [...orderKeys.detail(organizationId, id), 'change-history'] as const,
};

/** An order's histories: the queries below its detail key, not the order itself. */
export function isOrderHistoryKey(key: QueryKey, organizationId: string, id: number): boolean {
  const detail = orderKeys.detail(organizationId, id);
  return key.length > detail.length && detail.every((part, index) => key[index] === part);
}

/** The organisation's side of an order. */
export type OrderSide = 'customer' | 'supplier';

export type OrderRoleFilter = OrderSide | 'all';

export interface OrderListFilters {
  role: OrderRoleFilter;
  /** Empty: all states. */
  states: readonly string[];
  /** From 0. */
  page: number;
  pageSize: number;
}
