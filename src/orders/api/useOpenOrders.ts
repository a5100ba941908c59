import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { OrderListItem } from './orderListItem';
import { openOrdersQueryOptions, type OrderPages } from './orderLists';

const changedAt = (order: OrderListItem): number =>
  Date.parse(order.updatedAt ?? order.createdAt ?? '') || 0;

/**
 * The open orders as one read: each order once, by id (one that moved from one part to the other
 * between their reads is in both: its latest change is kept), and the parts' figures added.
 */
export function joinParts(parts: readonly OrderPages[]): OrderPages {
  const byId = new Map<number, OrderListItem>();
  for (const order of parts.flatMap((part) => part.orders)) {
    const seen = byId.get(order.id);
    if (seen === undefined || changedAt(order) >= changedAt(seen)) byId.set(order.id, order);
  }
  const listed = parts.reduce((sum, part) => sum + part.orders.length, 0);
  return {
    orders: [...byId.values()],
    total: parts.reduce((sum, part) => sum + part.total, 0) - (listed - byId.size),
    capped: parts.some((part) => part.capped),
    pagesRead: parts.reduce((sum, part) => sum + part.pagesRead, 0),
    filteredHere: parts.some((part) => part.filteredHere),
  };
}

/** The parts' status as one, in the shape `QueryState` reads, and each part's data as read. */
function combine(results: UseQueryResult<OrderPages>[]) {
  const failed = results.find((result) => result.isError);
  return {
    parts: results.map((result) => result.data),
    isPending: results.some((result) => result.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

/**
 * Every open order of the organisation, both parts of `OPEN_ORDER_PARTS` (each its own cached
 * query), as one read; `select` derives what a view shows, once per new data (decision 0102).
 * The header count and the workspace home are drawn from it.
 */
export function useOpenOrders<T>(organizationId: string, select: (read: OrderPages) => T) {
  const { parts, ...status } = useQueries({
    queries: [
      openOrdersQueryOptions(organizationId, 'work'),
      openOrdersQueryOptions(organizationId, 'other'),
    ],
    combine,
  });
  const [work, other] = parts;
  const data = useMemo(
    () => (work && other ? select(joinParts([work, other])) : undefined),
    [work, other, select],
  );
  return { ...status, data };
}
