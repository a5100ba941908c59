import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { readCollection } from '../../lib/api-shapes';
import type { HttpClient } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { providerSchema, type Provider } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './catalogueQueryKeys';

/** The API refuses shorter names (spec 8); the UI shows a hint instead of asking. */
export const PROVIDER_NAME_MIN_LENGTH = 2;

/** `GET /providers?name=`: organisations with at least one public service. Empty name: all. */
export async function fetchProviders(
  client: HttpClient,
  baseUrl: string,
  name: string,
  signal?: AbortSignal,
): Promise<Provider[]> {
  const response = await client.request(`${baseUrl}/providers`, {
    query: { name: name || undefined },
    schema: v.unknown(),
    signal,
  });
  return readCollection(response.data, response.headers, providerSchema, {
    what: 'GET /providers',
    preferredKeys: ['providers', 'organizations'],
  }).items;
}

export function providersQueryOptions(
  client: HttpClient,
  baseUrl: string,
  language: Language,
  name: string,
) {
  const trimmed = name.trim();
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URL are fixed for the app's lifetime; the key names the data.
  return queryOptions({
    queryKey: catalogueKeys.providers(language, trimmed),
    queryFn: ({ signal }) => fetchProviders(client, baseUrl, trimmed, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
