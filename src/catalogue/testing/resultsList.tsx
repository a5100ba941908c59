import type { ReactNode } from 'react';
import { ResultsList } from '../search/ResultsList';
import { DEFAULT_FILTERS, type SearchFilters } from '../search/filters';
import { SearchPageContext, type SearchPageState } from '../search/SearchPageContext';

/** The search page's shared state for a test: `filters` over the defaults, nothing highlighted. */
export function searchPageState(
  filters: Partial<SearchFilters>,
  rest: Partial<Omit<SearchPageState, 'filters'>> = {},
): SearchPageState {
  return {
    filters: { ...DEFAULT_FILTERS, ...filters },
    update: () => {},
    index: undefined,
    highlight: { id: null, set: () => {} },
    hrefOf: (solution) => `/services/${String(solution.id)}`,
    ...rest,
  };
}

/** `ResultsList` inside the search page's context `page`, after `children` (a test's controls). */
export function ResultsListIn({ page, children }: { page: SearchPageState; children?: ReactNode }) {
  return (
    <SearchPageContext value={page}>
      {children}
      <ResultsList />
    </SearchPageContext>
  );
}
