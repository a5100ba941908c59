import { sideOf, type OurOrganization } from '../../lib/api-shapes';
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

/** What the rule reads of an order: its state and its parties. */
export interface FilteredOrder {
  state: string;
  customer?: unknown;
  supplier?: unknown;
}

/**
 * Whether an order is one the filter asks for: its state among `states`, and our organisation
 * (`us`, in any of its forms: `sameOrganization`) on the asked side (`sideOf`). An order whose
 * parties do not say our side is kept: the server, which knows, sent it, and the rule does not
 * turn an unread field into a mismatch; the views say that its side is not known.
 */
export function matchesOrderFilter(
  order: FilteredOrder,
  filter: OrderFilter,
  us: OurOrganization,
): boolean {
  if (filter.states?.length && !filter.states.includes(order.state)) return false;
  if (filter.role === undefined) return true;
  const side = sideOf(order, us);
  return side === undefined || side === filter.role;
}
