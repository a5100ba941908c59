import { noop } from '@tanstack/react-query';
import type { PageLoader } from '../lib/router';
import { categoriesQueryOptions } from './api/categories';
import { findCachedSolution, lookupCategoryName, solutionQueryOptions } from './api/solutionLookup';
import { serviceAddressOf } from './details/serviceAddress';
import { parseFilters } from './search/filters';
import { resultsPageQueryOptions } from './search/resultsPage';
import { resultsViewOf, WIDE_SCREEN } from './search/searchLayout';
import { treeIndexOf } from './tree/treeIndex';

/**
 * The search page's first data, started while the page's code still loads (the route's
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
 * navigation waits for it (usually in the cache already), so the page opens with it. The service's
 * lookup starts here too, once the tree is there, so it is on its way while the page first renders;
 * the same query options as the page's, and nothing when a search has the service already.
 */
export const loadServicePage: PageLoader = async ({ queryClient, language }, { url, params }) => {
  // `query` is TanStack Query's `ensureQueryData` now: the cached tree while it is fresh.
  const tree = await queryClient.query(categoriesQueryOptions(language)).catch(noop);
  const { id, provider: organizationId, categoryId } = serviceAddressOf(params, url.searchParams);
  if (!tree || id === undefined || categoryId === undefined) return;
  if (findCachedSolution(queryClient, language, id)) return;
  const categoryName = lookupCategoryName(treeIndexOf(tree), categoryId, organizationId);
  if (categoryName === undefined) return;
  queryClient
    .query(solutionQueryOptions(language, { id, categoryName, organizationId }))
    .catch(noop);
};
