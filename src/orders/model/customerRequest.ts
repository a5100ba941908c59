/** A state-history entry as far as the customer's request needs it (every field may be missing). */
export interface RequestEntryLike {
  transition?: string | null;
  fromState?: string | null;
  toState?: string | null;
  occurredAt?: string | null;
  notes?: string | null;
}

const isRequest = (entry: RequestEntryLike) =>
  entry.transition === 'request-quote' ||
  (entry.transition == null && entry.fromState === 'DRAFT' && entry.toState === 'REQUESTED');

/**
 * The customer's message to the supplier: the notes of the latest `request-quote` entry of the
 * state history (spec 4.1.1 `notes`), read tolerantly: an entry without a transition name counts
 * when it went from DRAFT to REQUESTED; blank notes are no message. Null when there is none.
 */
export function customerRequestOf(
  entries: readonly RequestEntryLike[],
): { text: string; at: string | null } | null {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index];
    if (entry && isRequest(entry) && typeof entry.notes === 'string' && entry.notes.trim()) {
      return { text: entry.notes.trim(), at: entry.occurredAt ?? null };
    }
  }
  return null;
}
