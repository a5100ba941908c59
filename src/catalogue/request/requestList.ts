import * as v from 'valibot';

/**
 * The services a signed-in customer collects for one request ("Your request (3)", issue 37): at
 * most `REQUEST_MAX` services, kept for the browser tab in `sessionStorage` (service ids and
 * names, an idempotency key per service, the order made for it and the request's mark; never a
 * token). A request
 * belongs to its owner, one person acting for one organisation (`requestOwnerKey`): it is stored
 * under that owner's key, read only for them, and removed when the owner changes (sign-out, the
 * session's end, another organisation or person), so a reload keeps it and nobody else sees it.
 * A list collected before an organisation was chosen becomes the chosen one's.
 * Any part of the app reads it through `useRequestList`; the orders feature asks for the quotes.
 */
export const REQUEST_MAX = 5;
const STORAGE_PREFIX = 'catalogue.request.';
/** Where the list lay before it had an owner: removed, never read. */
const UNOWNED_KEY = 'catalogue.request';

const itemSchema = v.object({
  solutionId: v.number(),
  categoryId: v.number(),
  name: v.string(),
  providerId: v.optional(v.string()),
  providerName: v.optional(v.string()),
  /** One per service, kept across retries: asking again never creates a second order. */
  idempotencyKey: v.string(),
  /** The order made for this service, once the server answered. */
  orderId: v.optional(v.number()),
  /** The mark of the request its order is asked in (the orders feature makes it, decision 0177). */
  requestMark: v.optional(v.string()),
});

export type RequestItem = v.InferOutput<typeof itemSchema>;
export type NewRequestItem = Omit<RequestItem, 'idempotencyKey' | 'orderId' | 'requestMark'>;

const listeners = new Set<() => void>();
/** The owner's key, or null while nobody is signed in for an organisation (nothing is stored). */
let owner: string | null = null;
let items: readonly RequestItem[] = [];

function remove(key: string) {
  try {
    globalThis.sessionStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing stored to remove.
  }
}

function load(key: string): readonly RequestItem[] {
  try {
    const raw = globalThis.sessionStorage.getItem(STORAGE_PREFIX + key);
    const parsed = v.safeParse(v.array(itemSchema), raw === null ? [] : JSON.parse(raw));
    return parsed.success ? parsed.output.slice(0, REQUEST_MAX) : [];
  } catch {
    return [];
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function save(next: readonly RequestItem[]) {
  items = next;
  try {
    if (owner !== null)
      globalThis.sessionStorage.setItem(STORAGE_PREFIX + owner, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list still lives in memory for this page.
  }
  notify();
}

export const requestList = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  items: () => items,
  /**
   * Who the list belongs to now (`requestOwnerKey`, or null: signed out, no organisation). Another
   * owner than before removes the previous owner's list and reads the new one's.
   */
  setOwner: (next: string | null) => {
    if (next === owner) return;
    if (owner !== null) remove(STORAGE_PREFIX + owner);
    remove(UNOWNED_KEY);
    // Collected while signed in before an organisation was chosen: it becomes that one's.
    const unowned = owner === null ? items : [];
    owner = next;
    if (next === null) save([]);
    else save(unowned.length > 0 ? unowned : load(next));
  },
  /** Adds a service; refused when it is there already or the list is full. */
  add: (item: NewRequestItem): 'added' | 'already' | 'full' => {
    if (items.some((known) => known.solutionId === item.solutionId)) return 'already';
    if (items.length >= REQUEST_MAX) return 'full';
    save([...items, { ...item, idempotencyKey: crypto.randomUUID() }]);
    return 'added';
  },
  remove: (solutionId: number) => {
    save(items.filter((item) => item.solutionId !== solutionId));
  },
  /** Notes the order made for a service, so that a retry follows it instead of creating one. */
  setOrder: (solutionId: number, orderId: number) => {
    save(items.map((item) => (item.solutionId === solutionId ? { ...item, orderId } : item)));
  },
  /**
   * The mark of the request the list is asked in: the one given before (kept across a reload, so a
   * retry sends the same order), else `mark`, now given to every service not asked yet.
   */
  markOf: (mark: string): string => {
    const given = items.find((item) => item.requestMark !== undefined)?.requestMark ?? mark;
    if (items.some((item) => item.orderId === undefined && item.requestMark !== given))
      save(
        items.map((item) => (item.orderId === undefined ? { ...item, requestMark: given } : item)),
      );
    return given;
  },
  clear: () => {
    save([]);
  },
};
