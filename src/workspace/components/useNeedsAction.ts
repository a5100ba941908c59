import { useCallback } from 'react';
import type { Organization } from '../../auth';
import { useQueryClient } from '@tanstack/react-query';
import { ourOrganization } from '../../lib/http';
import { useConfig } from '../../config';
import { joinParts, TRANSITION_RELATIONS, useOrderReads, type OrderPages } from '../../orders';
import { needsActionOf } from '../model/homeModel';
import { useStepReads } from './useStepReads';

/**
 * The orders that need the organisation's action, oldest first, and whether that is all of them:
 * from the orders in the states where a side it acts on has a step (`useStepReads`), which the
 * header count, the home and the planning board share (docs/decisions/0102).
 */
export function useNeedsAction(organization: Organization) {
  const organizationId = organization.id;
  const { ordersBaseUrl } = useConfig();
  const queryClient = useQueryClient();
  const select = useCallback(
    (parts: readonly OrderPages[]) =>
      needsActionOf(joinParts(parts), {
        organization: ourOrganization(queryClient, organizationId),
        knownRelations: TRANSITION_RELATIONS,
        apiBase: ordersBaseUrl,
      }),
    [organizationId, ordersBaseUrl, queryClient],
  );
  return useOrderReads(organizationId, useStepReads(organization), select);
}
