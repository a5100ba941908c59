/**
 * The order state machine: ONE table, copied from spec section 3. The routes (which transition may
 * run) and the link builder (which links an order shows) both read it; nothing else encodes
 * transitions, and the states are the ones it names.
 */

export type OrderRole = 'CUSTOMER' | 'SUPPLIER';
export type TransitionRole = OrderRole | 'BOTH';
/** `notes`: optional `{ notes?: string }`; `quote`: the quote fields, merged over the saved draft. */
export type TransitionBodyKind = 'notes' | 'quote';

/** A row of the table; `S`: the states it may name (the table's own while it is being read). */
interface TableRow<S extends string> {
  name: string;
  from: readonly S[] | 'ANY_OPEN';
  to: S;
  role: TransitionRole;
  body: TransitionBodyKind;
  title: string;
  /** When the link is shown but disabled (`disabledReason`), and following it answers 409. */
  guard?: TransitionGuard;
}

/**
 * Why a legal transition can be blocked, as the stable code the link and the 409 carry:
 * `QUOTE_PRICE_REQUIRED` while the saved quote draft has no price; `QUOTE_EXPIRED` once the sent
 * quote's `quoteValidUntil` (inclusive, UTC) has passed.
 */
export type TransitionGuard = 'QUOTE_PRICE_REQUIRED' | 'QUOTE_EXPIRED';

// prettier-ignore
export const TRANSITIONS = [
  { name: 'request-quote', from: ['DRAFT'], to: 'REQUESTED', role: 'CUSTOMER', body: 'notes', title: 'Request a quote' },
  { name: 'quote', from: ['REQUESTED'], to: 'QUOTED', role: 'SUPPLIER', body: 'quote', title: 'Send the quote', guard: 'QUOTE_PRICE_REQUIRED' },
  { name: 'send-offer', from: ['DRAFT'], to: 'QUOTED', role: 'SUPPLIER', body: 'quote', title: 'Send an offer', guard: 'QUOTE_PRICE_REQUIRED' },
  { name: 'withdraw-offer', from: ['QUOTED'], to: 'REQUESTED', role: 'SUPPLIER', body: 'notes', title: 'Withdraw the quote' },
  { name: 'accept', from: ['QUOTED'], to: 'ACCEPTED', role: 'CUSTOMER', body: 'notes', title: 'Accept the quote', guard: 'QUOTE_EXPIRED' },
  { name: 'plan', from: ['ACCEPTED'], to: 'PLANNED', role: 'SUPPLIER', body: 'notes', title: 'Plan the work' },
  { name: 'start', from: ['PLANNED'], to: 'IN_PROGRESS', role: 'SUPPLIER', body: 'notes', title: 'Start the work' },
  { name: 'complete', from: ['IN_PROGRESS'], to: 'COMPLETED', role: 'SUPPLIER', body: 'notes', title: 'Report the work done' },
  { name: 'approve', from: ['COMPLETED'], to: 'APPROVED', role: 'CUSTOMER', body: 'notes', title: 'Approve the delivery' },
  { name: 'request-revisions', from: ['COMPLETED'], to: 'IN_PROGRESS', role: 'CUSTOMER', body: 'notes', title: 'Ask for revisions' },
  { name: 'cancel', from: 'ANY_OPEN', to: 'CANCELLED', role: 'BOTH', body: 'notes', title: 'Cancel the order' },
] as const satisfies readonly TableRow<string>[];

type TableStates = (typeof TRANSITIONS)[number];
/** The states are the ones the table names: no second list to keep in step with it. */
export type OrderState = TableStates['to'] | Exclude<TableStates['from'], 'ANY_OPEN'>[number];
export type TransitionRow = TableRow<OrderState>;

/** The nine states, in the order the table first names them: the main path, then CANCELLED. */
export const ORDER_STATES: readonly OrderState[] = [
  ...new Set(TRANSITIONS.flatMap((row) => [...(row.from === 'ANY_OPEN' ? [] : row.from), row.to])),
];

/** docs/platform-contract.md 2.4: the closed states are APPROVED and CANCELLED. */
export const CLOSED_STATES: readonly OrderState[] = ['APPROVED', 'CANCELLED'];
export const OPEN_STATES: readonly OrderState[] = ORDER_STATES.filter(
  (state) => !CLOSED_STATES.includes(state),
);

export type TransitionName = (typeof TRANSITIONS)[number]['name'];

export function isOrderState(value: string): value is OrderState {
  return ORDER_STATES.some((state) => state === value);
}

export function isClosed(state: OrderState): boolean {
  return CLOSED_STATES.includes(state);
}

export function findTransition(name: string): TransitionRow | undefined {
  return TRANSITIONS.find((row) => row.name === name);
}

export function allowsRole(row: TransitionRow, role: OrderRole): boolean {
  return row.role === 'BOTH' || row.role === role;
}

export function allowsState(row: TransitionRow, state: OrderState): boolean {
  return row.from === 'ANY_OPEN' ? !isClosed(state) : row.from.includes(state);
}

/** The transitions legal now for this state and role, in table order. */
export function legalTransitions(state: OrderState, role: OrderRole): TransitionRow[] {
  return TRANSITIONS.filter((row) => allowsRole(row, role) && allowsState(row, state));
}

/** What a guard reads of the order: its working copy of the quote. */
export interface GuardedQuote {
  quotedPrice?: number;
  quoteValidUntil?: string;
}

/** The row's guard code when it blocks the transition now, else null. */
export function blockedReason(
  row: TransitionRow,
  quote: GuardedQuote,
  now: Date,
): TransitionGuard | null {
  switch (row.guard) {
    case 'QUOTE_PRICE_REQUIRED':
      return quote.quotedPrice === undefined ? 'QUOTE_PRICE_REQUIRED' : null;
    case 'QUOTE_EXPIRED':
      return quote.quoteValidUntil !== undefined &&
        quote.quoteValidUntil < now.toISOString().slice(0, 10)
        ? 'QUOTE_EXPIRED'
        : null;
    case undefined:
      return null;
  }
}
