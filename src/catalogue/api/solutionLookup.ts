import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { HttpClient } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { solutionSchema, type Solution } from './schemas';
import { fetchSolutionsPage, MAX_PAGE_SIZE } from './solutions';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './catalogueQueryKeys';

/** Pages looked through at most when finding one service (100 each). */
const LOOKUP_MAX_PAGES = 20;

const withItems = v.object({ items: v.array(v.unknown()) });
const withPages = v.object({ pages: v.array(withItems) });

/** A service already loaded by a search (list page or map) in this language, if any. */
export function findCachedSolution(
  queryClient: QueryClient,
  language: Language,
  id: number,
): Solution | undefined {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...catalogueKeys.all(language), 'solutions'] });
  for (const query of queries) {
    const data: unknown = query.state.data;
    const lists: unknown[][] = [];
    if (v.is(withItems, data)) lists.push(data.items);
    if (v.is(withPages, data)) lists.push(...data.pages.map((page) => page.items));
    for (const items of lists) {
      for (const item of items) {
        if (v.is(solutionSchema, item) && item.id === id) return item;
      }
    }
  }
  return undefined;
}

/**
 * The spec has no endpoint for one service: find it among its provider's services on its own
 * category (`organizationIds` + `category` + `categoryMatch=exact`), usually the first page.
 * `category` '' (a category of the provider's own, not in the shared tree: spec 4.2 rule 3)
 * looks through all of the provider's services. Resolves null when it is not there (removed, or
 * made private).
 */
export async function lookUpSolution(
  client: HttpClient,
  baseUrl: string,
  id: number,
  organizationId: string,
  category: string,
  signal?: AbortSignal,
): Promise<Solution | null> {
  const query: Record<string, string> =
    category === ''
      ? { organizationIds: organizationId }
      : { organizationIds: organizationId, category, categoryMatch: 'exact' };
  for (let page = 0; page < LOOKUP_MAX_PAGES; page += 1) {
    const result = await fetchSolutionsPage(client, baseUrl, query, page, MAX_PAGE_SIZE, signal);
    const found = result.items.find((item) => item.id === id);
    if (found) return found;
    if (result.items.length < MAX_PAGE_SIZE || (page + 1) * MAX_PAGE_SIZE >= result.total) break;
  }
  return null;
}

export function solutionLookupQueryOptions(
  client: HttpClient,
  baseUrl: string,
  language: Language,
  id: number,
  organizationId: string,
  category: string,
) {
  // The client and base URL are fixed for the app's lifetime; the key names the data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: catalogueKeys.solutionLookup(language, id, organizationId, category),
    queryFn: ({ signal }) => lookUpSolution(client, baseUrl, id, organizationId, category, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
