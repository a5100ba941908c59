import * as v from 'valibot';

/**
 * The services a signed-in customer collects for one request ("Your request (3)", issue 37): at
 * most `REQUEST_MAX` services, kept for the browser session in `sessionStorage` (service ids and
 * names, an idempotency key per service and the order made for it; no token, user or
 * organisation). Any part of the app reads it through `useRequestList`; the orders feature asks
 * for the quotes.
 */
export const REQUEST_MAX = 5;
const STORAGE_KEY = 'catalogue.request';

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
});

export type RequestItem = v.InferOutput<typeof itemSchema>;
export type NewRequestItem = Omit<RequestItem, 'idempotencyKey' | 'orderId'>;

const listeners = new Set<() => void>();
let items: readonly RequestItem[] = load();

function load(): readonly RequestItem[] {
  try {
    const raw = globalThis.sessionStorage.getItem(STORAGE_KEY);
    const parsed = v.safeParse(v.array(itemSchema), raw === null ? [] : JSON.parse(raw));
    return parsed.success ? parsed.output.slice(0, REQUEST_MAX) : [];
  } catch {
    return [];
  }
}

function save(next: readonly RequestItem[]) {
  items = next;
  try {
    globalThis.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

export const requestList = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  items: () => items,
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
  clear: () => {
    save([]);
  },
};
