import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { OrderListItem } from './orderListItem';
import { orderReadQueryOptions, type OrderPages, type OrderRead } from './orderLists';

const changedAt = (order: OrderListItem): number =>
  Date.parse(order.updatedAt ?? order.createdAt ?? '') || 0;

/**
 * Reads of the workspace as one: each order once, by id (one that moved from one read to another
 * between them is in both: its latest change is kept), and the reads' figures added.
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
    totalGiven: parts.every((part) => part.totalGiven === true),
  };
}

/** The reads' status as one, in the shape `QueryState` reads, and each read's data as read. */
function combine(results: UseQueryResult<OrderPages>[]) {
  const failed = results.find((result) => result.isError);
  const parts = results.map((result) => result.data);
  return {
    parts: parts.every((part): part is OrderPages => part !== undefined) ? parts : undefined,
    isPending: results.some((result) => result.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

/**
 * Some reads of the workspace (`OrderRead`s, each its own cached query) as one: `select` derives
 * what a view shows from each read's data, in the order asked, once per new data (decision 0102).
 * The header count and the home's "Needs your action" use `STEP_READS`, the home `RECENT_READ`
 * beside them.
 */
export function useOrderReads<T>(
  organizationId: string,
  reads: readonly OrderRead[],
  select: (parts: readonly OrderPages[]) => T,
) {
  const { parts, ...status } = useQueries({
    queries: reads.map((read) => orderReadQueryOptions(organizationId, read)),
    combine,
  });
  const data = useMemo(() => (parts ? select(parts) : undefined), [parts, select]);
  return { ...status, data };
}
