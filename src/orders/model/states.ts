/** The states of spec section 3 that the app has labels for. Others are shown as sent. */
export const MAIN_PATH = [
  'DRAFT',
  'REQUESTED',
  'QUOTED',
  'ACCEPTED',
  'PLANNED',
  'IN_PROGRESS',
  'COMPLETED',
  'APPROVED',
] as const;

export const CANCELLED = 'CANCELLED';

export type KnownState = (typeof MAIN_PATH)[number] | typeof CANCELLED;

export const KNOWN_STATES: readonly KnownState[] = [...MAIN_PATH, CANCELLED];

export function isKnownState(state: string): state is KnownState {
  return (KNOWN_STATES as readonly string[]).includes(state);
}

export type Progress =
  { kind: 'on-path'; index: number } | { kind: 'cancelled' } | { kind: 'unknown' };

/** Where the order stands, from its current state alone (no predicted transitions). */
export function progressOf(state: string): Progress {
  if (state === CANCELLED) return { kind: 'cancelled' };
  const index = (MAIN_PATH as readonly string[]).indexOf(state);
  return index === -1 ? { kind: 'unknown' } : { kind: 'on-path', index };
}
