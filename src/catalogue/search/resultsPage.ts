import type { Language } from '../../lib/i18n';
import { solutionsPageQueryOptions } from '../api/solutions';
import { filtersToApiQuery, type SearchFilters } from './filters';

/** Services a page of the results list shows. */
export const RESULTS_PAGE_SIZE = 20;

/**
 * The results list's page for these filters: one query, read by the list, by the map (to show the
 * listed service a visitor points at), by the broad-category hint (its total) and fetched ahead on
 * its loader (`../loaders.ts`). Equal filters give equal keys, so all of them share one request.
 */
export function resultsPageQueryOptions(language: Language, filters: SearchFilters) {
  return solutionsPageQueryOptions(
    language,
    filtersToApiQuery(filters),
    filters.page,
    RESULTS_PAGE_SIZE,
  );
}
