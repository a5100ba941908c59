/**
 * Query keys of the workspace's own data. Organisation-scoped data lives under
 * `['org', organizationId, …]`, which signing out or switching organisation removes.
 *
 * The order lists the workspace reads (home, header count, planning board, climate report) are the
 * orders feature's, with its keys (`orderKeys` from src/orders): every `GET /orders` has one owner.
 */
export const workspaceKeys = {
  /** Category names come in the UI language (`Accept-Language`), so the language is part of it. */
  services: (organizationId: string, language: string) =>
    ['org', organizationId, 'workspace', 'services', language] as const,
};
