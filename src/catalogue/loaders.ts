import { noop } from '@tanstack/react-query';
import type { PageLoader } from '../lib/router';
import { categoriesQueryOptions } from './api/categories';
import { parseFilters } from './search/filters';
import { resultsPageQueryOptions } from './search/resultsPage';
import { resultsViewOf, WIDE_SCREEN } from './search/searchLayout';

/**
 * The search page's first data, started while the page's code still loads (the route's lazy
 * `loader`): the category tree and, where the list is shown, its page for the URL's filters. The
 * same query options as the page's, so the page finds them in the cache (or on their way) and
 * asks nothing twice. Not awaited: the page shows the tree and the list with their own loading
 * states, and the map asks its own areas once its chunk is there.
 */
export const loadSearch: PageLoader = ({ queryClient, language }, { url }) => {
  // A failure is not shown here: the page meets the failed query and shows it, with a retry.
  queryClient.query(categoriesQueryOptions(language)).catch(noop);
  const params = url.searchParams;
  const listShown = resultsViewOf(params) === 'list' || window.matchMedia(WIDE_SCREEN).matches;
  if (listShown) {
    queryClient.query(resultsPageQueryOptions(language, parseFilters(params))).catch(noop);
  }
  return Promise.resolve();
};

/**
 * A service's page needs the category tree to find the service (`useServiceLookup`): the
 * navigation waits for it (usually in the cache already), so the page opens with it.
 */
export const loadServicePage: PageLoader = async ({ queryClient, language }) => {
  // `query` is TanStack Query's `ensureQueryData` now: the cached tree while it is fresh.
  await queryClient.query(categoriesQueryOptions(language)).catch(noop);
};
