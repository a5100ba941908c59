import { queryOptions } from '@tanstack/react-query';
import { walkPages, type PagesRead } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { providerSchema, type Provider } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

/** The API refuses shorter names (spec 8); the UI shows a hint instead of asking. */
export const PROVIDER_NAME_MIN_LENGTH = 2;

/** Pages of providers read at most, however the server continues the list (`walkPages`). */
export const PROVIDER_MAX_PAGES = 10;

/**
 * `GET /providers?name=`: organisations with at least one public service (empty name: all). The
 * spec shows no paging; a server that pages anyway is followed wherever it says the list goes on
 * (`walkPages`: links, continuation values), up to {@link PROVIDER_MAX_PAGES}; what is left is
 * said (`capped`), never dropped silently.
 */
export async function fetchProviders(
  platform: Platform,
  name: string,
  signal?: AbortSignal,
): Promise<PagesRead<Provider>> {
  return walkPages(platform.http, `${platform.catalogueBaseUrl}/providers`, providerSchema, {
    query: { name: name || undefined },
    signal,
    what: 'GET /providers',
    preferredKeys: ['providers', 'organizations'],
    maxPages: PROVIDER_MAX_PAGES,
  });
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
