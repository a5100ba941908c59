import { noop } from '@tanstack/react-query';
import type { PrefetchPage } from '../../lib/router';
import { yieldToBrowser } from '../../lib/yieldToBrowser';
import { categoriesQueryOptions } from '../api/categories';
import { parseFilters } from './filters';
import { resultsPageQueryOptions } from './resultsPage';
import { resultsViewOf, WIDE_SCREEN } from './searchLayout';

/**
 * The search page's first data, asked as soon as `config.json` is known, while the page's code still
 * loads (docs/decisions/0066-first-paint-before-config.md): the category tree and, where the list is
 * shown, its page for the URL's filters. The same query options as the page's, so the page finds
 * them in the cache (or on their way) and asks nothing twice. The map asks its own areas once its
 * chunk is there: which areas depends on the map's size and view. The list's page is asked in a
 * task after the tree's: starting a query and its request takes the main thread a few
 * milliseconds each (docs/decisions/0173).
 */
export const prefetch: PrefetchPage = (queryClient, { language, search }) => {
  // A failure is not shown here: the page meets the failed query and shows it, with a retry.
  queryClient.query(categoriesQueryOptions(language)).catch(noop);
  const params = new URLSearchParams(search);
  const listShown = resultsViewOf(params) === 'list' || window.matchMedia(WIDE_SCREEN).matches;
  if (listShown) {
    void yieldToBrowser().then(() =>
      queryClient.query(resultsPageQueryOptions(language, parseFilters(params))).catch(noop),
    );
  }
};
