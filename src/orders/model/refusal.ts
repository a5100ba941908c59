import { selectTransitions } from '../../lib/hal';
import { isApiError } from '../../lib/http';
import type { Order } from '../api/schemas';
import { isQuoteRelation, TRANSITION_RELATIONS } from './relations';
import { isState } from './states';

/**
 * A refused step whose order, read again, no longer offers it: the order changed meanwhile (another
 * tab, the other party). `order` is the order as it is now; `refusal` the server's answer.
 */
export class OrderChangedError extends Error {
  override readonly name = 'OrderChangedError';
  readonly order: Order;
  readonly refusal: unknown;

  constructor(order: Order, refusal: unknown) {
    super(`The order changed meanwhile; it is now ${order.state}.`);
    this.order = order;
    this.refusal = refusal;
  }
}

export const isOrderChanged = (error: unknown): error is OrderChangedError =>
  error instanceof OrderChangedError;

/** A refusal: the server answered 4xx, so nothing was applied (a 5xx or no answer may have been). */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  error.kind === 'http' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500;

/** Whether an order, as read now, still offers a step. */
export type Offered = (order: Order) => boolean;

/** A transition is offered while its link is there and not disabled (spec 2.3 rule 3). */
export const transitionOffered =
  (rel: string, apiBase: string): Offered =>
  (order) =>
    selectTransitions(order._links, TRANSITION_RELATIONS, apiBase).actions.some(
      (action) => action.rel === rel && !action.disabled,
    );

/** A quote draft can be saved while the order carries a link to send a quote, enabled or not. */
export const quoteDraftOffered =
  (apiBase: string): Offered =>
  (order) =>
    selectTransitions(order._links, TRANSITION_RELATIONS, apiBase).actions.some((action) =>
      isQuoteRelation(action.rel),
    );

/** A draft can be renamed while it is a draft. */
export const renameOffered: Offered = (order) => isState(order.state, 'DRAFT');

/**
 * What a refused step means, by the order read after it, never by the status or the body's
 * format: where the order no longer offers the step, the order changed meanwhile
 * ({@link OrderChangedError}); else, or when it could not be read (`after` undefined), the refusal
 * as the server said it (its sentences and field errors, src/lib/http/problem.ts).
 */
export function refusalAfter(error: unknown, after: Order | undefined, offered: Offered): unknown {
  if (!isRefusal(error) || after === undefined || offered(after)) return error;
  return new OrderChangedError(after, error);
}
