/**
 * The last organisation a user chose, remembered on this device (localStorage) so that a reload or
 * a new tab does not ask again. A convenience, not a secret: the value is an organisation id,
 * keyed by the user's subject (`sub`); never logged or put in a URL. Only a choice that is still
 * among the user's organisations is used (authController.ts).
 */
const PREFIX = 'circular.organization.';

export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where storage is disabled (the choice then lasts a tab). */
export function deviceStorage(): MemoryStorage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

export function recallOrganization(
  storage: MemoryStorage | null | undefined,
  userId: string | undefined,
): string | null {
  if (!storage || !userId) return null;
  try {
    return storage.getItem(PREFIX + userId);
  } catch {
    return null;
  }
}

export function rememberOrganization(
  storage: MemoryStorage | null | undefined,
  userId: string | undefined,
  organizationId: string,
): void {
  if (!storage || !userId) return;
  try {
    storage.setItem(PREFIX + userId, organizationId);
  } catch {
    // full or disabled: the choice lasts as long as this tab
  }
}
