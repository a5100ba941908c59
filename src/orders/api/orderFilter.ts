import type { OrderSide } from './keys';

/**
 * What a `GET /orders` asks for besides paging, and the one rule that checks an answer's orders
 * against it (docs/platform-contract.md 3, "A filter sent is a wish"). A server may ignore a
 * parameter it does not know, so every order list keeps only the orders that match.
 */
export interface OrderFilter {
  /** Absent: both sides. */
  role?: OrderSide | undefined;
  /** Absent or empty: every state. */
  states?: readonly string[] | undefined;
}

/** What the rule reads of an order: its state and its parties' ids. */
export interface FilteredOrder {
  state: string;
  customer?: { id?: string | number | undefined } | undefined;
  supplier?: { id?: string | number | undefined } | undefined;
}

const isParty = (party: FilteredOrder['customer'], organizationId: string): boolean =>
  party?.id !== undefined && String(party.id) === organizationId;

/**
 * The organisation's side of an order, from its parties (the API may write an id as a number);
 * undefined when neither party is readable as this organisation.
 */
export function sideOf(order: FilteredOrder, organizationId: string): OrderSide | undefined {
  if (isParty(order.supplier, organizationId)) return 'supplier';
  if (isParty(order.customer, organizationId)) return 'customer';
  return undefined;
}

/**
 * Whether an order is one the filter asks for: its state among `states`, and the organisation on
 * the asked side. An order whose parties do not say our side is kept: the server, which knows,
 * sent it, and the rule does not turn an unread field into a mismatch.
 */
export function matchesOrderFilter(
  order: FilteredOrder,
  filter: OrderFilter,
  organizationId: string,
): boolean {
  if (filter.states?.length && !filter.states.includes(order.state)) return false;
  if (filter.role === undefined) return true;
  const side = sideOf(order, organizationId);
  return side === undefined || side === filter.role;
}
