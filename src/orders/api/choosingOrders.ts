import { queryOptions } from '@tanstack/react-query';
import { CHOOSING_STATES } from '../model/comparison';
import { orderReadQueryOptions } from './orderLists';

/** The customer's orders still being chosen: requested or quoted (`CHOOSING_STATES`). */
export const CHOOSING_READ = { role: 'customer', states: CHOOSING_STATES } as const;

/**
 * The orders still being chosen: what the quote comparison, the order list's "Compare" and an
 * order page's link to it are built from (decision 0102); `comparisonGroups` keeps the customer's.
 * A view of them reads them again when it opens (`staleTime` 0 for its observer): the quotes a
 * customer chooses between may have come a moment ago. Unchanged pages cost a 304 and no body.
 */
export function choosingOrdersQueryOptions(organizationId: string) {
  return queryOptions({
    ...orderReadQueryOptions(organizationId, CHOOSING_READ),
    staleTime: 0,
  });
}
