import { useMemo } from 'react';
import { useOrganization } from '../auth';
import { useConfig } from '../config';
import { useHttpClient } from '../lib/http';
import type { WorkspaceApi } from './api/workspaceApi';

/** Inside `RequireOrganization`: the client, API bases and the chosen organisation. */
export function useWorkspaceApi(): WorkspaceApi {
  const client = useHttpClient();
  const { catalogueBaseUrl, ordersBaseUrl } = useConfig();
  const { id } = useOrganization();
  return useMemo(
    () => ({ client, catalogueBaseUrl, ordersBaseUrl, organizationId: id }),
    [client, catalogueBaseUrl, ordersBaseUrl, id],
  );
}
