import type { Language } from '../../lib/i18n';
import { checkedPage, solutionsPageQueryOptions, type SolutionsPage } from '../api/solutions';
import type { TreeIndex } from '../tree/treeIndex';
import { filtersToApiQuery, type SearchFilters } from './filters';

/** Services a page of the results list shows. */
export const RESULTS_PAGE_SIZE = 20;

/**
 * The results list's page for these filters: one query, read by the list, by the map (to show the
 * listed service a visitor points at), by the broad-category hint (its total) and fetched ahead on
 * its loader (`../loaders.ts`). Equal filters give equal keys, so all of them share one request.
 * With the category tree, its services are checked against the category too (a page read before
 * the tree was loaded is judged again, against the query it was read for; `checkedPage`).
 */
export function resultsPageQueryOptions(
  language: Language,
  filters: SearchFilters,
  tree?: TreeIndex,
) {
  const query = filtersToApiQuery(filters);
  const options = solutionsPageQueryOptions(language, query, filters.page, RESULTS_PAGE_SIZE);
  return tree === undefined
    ? options
    : // A page shown while the next filters' page loads (`keepPreviousData`) is judged against
      // its own query, never against the filters it was not read for.
      { ...options, select: (page: SolutionsPage) => checkedPage(page, tree) };
}
