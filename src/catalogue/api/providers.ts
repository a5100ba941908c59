import { queryOptions } from '@tanstack/react-query';
import { getCollection, type Collection } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { providerSchema, type Provider } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

/** The API refuses shorter names (spec 8); the UI shows a hint instead of asking. */
export const PROVIDER_NAME_MIN_LENGTH = 2;

/** Pages of providers read at most, following the server's `next` links. */
export const PROVIDER_MAX_PAGES = 10;

export interface ProviderList {
  items: Provider[];
  /** The server said there are more than were read (a `next` link or a larger total). */
  more: boolean;
}

/**
 * `GET /providers?name=`: organisations with at least one public service (empty name: all). The
 * spec shows no paging; a server that pages anyway is followed by its `next` links, up to
 * {@link PROVIDER_MAX_PAGES}; what is left is said (`more`), never dropped silently.
 */
export async function fetchProviders(
  platform: Platform,
  name: string,
  signal?: AbortSignal,
): Promise<ProviderList> {
  const items: Provider[] = [];
  let url: string | undefined = `${platform.catalogueBaseUrl}/providers`;
  let query: { name: string | undefined } | undefined = { name: name || undefined };
  let total: number | undefined;
  for (let page = 0; url !== undefined && page < PROVIDER_MAX_PAGES; page += 1) {
    const list: Collection<Provider> = await getCollection(platform.http, url, providerSchema, {
      query,
      signal,
      what: 'GET /providers',
      preferredKeys: ['providers', 'organizations'],
    });
    items.push(...list.items);
    total ??= list.total;
    url = list.paging.links.next;
    // A `next` link carries its own query.
    query = undefined;
  }
  return { items, more: url !== undefined || (total !== undefined && total > items.length) };
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
