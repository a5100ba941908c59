import type { TransitionAction } from '../../lib/hal';

/**
 * What a step commits to, named in its question: the quote's price and dates (`quote`), the end of
 * the order (`closing`), or nothing beyond its own words (`plain`).
 */
export type ConfirmNames = 'quote' | 'closing' | 'plain';

export interface ConfirmStep {
  /** What the question names (its words are the message catalogue's `confirm.<rel>`). */
  names: ConfirmNames;
  /** The look of the "yes" button. */
  tone: 'primary' | 'danger';
  /** The question asks for a reason, sent as the transition's `notes` (spec 4.1.1); required. */
  asksReason: boolean;
}

/**
 * The one table of steps that ask before they act, and how. Presentation only: whether a step is
 * offered at all still comes only from the order's `_links`. A relation not listed acts at once.
 */
export const CONFIRM_STEPS = {
  quote: { names: 'quote', tone: 'primary', asksReason: false },
  'send-offer': { names: 'quote', tone: 'primary', asksReason: false },
  accept: { names: 'quote', tone: 'primary', asksReason: false },
  approve: { names: 'closing', tone: 'primary', asksReason: false },
  'request-revisions': { names: 'plain', tone: 'primary', asksReason: true },
  cancel: { names: 'closing', tone: 'danger', asksReason: false },
} as const satisfies Record<string, ConfirmStep>;

export type ConfirmedRelation = keyof typeof CONFIRM_STEPS;

/** A step that asks first: its link and how it asks. */
export interface Confirmation {
  action: TransitionAction & { rel: ConfirmedRelation };
  step: ConfirmStep;
}

const isConfirmed = (
  action: TransitionAction,
): action is TransitionAction & { rel: ConfirmedRelation } =>
  Object.hasOwn(CONFIRM_STEPS, action.rel);

/** How `action` asks before it acts, or null when it acts at once. */
export function confirmationOf(action: TransitionAction): Confirmation | null {
  return isConfirmed(action) ? { action, step: CONFIRM_STEPS[action.rel] } : null;
}
