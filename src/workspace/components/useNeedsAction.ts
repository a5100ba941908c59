import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConfig } from '../../config';
import {
  ordersWithOurStepQueryOptions,
  TRANSITION_RELATIONS,
  type OrdersWithOurStep,
} from '../../orders';
import { needsActionOf } from '../model/homeModel';

/**
 * The orders that need the organisation's action, oldest first, and whether that is all of them:
 * one query shared by the header count and the home (docs/decisions/0130).
 */
export function useNeedsAction(organizationId: string) {
  const { ordersBaseUrl } = useConfig();
  const select = useCallback(
    (read: OrdersWithOurStep) =>
      needsActionOf([read.customer, read.supplier], {
        organizationId,
        knownRelations: TRANSITION_RELATIONS,
        apiBase: ordersBaseUrl,
      }),
    [organizationId, ordersBaseUrl],
  );
  return useQuery({ ...ordersWithOurStepQueryOptions(organizationId), select });
}
