import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mayActOn, type Organization } from '../../auth';
import { sideOf } from '../../lib/api-shapes';
import { ourOrganization } from '../../lib/http';
import {
  orderReadQueryOptions,
  RECENT_READ,
  stepReadsOf,
  type OrderPages,
  type OrderRead,
} from '../../orders';

/**
 * The step reads for the organisation (`stepReadsOf`): of the sides it may act on (`mayActOn`:
 * those its claim names, or both when it names none). The claim is the platform's word and the
 * orders have the last one: once the home's newest page shows us on a side the claim did not
 * name, both sides are read (decision 0102). Sends nothing itself: it looks at the newest page
 * only where a page has read it.
 */
export function useStepReads(organization: Organization): readonly OrderRead[] {
  const queryClient = useQueryClient();
  const claimed = organization.sides;
  const { data: contradicted = false } = useQuery({
    ...orderReadQueryOptions(organization.id, RECENT_READ),
    enabled: false,
    select: (read: OrderPages) => {
      const us = ourOrganization(queryClient, organization.id);
      return read.orders.some((order) => {
        const side = sideOf(order, us);
        return side !== undefined && !mayActOn({ sides: claimed }, side);
      });
    },
  });
  return useMemo(
    () => stepReadsOf((side) => contradicted || mayActOn({ sides: claimed }, side)),
    [claimed, contradicted],
  );
}
