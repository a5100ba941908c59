import { queryOptions } from '@tanstack/react-query';
import { CHOOSING_STATES } from '../model/comparison';
import { openOrdersQueryOptions, type OrderPages } from './orderLists';

const isChoosing = (state: string) => CHOOSING_STATES.some((known) => known === state);

/** The open orders still being chosen (requested or quoted), from the part that holds them. */
const choosingOf = (read: OrderPages): OrderPages => ({
  ...read,
  orders: read.orders.filter((order) => isChoosing(order.state)),
});

/**
 * The orders still being chosen: what the quote comparison, the order list's "Compare" and an
 * order page's link to it are built from. Drawn from the `other` part of the open orders, which
 * the header count reads too (decision 0102), so the comparison adds no list request of its own;
 * `comparisonGroups` keeps the customer's.
 */
export function choosingOrdersQueryOptions(organizationId: string) {
  return queryOptions({ ...openOrdersQueryOptions(organizationId, 'other'), select: choosingOf });
}
