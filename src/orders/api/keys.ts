/** Query keys of the orders feature: everything sits under `['org', organizationId, 'orders']`. */
export const orderKeys = {
  all: (organizationId: string) => ['org', organizationId, 'orders'] as const,
  lists: (organizationId: string) => [...orderKeys.all(organizationId), 'list'] as const,
  list: (organizationId: string, filters: OrderListFilters) =>
    [...orderKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, id: number) =>
    [...orderKeys.all(organizationId), 'detail', id] as const,
  history: (organizationId: string, id: number) =>
    [...orderKeys.detail(organizationId, id), 'history'] as const,
  changeHistory: (organizationId: string, id: number) =>
    [...orderKeys.detail(organizationId, id), 'change-history'] as const,
};

export type OrderRoleFilter = 'customer' | 'supplier' | 'all';

export interface OrderListFilters {
  role: OrderRoleFilter;
  /** Empty: all states. */
  states: readonly string[];
  /** From 0. */
  page: number;
  pageSize: number;
}
