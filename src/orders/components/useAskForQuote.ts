import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from '../../config';
import { selectTransitions } from '../../lib/hal';
import { useCreateOrder, useOrderTransition } from '../api/mutations';
import { orderQueryOptions } from '../api/orders';
import type { Order } from '../api/schemas';
import { mayHaveApplied, transitionOutcome } from '../model/applied';
import { TRANSITION_RELATIONS } from '../model/relations';

/** How asking for a quote on a created order ended. */
export type RequestOutcome =
  /** The quote was asked for (or the order was found asked for after a lost answer). */
  | { kind: 'requested'; order: Order }
  /** The order offers no `request-quote` now: its page shows what it does offer. */
  | { kind: 'not-offered'; order: Order }
  /** No answer (or a server error), and the order read again does not show the request. */
  | { kind: 'lost'; order: Order; error: unknown }
  /** The server refused the request: nothing was applied. */
  | { kind: 'refused'; order: Order; error: unknown };

/**
 * Asking for a quote in one step: the order is created (idempotent, decision 0080) and then its
 * `request-quote` link, as the created order's `_links` offer it, is followed with the customer's
 * message as `notes` (spec 4.1.1). `requestQuote` works on an order that exists already, so asking
 * again after a lost answer never makes a second order.
 */
export function useAskForQuote(organizationId: string) {
  const queryClient = useQueryClient();
  const { ordersBaseUrl } = useConfig();
  const create = useCreateOrder(organizationId);
  const transition = useOrderTransition(organizationId);

  /** The order as the server has it now, or undefined when it cannot be read either. */
  async function reread(order: Order): Promise<Order | undefined> {
    try {
      return await queryClient.query({
        ...orderQueryOptions(organizationId, order.id),
        staleTime: 0,
      });
    } catch {
      return undefined;
    }
  }

  async function requestQuote(order: Order, notes: string): Promise<RequestOutcome> {
    const { actions } = selectTransitions(order._links, TRANSITION_RELATIONS, ordersBaseUrl);
    const action = actions.find((a) => a.rel === 'request-quote' && !a.disabled);
    if (!action) return { kind: 'not-offered', order };
    try {
      const started = transition.start({ orderId: order.id, action, body: notes ? { notes } : {} });
      if (started === null) return { kind: 'not-offered', order };
      await started;
      return { kind: 'requested', order };
    } catch (error) {
      if (!mayHaveApplied(error)) return { kind: 'refused', order, error };
      const after = await reread(order);
      return transitionOutcome(order, after, action.targetState) === 'applied'
        ? { kind: 'requested', order: after ?? order }
        : { kind: 'lost', order: after ?? order, error };
    }
  }

  /**
   * Asks again after a lost answer: on the order as read now (the first request may have arrived
   * after all, and then the order no longer offers `request-quote`), never on a new one.
   */
  async function askAgain(order: Order, notes: string): Promise<RequestOutcome> {
    return requestQuote((await reread(order)) ?? order, notes);
  }

  return { create, requestQuote, askAgain, requesting: transition.pending !== null };
}
