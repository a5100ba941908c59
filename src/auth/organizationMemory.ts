/**
 * The last organisation a user chose, remembered on this device (localStorage) so that a reload or
 * a new tab does not ask again. A convenience, not a secret: the value is an organisation id,
 * keyed by the user's subject (`sub`); never logged or put in a URL. Only a choice that is still
 * among the user's organisations is used (authController.ts).
 */
import { transition, type Transition } from './sessionMachine';

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

/**
 * A signed-in session with several organisations and none chosen takes the user's remembered
 * choice on this device, when it is still one of theirs (this module).
 */
export function withRememberedOrganization<T extends { profile: { sub: string } }>(
  result: Transition<T>,
  memory: MemoryStorage | null | undefined,
): Transition<T> {
  const { state } = result;
  if (state.status !== 'signed-in' || state.organization !== null) return result;
  const remembered = recallOrganization(memory, state.tokens.profile.sub);
  if (remembered === null) return result;
  const chosen = transition(state, { type: 'ORGANIZATION_CHOSEN', id: remembered });
  return { state: chosen.state, effects: [...result.effects, ...chosen.effects] };
}
