import { sameOrganization, type OurOrganization } from '../../lib/api-shapes';
import type { OrderListItem } from '../api/orderListItem';
import { requestOf, type OrderRequest } from './requestMark';

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
  /** The request it was asked in with others (decision 0177); null when made on its own. */
  request: OrderRequest | null;
}

function compared(order: OrderListItem): ComparedOrder | null {
  const line = order.lines?.[0];
  if (line?.categoryId === undefined || line.solutionId === undefined) return null;
  const quoted = order.state === 'QUOTED' && order.quoteDetails?.quotedPrice !== undefined;
  const request = requestOf(order);
  return { order, categoryId: line.categoryId, solutionId: line.solutionId, quoted, request };
}

/** Worth comparing: two or more orders, at least one of them quoted. */
const comparable = (group: readonly ComparedOrder[]) =>
  group.length >= 2 && group.some((entry) => entry.quoted);

/**
 * The customer's orders still being chosen, grouped by their line's category and, with `pathOf`
 * (the category and the ones above it), also by each broader category that gathers orders from
 * two or more categories below it. A group is kept when it has two or more orders and at least
 * one quote (`keep`). Orders with several lines are grouped by their first line. These are where
 * a person finds quotes to add to a comparison; a comparison opens on one request
 * (`requestGroups`).
 */
export function comparisonGroups(
  orders: readonly OrderListItem[],
  organization: OurOrganization,
  pathOf: (categoryId: number) => readonly number[] = (categoryId) => [categoryId],
  keep: (group: readonly ComparedOrder[]) => boolean = comparable,
): Map<number, ComparedOrder[]> {
  const groups = new Map<number, ComparedOrder[]>();
  for (const order of orders) {
    const ours = sameOrganization(organization, order.customer);
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
    if (!keep(group) || broaderOfOne) groups.delete(id);
  }
  return groups;
}

/** The customer's orders still being chosen (requested or quoted) that have a line, each once. */
export function choosingEntries(
  orders: readonly OrderListItem[],
  organization: OurOrganization,
): ComparedOrder[] {
  return [
    ...comparisonGroups(
      orders,
      organization,
      (id) => [id],
      () => true,
    ).values(),
  ].flat();
}

/**
 * The customer's orders still being chosen, by the request they were asked in (decision 0177):
 * mark → its orders. Only requests of two or more orders with a quote among them are kept.
 */
export function requestGroups(entries: readonly ComparedOrder[]): Map<string, ComparedOrder[]> {
  const groups = new Map<string, ComparedOrder[]>();
  for (const entry of entries)
    if (entry.request !== null)
      groups.set(entry.request.mark, [...(groups.get(entry.request.mark) ?? []), entry]);
  for (const [mark, group] of groups) if (!comparable(group)) groups.delete(mark);
  return groups;
}

/**
 * The orders to offer to cancel once `accepted` is accepted: the other orders still being chosen
 * of its request, whether on screen or not, and only those. An order made on its own closes only
 * the other orders on their own that the person put beside it, never another request's.
 */
export function othersOfRequest(
  accepted: ComparedOrder,
  compared: readonly ComparedOrder[],
  choosing: readonly ComparedOrder[],
): ComparedOrder[] {
  const mark = accepted.request?.mark;
  const pool = mark === undefined ? compared : choosing;
  return pool.filter(
    (entry) => entry.order.id !== accepted.order.id && entry.request?.mark === mark,
  );
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

/** A value of one row for one order: a number in a unit (currency, kg CO2e per unit, days). */
export interface RowValue {
  id: number;
  value: number;
  unit: string;
}

/** The best of the values that share one unit: the ids holding it (ties: all of them). */
export interface UnitBest {
  unit: string;
  ids: number[];
}

/**
 * The outcome of ranking one row, unit by unit. `best`: one entry per unit held by two or more
 * values. `leftOut`: the values alone in their unit while the row holds others, so they are
 * compared with nothing (a price in EUR beside prices in NOK). A row of fewer than two values
 * ranks nothing and leaves nothing out.
 */
export interface RowRanking {
  best: UnitBest[];
  leftOut: RowValue[];
}

/**
 * The best value of one row within each unit: the lowest (`lower`) or highest (`higher`) among the
 * values in the same unit. Values are never converted: a price in NOK is ranked only against
 * prices in NOK, and a price alone in EUR is left out.
 */
export function rankRow(values: readonly RowValue[], better: 'lower' | 'higher'): RowRanking {
  if (values.length < 2) return { best: [], leftOut: [] };
  const byUnit = new Map<string, RowValue[]>();
  for (const entry of values) byUnit.set(entry.unit, [...(byUnit.get(entry.unit) ?? []), entry]);
  const best: UnitBest[] = [];
  const leftOut: RowValue[] = [];
  for (const [unit, group] of byUnit) {
    if (group.length < 2) {
      leftOut.push(...group);
      continue;
    }
    const numbers = group.map((entry) => entry.value);
    const top = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
    best.push({ unit, ids: group.filter((entry) => entry.value === top).map((e) => e.id) });
  }
  return { best, leftOut };
}

/** A calendar date (`YYYY-MM-DD`) as a number to rank; null when it is not one. */
export function dayNumber(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time / 86_400_000;
}
