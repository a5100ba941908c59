import type { Order } from '../api/schemas';

/**
 * What a person sees of an order, as one comparable string: name, state, lines, quote and the
 * links (with their disabled flags). Used to notice that the other party changed the order; not
 * `updatedAt`, which may move for changes this user cannot see.
 */
export function visibleVersion(order: Order): string {
  const links = Object.entries(order._links)
    .map(([rel, link]) => `${rel}:${link.disabled === true ? 'disabled' : 'enabled'}`)
    .sort();
  return JSON.stringify([order.name, order.state, order.lines, order.quoteDetails ?? null, links]);
}
