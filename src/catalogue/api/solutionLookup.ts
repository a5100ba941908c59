import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { HttpClient } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { solutionSchema, type Solution } from './schemas';
import { fetchSolutionsPage } from './solutions';
import { findSolutionById } from './findSolutionById';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './catalogueQueryKeys';

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
    const direct = v.safeParse(solutionSchema, data);
    if (direct.success && direct.output.id === id) return direct.output;
    if (v.is(withItems, data)) lists.push(data.items);
    if (v.is(withPages, data)) lists.push(...data.pages.map((page) => page.items));
    for (const items of lists) {
      for (const item of items) {
        const parsed = v.safeParse(solutionSchema, item);
        if (parsed.success && parsed.output.id === id) return parsed.output;
      }
    }
  }
  return undefined;
}

/**
 * Resolves null when the service is not listed under `categoryName` (or above it): removed, made
 * private, or its category changed to an unrelated one.
 */
export async function lookUpSolution(
  client: HttpClient,
  baseUrl: string,
  id: number,
  categoryName: string,
  organizationId: string | undefined,
  signal?: AbortSignal,
): Promise<Solution | null> {
  const fetchPage = (
    query: Readonly<Record<string, string>>,
    pageNumber: number,
    pageSize: number,
    pageSignal?: AbortSignal,
  ) => fetchSolutionsPage(client, baseUrl, query, pageNumber, pageSize, pageSignal);
  const result = await findSolutionById(fetchPage, id, categoryName, { organizationId, signal });
  return result.solution;
}

export interface SolutionLookupInput {
  id: number;
  /** Class name of the order line's (or link's) category; the service sits on it or above it. */
  categoryName: string;
  /** Narrows the search when a link names the provider. */
  organizationId?: string | undefined;
}

/**
 * One service by id, cached under its id alone so every page that shows it shares one lookup.
 * Starts from a service already in the search caches when there is one.
 */
export function solutionQueryOptions(
  client: HttpClient,
  baseUrl: string,
  queryClient: QueryClient,
  language: Language,
  input: SolutionLookupInput,
) {
  const { id, categoryName, organizationId } = input;
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The key names the service; the category and provider only say where to look for it.
  return queryOptions({
    queryKey: catalogueKeys.solution(language, id),
    queryFn: ({ signal }) =>
      lookUpSolution(client, baseUrl, id, categoryName, organizationId, signal),
    initialData: () => findCachedSolution(queryClient, language, id),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
