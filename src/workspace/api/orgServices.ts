import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import {
  co2eDataSchema,
  integerIdSchema,
  optionalDecimal,
  readCollection,
} from '../../lib/api-shapes';
import { trimSlash, type WorkspaceApi } from './workspaceApi';
import { workspaceKeys } from './workspaceKeys';

const numberOrAbsent = optionalDecimal;
const textOrAbsent = v.optional(v.nullable(v.string()));

/**
 * One of the organisation's own services (spec 4.3): a catalogue solution (spec 2.6) plus whether it
 * is public. Loose: unknown fields pass through; figures the app only displays are optional so that
 * one incomplete record never hides the others.
 */
export const orgServiceSchema = v.looseObject({
  id: integerIdSchema,
  name: v.string(),
  description: textOrAbsent,
  type: v.string(),
  module: textOrAbsent,
  organizationId: v.optional(v.string()),
  categoryId: v.optional(integerIdSchema),
  categoryName: textOrAbsent,
  /** Absent is read as not public: the app never claims a service is visible when it cannot tell. */
  public: v.optional(v.boolean(), false),
  co2eData: co2eDataSchema,
  functionalUnit: v.optional(
    v.nullable(
      v.looseObject({
        amount: numberOrAbsent,
        unit: textOrAbsent,
        expectedServiceLife: numberOrAbsent,
      }),
    ),
  ),
});

export type OrgService = v.InferOutput<typeof orgServiceSchema>;

/** `GET {catalogue}/{orgId}/service` (spec 4.3): all of the organisation's services, public or not. */
export async function fetchOrgServices(
  api: WorkspaceApi,
  signal?: AbortSignal,
): Promise<OrgService[]> {
  const url = `${trimSlash(api.catalogueBaseUrl)}/${encodeURIComponent(api.organizationId)}/service`;
  const response = await api.client.request(url, {
    auth: true,
    schema: v.unknown(),
    signal,
  });
  return readCollection(response.data, response.headers, orgServiceSchema, {
    what: 'GET /{orgId}/service',
    preferredKeys: ['services', 'solutions'],
  }).items;
}

export function orgServicesQueryOptions(api: WorkspaceApi, language: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URLs are fixed for the app's lifetime; the key names the organisation.
  return queryOptions({
    queryKey: workspaceKeys.services(api.organizationId, language),
    queryFn: ({ signal }) => fetchOrgServices(api, signal),
    staleTime: 60_000,
  });
}
