import { queryOptions } from '@tanstack/react-query';
import { getCollection } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { providerSchema, type Provider } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

/** The API refuses shorter names (spec 8); the UI shows a hint instead of asking. */
export const PROVIDER_NAME_MIN_LENGTH = 2;

/** `GET /providers?name=`: organisations with at least one public service. Empty name: all. */
export async function fetchProviders(
  platform: Platform,
  name: string,
  signal?: AbortSignal,
): Promise<Provider[]> {
  const url = `${platform.catalogueBaseUrl}/providers`;
  const list = await getCollection(platform.http, url, providerSchema, {
    query: { name: name || undefined },
    signal,
    what: 'GET /providers',
    preferredKeys: ['providers', 'organizations'],
  });
  return list.items;
}

export function providersQueryOptions(language: Language, name: string) {
  const trimmed = name.trim();
  return queryOptions({
    queryKey: catalogueKeys.providers(language, trimmed),
    queryFn: ({ client, signal }) => fetchProviders(platformOf(client), trimmed, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
