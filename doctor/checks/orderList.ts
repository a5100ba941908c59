/**
 * The order list as the orders page reads it (src/orders/api): its total, its next page, the
 * fields its rows show. Pure judges of what the list's reader returned.
 */
import type { OrderListPage } from '../../src/orders/api/orderListPage';
import { wasUnreadable } from '../../src/lib/api-shapes';
import type { Verdict } from '../verdict';

type ListOrder = OrderListPage['orders'][number];

export function judgeListTotal(page: Pick<OrderListPage, 'totalGiven' | 'total'>): {
  verdict: Verdict;
  seen?: string;
} {
  if (page.totalGiven) return { verdict: 'read' };
  return {
    verdict: 'loss',
    seen: 'the order list states no number of orders: "Page 1, orders 1–20", more may follow',
  };
}

/** The next page: reached, and no order of the first shown again. */
export function judgeListNext(
  first: { orders: readonly { id: number }[]; more: boolean | undefined },
  second: { orders: readonly { id: number }[]; nothingNew?: boolean | undefined } | undefined,
): { verdict: Verdict; seen?: string; facts: string } {
  if (second === undefined) return { verdict: 'read', facts: 'one page only: no more follow' };
  // The list's reader never shows an order twice: a page that brings nothing new ends the list.
  if (second.nothingNew === true) {
    return {
      verdict: 'loss',
      seen: `the list ends after ${String(first.orders.length)} orders, saying the server gave no way to further orders`,
      facts: 'page 2 repeated page 1 (page numbers ignored, no next link readable)',
    };
  }
  const ids = new Set(first.orders.map((order) => order.id));
  const repeated = second.orders.filter((order) => ids.has(order.id)).length;
  if (repeated > 0) {
    return {
      verdict: 'not-read',
      seen: `${String(repeated)} orders of page 1 show again on page 2`,
      facts: `page 2: ${String(second.orders.length)} orders, ${String(repeated)} repeated`,
    };
  }
  if (second.orders.length === 0 && first.more === true) {
    return {
      verdict: 'not-read',
      seen: 'the next page shows no orders although more were announced',
      facts: 'page 2 empty',
    };
  }
  return {
    verdict: 'read',
    facts: `page 2: ${String(second.orders.length)} orders, none repeated`,
  };
}

/** A field a view shows, and how to tell whether it was read. */
interface ViewField {
  label: string;
  read: (order: ListOrder) => boolean;
  key: string;
}

const VIEW_FIELDS: readonly ViewField[] = [
  { label: 'name', key: 'name', read: (order) => order.name !== undefined },
  { label: '"Last change"', key: 'updatedAt', read: (order) => order.updatedAt !== undefined },
  { label: 'created', key: 'createdAt', read: (order) => order.createdAt !== undefined },
  { label: 'customer name', key: 'customer', read: (order) => order.customer?.name !== undefined },
  { label: 'supplier name', key: 'supplier', read: (order) => order.supplier?.name !== undefined },
];

/** For each view field: on how many orders it was read, unreadable, or not sent. */
export function judgeFields(orders: readonly ListOrder[]): {
  verdict: Verdict;
  seen?: string;
  facts: string[];
} {
  const facts: string[] = [];
  const losses: string[] = [];
  for (const field of VIEW_FIELDS) {
    const read = orders.filter(field.read).length;
    const unreadable = orders.filter(
      (order) => !field.read(order) && wasUnreadable(order, field.key),
    ).length;
    const missing = orders.length - read - unreadable;
    facts.push(`${field.label}: read on ${String(read)} of ${String(orders.length)}`);
    if (unreadable > 0)
      losses.push(`${field.label} says "not readable" on ${String(unreadable)} orders`);
    if (missing > 0) losses.push(`${field.label} is empty ("–") on ${String(missing)} orders`);
  }
  return losses.length === 0
    ? { verdict: 'read', facts }
    : { verdict: 'loss', seen: losses.join('; '), facts };
}
