// From the file, not the i18n index: the journeys read this list in Node, without React.
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The order states of spec section 3: the one list in the app, the words for each state in both
 * languages, and the questions other code asks about a state. The app has words for these states;
 * any other state is shown exactly as the server sent it.
 */
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

/** `order.state === known`, with `known` checked against the list by the compiler. */
export function isState(state: string, known: KnownState): boolean {
  return state === known;
}

/** The states in which the supplier has accepted work to plan or do (the planning board's). */
export const WORK_STATES = ['ACCEPTED', 'PLANNED', 'IN_PROGRESS'] as const satisfies KnownState[];
export type WorkState = (typeof WORK_STATES)[number];

/**
 * The states in which the spec's section 3 table gives each side a step of its own, retractions
 * left out (`cancel`; `withdraw-offer` but for a quote that ran out, which `classifyOrder` counts
 * as the supplier's step): what the workspace asks for, side by side, when it looks for the orders
 * that wait for the organisation (docs/decisions/0102). Whether one really waits is read from its
 * own `_links` only (decision 0100).
 */
export const STEP_STATES = {
  customer: ['DRAFT', 'QUOTED', 'COMPLETED'],
  supplier: ['DRAFT', 'REQUESTED', 'QUOTED', ...WORK_STATES],
} as const satisfies Record<'customer' | 'supplier', readonly KnownState[]>;

export function isWorkState(state: string): state is WorkState {
  return (WORK_STATES as readonly string[]).includes(state);
}

/** Closed: nothing more happens to the order. */
export const CLOSED_STATES: readonly KnownState[] = ['APPROVED', CANCELLED];

export function isClosedState(state: string): boolean {
  return (CLOSED_STATES as readonly string[]).includes(state);
}

/**
 * Open: every known state but the closed ones. The workspace reads the organisation's orders in
 * these states once (docs/decisions/0102); whether one waits for us is read from its `_links`.
 */
export const OPEN_STATES: readonly KnownState[] = KNOWN_STATES.filter(
  (state) => !isClosedState(state),
);

/** The supplier's work is over: reported done, or the order is closed. */
export function isWorkOver(state: string): boolean {
  return state === 'COMPLETED' || isClosedState(state);
}

export type Progress =
  { kind: 'on-path'; index: number } | { kind: 'cancelled' } | { kind: 'unknown' };

/** Where the order stands, from its current state alone (no predicted transitions). */
export function progressOf(state: string): Progress {
  if (state === CANCELLED) return { kind: 'cancelled' };
  const index = (MAIN_PATH as readonly string[]).indexOf(state);
  return index === -1 ? { kind: 'unknown' } : { kind: 'on-path', index };
}

/** Each state's name and one sentence on what it means; part of the orders feature's messages. */
export const stateMessages = defineMessages({
  en: {
    'state.DRAFT': 'Draft',
    'state.REQUESTED': 'Quote requested',
    'state.QUOTED': 'Quoted',
    'state.ACCEPTED': 'Accepted',
    'state.PLANNED': 'Planned',
    'state.IN_PROGRESS': 'In progress',
    'state.COMPLETED': 'Completed',
    'state.APPROVED': 'Approved',
    'state.CANCELLED': 'Cancelled',
    'stateInfo.DRAFT': 'The customer is setting up the order.',
    'stateInfo.REQUESTED': 'The customer has asked for a quote.',
    'stateInfo.QUOTED': 'The supplier has sent a quote with price and dates.',
    'stateInfo.ACCEPTED': 'The customer has accepted the quote.',
    'stateInfo.PLANNED': 'The supplier has planned the work.',
    'stateInfo.IN_PROGRESS': 'The work is under way.',
    'stateInfo.COMPLETED': 'The supplier has reported the work done.',
    'stateInfo.APPROVED': 'The customer has approved the delivery. The order is closed.',
    'stateInfo.CANCELLED': 'The order was cancelled.',
    'stateInfo.unknown': 'This state is new to this version of the app.',
  },
  nb: {
    'state.DRAFT': 'Utkast',
    'state.REQUESTED': 'Tilbud etterspurt',
    'state.QUOTED': 'Tilbud gitt',
    'state.ACCEPTED': 'Akseptert',
    'state.PLANNED': 'Planlagt',
    'state.IN_PROGRESS': 'Under arbeid',
    'state.COMPLETED': 'Fullført',
    'state.APPROVED': 'Godkjent',
    'state.CANCELLED': 'Kansellert',
    'stateInfo.DRAFT': 'Kunden setter opp bestillingen.',
    'stateInfo.REQUESTED': 'Kunden har bedt om et tilbud.',
    'stateInfo.QUOTED': 'Leverandøren har sendt et tilbud med pris og datoer.',
    'stateInfo.ACCEPTED': 'Kunden har akseptert tilbudet.',
    'stateInfo.PLANNED': 'Leverandøren har planlagt arbeidet.',
    'stateInfo.IN_PROGRESS': 'Arbeidet er i gang.',
    'stateInfo.COMPLETED': 'Leverandøren har meldt arbeidet ferdig.',
    'stateInfo.APPROVED': 'Kunden har godkjent leveransen. Bestillingen er avsluttet.',
    'stateInfo.CANCELLED': 'Bestillingen ble kansellert.',
    'stateInfo.unknown': 'Denne tilstanden er ny for denne versjonen av appen.',
  },
});

type StateMessageKey = keyof typeof stateMessages.en;
type StateTranslate = (key: StateMessageKey) => string;

/** A readable state name; a state the app does not know is shown exactly as the server sent it. */
export function stateLabel(t: StateTranslate, state: string): string {
  return isKnownState(state) ? t(`state.${state}`) : state;
}

export function stateDescription(t: StateTranslate, state: string): string {
  return isKnownState(state) ? t(`stateInfo.${state}`) : t('stateInfo.unknown');
}
