import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Language } from '../../lib/i18n';
import { solutionSchema, type Solution } from './schemas';
import { fetchSolutionsPage, type SolutionsPage, type SolutionsQuery } from './solutions';
import { findSolutionById } from './findSolutionById';
import type { TreeIndex } from '../tree/treeIndex';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

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
  client: QueryClient,
  id: number,
  categoryName: string,
  organizationId: string | undefined,
  signal?: AbortSignal,
): Promise<Solution | null> {
  // Pages are read in order; each after the one before, so its `next` link is followed and a
  // page that brings nothing new ends the search (`getPage`). A service is found by its id among
  // every service a page sent: the query only narrows where to look, and a page's matches alone
  // would look like a short last page.
  let previous: SolutionsPage | undefined;
  const fetchPage = async (
    query: SolutionsQuery,
    pageNumber: number,
    pageSize: number,
    pageSignal?: AbortSignal,
  ) => {
    const before = pageNumber === 0 ? undefined : previous;
    previous = await fetchSolutionsPage(client, query, pageNumber, pageSize, pageSignal, before);
    return { ...previous, items: previous.sent };
  };
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
 * The class name a link's category is looked up under: the tree's, or '' (that provider's
 * services) for a category the tree does not hold when the link names a provider, since that is
 * an organisation's own (spec 4.2 rule 3); undefined when neither says where to look.
 */
export function lookupCategoryName(
  index: TreeIndex,
  categoryId: number,
  organizationId: string | undefined,
): string | undefined {
  const at = index.indexById.get(categoryId);
  if (at !== undefined) return index.keys[at];
  return organizationId ? '' : undefined;
}

/**
 * One service by id, looked up under the category (and provider) that says where it is listed.
 * The caller starts it from a service already in the search caches when there is one
 * (`initialData: () => findCachedSolution(…)`, see details/useServiceLookup.ts).
 */
export function solutionQueryOptions(language: Language, input: SolutionLookupInput) {
  const { id, categoryName, organizationId } = input;
  return queryOptions({
    queryKey: catalogueKeys.solution(language, id, { categoryName, organizationId }),
    queryFn: ({ client, signal }) =>
      lookUpSolution(client, id, categoryName, organizationId, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
