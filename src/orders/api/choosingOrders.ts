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
 * the header count reads too (decision 0102); `comparisonGroups` keeps the customer's. A view of
 * them reads the part again when it opens (`staleTime` 0 for its observer): the quotes a customer
 * chooses between may have come a moment ago. Unchanged pages cost a 304 and no body.
 */
export function choosingOrdersQueryOptions(organizationId: string) {
  return queryOptions({
    ...openOrdersQueryOptions(organizationId, 'other'),
    select: choosingOf,
    staleTime: 0,
  });
}
