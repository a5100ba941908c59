/**
 * Query keys of the workspace. Organisation-scoped data lives under `['org', organizationId, …]`,
 * which signing out or switching organisation removes.
 */
export const workspaceKeys = {
  /**
   * Under the orders feature's prefix on purpose (decision 0102): its invalidation after a
   * transition refreshes this too. `'workspace-home'` never clashes with its `'list'`/`'detail'`.
   */
  homeOrders: (organizationId: string) =>
    ['org', organizationId, 'orders', 'workspace-home'] as const,
  /** Category names come in the UI language (`Accept-Language`), so the language is part of it. */
  services: (organizationId: string, language: string) =>
    ['org', organizationId, 'workspace', 'services', language] as const,
  /** Approved orders on one side; also under the orders prefix, so an approval refreshes it. */
  approvedOrders: (organizationId: string, role: string) =>
    ['org', organizationId, 'orders', 'workspace-approved', role] as const,
};
