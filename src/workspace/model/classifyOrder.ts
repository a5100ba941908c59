import { selectTransitions, type HalLinks, type TransitionAction } from '../../lib/hal';

/**
 * Where an order belongs on the workspace home, read from the caller's links only (decision 0100):
 *
 * - `needs-action`: its `_links` hold an enabled transition the app knows, other than the two
 *   retractions `cancel` and `withdraw-offer`. The actions are named from their relations.
 * - `waiting`: open, but nothing the caller can do now (the other party's turn, or the caller's
 *   step is disabled by the server, e.g. a quote without a saved price: shown with its reason).
 * - `closed`: no such link and its state is closed (`APPROVED`, `CANCELLED`:
 *   docs/platform-contract.md 2.4). Which states are closed is the orders feature's word
 *   (`isClosedState`), passed in like the known relations, so this stays a plain function: the
 *   workspace journey imports this model in Node, where the orders index (with its JSON message
 *   catalogues) does not load.
 *
 * The app never decides which transitions are legal; it only reads which ones the server offers.
 */
export type OrderPlace =
  | { kind: 'needs-action'; actions: TransitionAction[] }
  /** `blocked`: our own steps the server offers but has disabled for now (with its reason). */
  | { kind: 'waiting'; blocked: TransitionAction[] }
  | { kind: 'closed' };

export interface ClassifiableOrder {
  state: string;
  _links: HalLinks;
  quoteDetails?: { quoteValidUntil?: string | null | undefined } | null | undefined;
}

/** Whether the order's quote ran out before `today` (UTC calendar dates, `YYYY-MM-DD`). */
export function quoteRanOut(order: ClassifiableOrder, today: string): boolean {
  const until = order.quoteDetails?.quoteValidUntil;
  return typeof until === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(until) && until < today;
}

/**
 * Retractions, not the step an order waits for: an open order can always be cancelled, and a
 * supplier can withdraw a sent quote while the customer decides. Offering them is not "waiting for
 * you" (decision 0100). This names relations; which ones are legal still comes only from `_links`.
 */
export const RETRACTIONS: ReadonlySet<string> = new Set(['cancel', 'withdraw-offer']);

/** The caller's steps the server offers, retractions left out. */
export function offeredSteps(
  order: ClassifiableOrder,
  knownRelations: readonly string[],
  apiBase: string,
): TransitionAction[] {
  const { actions } = selectTransitions(order._links, knownRelations, apiBase);
  return actions.filter((a) => !RETRACTIONS.has(a.rel));
}

/**
 * A quote that ran out, with `withdraw-offer` offered: the supplier's step is to withdraw and
 * revise it, so the order needs the supplier's action (the links still decide what is offered).
 */
export function classifyOrder(
  order: ClassifiableOrder,
  knownRelations: readonly string[],
  apiBase: string,
  isClosed: (state: string) => boolean,
  today: string = new Date().toISOString().slice(0, 10),
): OrderPlace {
  if (quoteRanOut(order, today)) {
    const { actions } = selectTransitions(order._links, knownRelations, apiBase);
    const withdraw = actions.filter((a) => a.rel === 'withdraw-offer' && !a.disabled);
    if (withdraw.length > 0) return { kind: 'needs-action', actions: withdraw };
  }
  const steps = offeredSteps(order, knownRelations, apiBase);
  const enabled = steps.filter((a) => !a.disabled);
  if (enabled.length > 0) return { kind: 'needs-action', actions: enabled };
  if (isClosed(order.state)) return { kind: 'closed' };
  return { kind: 'waiting', blocked: steps.filter((a) => a.disabled) };
}
