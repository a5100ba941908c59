/**
 * Query keys of the workspace. Organisation-scoped data lives under `['org', organizationId, …]`,
 * which signing out or switching organisation removes.
 *
 * The order lists the workspace reads sit under the orders feature's list prefix
 * `['org', id, 'orders', 'list']` on purpose (decision 0102): the orders feature invalidates that
 * prefix after every transition and new order, so the home, the header count and the climate
 * summary refresh with the orders. A string as the fifth element never clashes with the orders
 * feature's own list keys, whose fifth element is a filter object.
 */
export const workspaceKeys = {
  /** Everything the orders feature and the workspace read about orders: lists, orders, histories. */
  allOrders: (organizationId: string) => ['org', organizationId, 'orders'] as const,
  homeOrders: (organizationId: string) =>
    ['org', organizationId, 'orders', 'list', 'workspace-home'] as const,
  approvedOrders: (organizationId: string, side: string) =>
    ['org', organizationId, 'orders', 'list', 'workspace-approved', side] as const,
  /** The supplier's planning board: its accepted, planned and in-progress orders. */
  planningOrders: (organizationId: string) =>
    ['org', organizationId, 'orders', 'list', 'workspace-planning'] as const,
  /** Category names come in the UI language (`Accept-Language`), so the language is part of it. */
  services: (organizationId: string, language: string) =>
    ['org', organizationId, 'workspace', 'services', language] as const,
};
