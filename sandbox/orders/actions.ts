/**
 * What each order action does, as pure functions of the current order: they check role, state and
 * body (throwing a ProblemError, so a refusal changes nothing) and return the mutation the store
 * applies in one transaction.
 */
import {
  checkQuote,
  mergeQuote,
  parseNotesBody,
  parseQuoteBody,
  parseRenameBody,
  quoteFromPatch,
} from './validation.ts';
import { disabledReason } from './links.ts';
import { conflict, roleNotAllowed, unknownTransition } from './problems.ts';
import {
  allowsRole,
  allowsState,
  findTransition,
  type OrderRole,
  type OrderState,
} from './stateMachine.ts';
import {
  QUOTE_FIELDS,
  type ChangeVisibility,
  type OrderRecord,
  type QuoteDetails,
} from './types.ts';

export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  visibility: ChangeVisibility;
}

export interface OrderMutation {
  name: string;
  state: OrderState;
  quote: QuoteDetails;
  quoteVisible: boolean;
  quotePublished: QuoteDetails | null;
  /** Bump the `updatedAt` both parties see (false for a private draft save). */
  sharedChange: boolean;
  stateEntry: {
    transition: string;
    fromState: OrderState;
    toState: OrderState;
    notes: string | null;
  } | null;
  changes: FieldChange[];
}

/** The caller's role on this order, from the organisation in `X-auth-owner`; null: not a party. */
export function roleOf(order: OrderRecord, organizationId: string): OrderRole | null {
  if (order.customer.id === organizationId) return 'CUSTOMER';
  if (order.supplier.id === organizationId) return 'SUPPLIER';
  return null;
}

function unchanged(order: OrderRecord): OrderMutation {
  return {
    name: order.name,
    state: order.state,
    quote: order.quote,
    quoteVisible: order.quoteVisible,
    quotePublished: order.quotePublished,
    sharedChange: false,
    stateEntry: null,
    changes: [],
  };
}

export function quoteChanges(
  before: QuoteDetails,
  after: QuoteDetails,
  visibility: ChangeVisibility,
): FieldChange[] {
  return QUOTE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    oldValue: before[field] ?? null,
    newValue: after[field] ?? null,
    visibility,
  }));
}

export function planTransition(
  order: OrderRecord,
  role: OrderRole,
  transitionName: string,
  body: unknown,
  now: Date,
): OrderMutation {
  const row = findTransition(transitionName);
  if (row === undefined) throw unknownTransition(transitionName);
  if (!allowsRole(row, role))
    throw roleNotAllowed(`"${row.name}" is an action of the ${row.role.toLowerCase()}.`);
  if (!allowsState(row, order.state))
    throw conflict(
      'TRANSITION_NOT_ALLOWED',
      'This transition is not legal in the order’s current state',
      `"${row.name}" cannot run while the order is ${order.state}.`,
    );
  const reason = disabledReason(row, order, now);
  if (reason !== null)
    throw conflict(
      reason,
      reason === 'QUOTE_EXPIRED'
        ? 'The quote has expired; ask the supplier for a new one'
        : 'Save a price in the quote draft before sending the quote',
    );

  const next = unchanged(order);
  next.state = row.to;
  next.sharedChange = true;
  let notes: string | null;
  if (row.body === 'quote') {
    const parsed = parseQuoteBody(body);
    notes = parsed.notes;
    const sent = mergeQuote(order.quote, parsed.patch);
    checkQuote(sent, now, true);
    next.quote = sent;
    next.quoteVisible = true;
    next.quotePublished = sent;
    next.changes.push(...quoteChanges(order.quotePublished ?? {}, sent, 'ALL'));
  } else {
    notes = parseNotesBody(body).notes;
    if (row.name === 'withdraw-offer') next.quoteVisible = false;
  }
  next.changes.push({ field: 'state', oldValue: order.state, newValue: row.to, visibility: 'ALL' });
  next.stateEntry = { transition: row.name, fromState: order.state, toState: row.to, notes };
  return next;
}

export const QUOTE_EDITABLE_STATES: readonly OrderState[] = ['DRAFT', 'REQUESTED'];

/** PUT quote-details: replaces the supplier's draft (absent or null fields are cleared). */
export function planDraftSave(
  order: OrderRecord,
  role: OrderRole,
  body: unknown,
  now: Date,
): OrderMutation {
  if (role !== 'SUPPLIER') throw roleNotAllowed('Only the supplier saves quote drafts.');
  if (!QUOTE_EDITABLE_STATES.includes(order.state))
    throw conflict(
      'QUOTE_NOT_EDITABLE',
      'The quote can no longer be edited',
      `The quote draft is editable while the order is DRAFT or REQUESTED, not ${order.state}.`,
    );
  const draft = quoteFromPatch(parseQuoteBody(body).patch);
  checkQuote(draft, now, false);
  const next = unchanged(order);
  next.quote = draft;
  next.changes = quoteChanges(order.quote, draft, 'SUPPLIER');
  return next;
}

/** PATCH name: the customer renames an order while it is a DRAFT. */
export function planRename(order: OrderRecord, role: OrderRole, body: unknown): OrderMutation {
  if (role !== 'CUSTOMER') throw roleNotAllowed('Only the customer renames an order.');
  if (order.state !== 'DRAFT')
    throw conflict(
      'ORDER_NOT_EDITABLE',
      'The order can no longer be renamed',
      `An order is renamed while it is a DRAFT, not ${order.state}.`,
    );
  const { name } = parseRenameBody(body);
  const next = unchanged(order);
  if (name === order.name) return next;
  next.name = name;
  next.sharedChange = true;
  next.changes = [{ field: 'name', oldValue: order.name, newValue: name, visibility: 'ALL' }];
  return next;
}

/** The order after a mutation (the store does the same in SQL; the seed replays steps with it). */
export function applyMutation(order: OrderRecord, mutation: OrderMutation, now: Date): OrderRecord {
  return {
    ...order,
    name: mutation.name,
    state: mutation.state,
    quote: mutation.quote,
    quoteVisible: mutation.quoteVisible,
    quotePublished: mutation.quotePublished,
    updatedAt: mutation.sharedChange ? now : order.updatedAt,
    supplierUpdatedAt: now,
    version: order.version + 1,
  };
}
