import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConfig } from '../../config';
import { openOrdersQueryOptions, TRANSITION_RELATIONS, type OrderPages } from '../../orders';
import { needsActionOf } from '../model/homeModel';

/**
 * The orders that need the organisation's action, oldest first, and whether that is all of them:
 * from the one read of the open orders that the header count, the home and the planning board
 * share (docs/decisions/0102).
 */
export function useNeedsAction(organizationId: string) {
  const { ordersBaseUrl } = useConfig();
  const select = useCallback(
    (read: OrderPages) =>
      needsActionOf(read, {
        organizationId,
        knownRelations: TRANSITION_RELATIONS,
        apiBase: ordersBaseUrl,
      }),
    [organizationId, ordersBaseUrl],
  );
  return useQuery({ ...openOrdersQueryOptions(organizationId), select });
}
