import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import {
  co2eDataSchema,
  getCollection,
  integerIdSchema,
  optionalDecimal,
  optionalText,
} from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import { workspaceKeys } from './keys';

/**
 * One of the organisation's own services (spec 4.3): a catalogue solution (spec 2.6) plus whether it
 * is public. Loose: unknown fields pass through; figures the app only displays are optional so that
 * one incomplete record never hides the others.
 */
export const orgServiceSchema = v.looseObject({
  id: integerIdSchema,
  name: v.string(),
  description: optionalText,
  type: v.string(),
  module: optionalText,
  organizationId: v.optional(v.string()),
  categoryId: v.optional(integerIdSchema),
  categoryName: optionalText,
  /** Absent is read as not public: the app never claims a service is visible when it cannot tell. */
  public: v.optional(v.boolean(), false),
  co2eData: co2eDataSchema,
  functionalUnit: v.optional(
    v.nullable(
      v.looseObject({
        amount: optionalDecimal,
        unit: optionalText,
        expectedServiceLife: optionalDecimal,
      }),
    ),
  ),
});

export type OrgService = v.InferOutput<typeof orgServiceSchema>;

/** `GET {catalogue}/{orgId}/service` (spec 4.3): all of the organisation's services, public or not. */
export async function fetchOrgServices(
  platform: Platform,
  organizationId: string,
  signal?: AbortSignal,
): Promise<OrgService[]> {
  const url = `${platform.catalogueBaseUrl}/${encodeURIComponent(organizationId)}/service`;
  const list = await getCollection(platform.http, url, orgServiceSchema, {
    auth: true,
    signal,
    what: 'GET /{orgId}/service',
    preferredKeys: ['services', 'solutions'],
  });
  return list.items;
}

/** Category names come in the request's language (`Accept-Language`): the key names it. */
export function orgServicesQueryOptions(organizationId: string, language: string) {
  return queryOptions({
    queryKey: workspaceKeys.services(organizationId, language),
    queryFn: ({ client, signal }) => fetchOrgServices(platformOf(client), organizationId, signal),
    staleTime: 60_000,
  });
}
