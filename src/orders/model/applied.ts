import { isApiError } from '../../lib/http';
import type { Order, QuoteFields } from '../api/schemas';

/** What the page learnt about a change whose answer did not come back as a success. */
export type ChangeOutcome = 'applied' | 'not-applied' | 'unknown';

/**
 * Failures after which a change may have been applied all the same: no answer (dropped
 * connection, time-out) or a server error (5xx). A 4xx is a refusal: nothing was applied.
 */
export function mayHaveApplied(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

/**
 * Was a transition applied? Read from the order as re-read after the failure (undefined when the
 * re-read failed too): it is when the order now stands in the action's target state and did not
 * before.
 */
export function transitionOutcome(
  before: Pick<Order, 'state'> | undefined,
  after: Pick<Order, 'state'> | undefined,
  targetState: string,
): ChangeOutcome {
  if (!after) return 'unknown';
  return after.state === targetState && before?.state !== targetState ? 'applied' : 'not-applied';
}

/** Was a draft save applied? It was when the re-read quote holds every field that was sent. */
export function draftOutcome(
  sent: QuoteFields,
  after: Pick<Order, 'quoteDetails'> | undefined,
): ChangeOutcome {
  if (!after) return 'unknown';
  const quote: Record<string, unknown> = { ...after.quoteDetails };
  const same = Object.entries(sent).every(([field, value]) => quote[field] === value);
  return same ? 'applied' : 'not-applied';
}
