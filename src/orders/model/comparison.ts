import type { OrderListItem } from '../api/orderListItem';

/**
 * Quotes side by side (issue 37): which of the customer's orders can be compared, and which quote
 * is best on each row. Pure: the page reads the orders and the catalogue's figures and passes them.
 */

/** States in which a customer is still choosing: asked (no quote yet) or quoted. */
export const CHOOSING_STATES = ['REQUESTED', 'QUOTED'] as const;

/** One order in a comparison: as listed, with its line's category and whether it holds a quote. */
export interface ComparedOrder {
  order: OrderListItem;
  categoryId: number;
  solutionId: number;
  /** A sent quote with a price: only then are figures shown. */
  quoted: boolean;
}

function compared(order: OrderListItem): ComparedOrder | null {
  const line = order.lines?.[0];
  if (line?.categoryId === undefined || line.solutionId === undefined) return null;
  const quoted = order.state === 'QUOTED' && order.quoteDetails?.quotedPrice !== undefined;
  return { order, categoryId: line.categoryId, solutionId: line.solutionId, quoted };
}

/**
 * The customer's orders still being chosen, grouped by their line's category and, with `pathOf`
 * (the category and the ones above it), also by each broader category that gathers orders from
 * two or more categories below it. A group is kept when it has two or more orders and at least
 * one quote. Orders with several lines are grouped by their first line.
 */
export function comparisonGroups(
  orders: readonly OrderListItem[],
  organizationId: string,
  pathOf: (categoryId: number) => readonly number[] = (categoryId) => [categoryId],
): Map<number, ComparedOrder[]> {
  const groups = new Map<number, ComparedOrder[]>();
  for (const order of orders) {
    const ours = order.customer?.id !== undefined && String(order.customer.id) === organizationId;
    const choosing = CHOOSING_STATES.some((state) => state === order.state);
    const entry = ours && choosing ? compared(order) : null;
    if (entry === null) continue;
    const path = pathOf(entry.categoryId);
    const keys = path.includes(entry.categoryId) ? path : [entry.categoryId, ...path];
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const [id, group] of groups) {
    const categories = new Set(group.map((entry) => entry.categoryId));
    const broaderOfOne = !categories.has(id) && categories.size < 2;
    if (group.length < 2 || !group.some((entry) => entry.quoted) || broaderOfOne) groups.delete(id);
  }
  return groups;
}

/** The group an order belongs to, if it qualifies. */
export function groupOf(
  groups: Map<number, ComparedOrder[]>,
  orderId: number,
): { categoryId: number; orders: ComparedOrder[] } | null {
  for (const [categoryId, orders] of groups)
    if (orders.some((entry) => entry.order.id === orderId)) return { categoryId, orders };
  return null;
}

/** The outcome of ranking one row. */
export type RowRanking =
  /** The ids of the orders with the best value (ties: all of them). */
  | { kind: 'best'; ids: number[] }
  /** Values in different units (currencies): not ranked. */
  | { kind: 'not-comparable' }
  /** Fewer than two values to compare. */
  | { kind: 'none' };

/** A value of one row for one order: a number in a unit (currency, kg CO2e, date as a number). */
export interface RowValue {
  id: number;
  value: number;
  unit: string;
}

/**
 * The best value of one row: the lowest (`lower`) or highest (`higher`) among the values given.
 * Values in more than one unit are not ranked: a price in NOK and one in EUR are not compared.
 */
export function rankRow(values: readonly RowValue[], better: 'lower' | 'higher'): RowRanking {
  if (values.length < 2) return { kind: 'none' };
  if (new Set(values.map((entry) => entry.unit)).size > 1) return { kind: 'not-comparable' };
  const numbers = values.map((entry) => entry.value);
  const best = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  return { kind: 'best', ids: values.filter((entry) => entry.value === best).map((e) => e.id) };
}

/** A calendar date (`YYYY-MM-DD`) as a number to rank; null when it is not one. */
export function dayNumber(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time / 86_400_000;
}
