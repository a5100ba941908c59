import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ourOrganization } from '../../lib/http';
import { useConfig } from '../../config';
import { TRANSITION_RELATIONS, useOpenOrders, type OrderPages } from '../../orders';
import { needsActionOf } from '../model/homeModel';

/**
 * The orders that need the organisation's action, oldest first, and whether that is all of them:
 * from the open orders that the header count and the home share (docs/decisions/0102).
 */
export function useNeedsAction(organizationId: string) {
  const { ordersBaseUrl } = useConfig();
  const queryClient = useQueryClient();
  const select = useCallback(
    (read: OrderPages) =>
      needsActionOf(read, {
        organization: ourOrganization(queryClient, organizationId),
        knownRelations: TRANSITION_RELATIONS,
        apiBase: ordersBaseUrl,
      }),
    [organizationId, ordersBaseUrl, queryClient],
  );
  return useOpenOrders(organizationId, select);
}
