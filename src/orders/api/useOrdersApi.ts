import { useMemo } from 'react';
import { useOrganization } from '../../auth';
import { useConfig } from '../../config';
import { useHttpClient } from '../../lib/http';
import type { OrdersApi } from './orders';

/** The orders API for the chosen organisation (inside `RequireOrganization`). */
export function useOrdersApi(): OrdersApi {
  const client = useHttpClient();
  const { ordersBaseUrl } = useConfig();
  const { id: organizationId } = useOrganization();
  return useMemo(
    () => ({ client, baseUrl: ordersBaseUrl, organizationId }),
    [client, ordersBaseUrl, organizationId],
  );
}
