/**
 * The transition relations this app knows how to label (spec section 3), in the order the buttons
 * appear: along the main path, `cancel` last. This is a list of names, not a transition table: which
 * of them are legal now comes only from the order's `_links`.
 */
export const TRANSITION_RELATIONS = [
  'request-quote',
  'send-offer',
  'quote',
  'withdraw-offer',
  'accept',
  'plan',
  'start',
  'complete',
  'request-revisions',
  'approve',
  'cancel',
] as const;

export type TransitionRelation = (typeof TRANSITION_RELATIONS)[number];

export function isTransitionRelation(rel: string): rel is TransitionRelation {
  return (TRANSITION_RELATIONS as readonly string[]).includes(rel);
}

/** Shown apart from the forward actions. */
export const SET_APART_RELATIONS: readonly TransitionRelation[] = ['cancel'];

/** Their request body carries the quote fields (spec 4.1.1) instead of `notes`. */
export const QUOTE_RELATIONS: readonly TransitionRelation[] = ['quote', 'send-offer'];

export const isQuoteRelation = (rel: string) =>
  (QUOTE_RELATIONS as readonly string[]).includes(rel);
