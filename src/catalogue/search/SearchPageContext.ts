import { createContext, useContext } from 'react';
import type { Solution } from '../api/schemas';
import type { TreeIndex } from '../tree/treeIndex';
import type { SearchFilters } from './filters';

/** The service a visitor points at in the list or on the map, and how to change it. */
export interface Highlight {
  id: number | null;
  set: (id: number | null) => void;
}

/**
 * What the parts of the search page share, provided once by `SearchPage`: the filters (from the
 * URL) and their `update`, the category index, the highlighted service and the link to a
 * service's page with this search kept. `SearchPage` keeps the value stable while none changes.
 */
export interface SearchPageState {
  filters: SearchFilters;
  update: (change: Partial<SearchFilters>) => void;
  index: TreeIndex | undefined;
  highlight: Highlight;
  hrefOf: (solution: Solution) => string;
}

export const SearchPageContext = createContext<SearchPageState | null>(null);

/** Inside `SearchPage`: its shared state (throws outside). */
export function useSearchPage(): SearchPageState {
  const state = useContext(SearchPageContext);
  if (!state) throw new Error('useSearchPage must be used inside <SearchPage>');
  return state;
}
