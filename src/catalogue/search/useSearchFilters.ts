import { useCallback, useMemo } from 'react';
import { useUrlSearchParams, withParam } from '../../lib/router';
import { filtersToParams, parseFilters, withFilters, type SearchFilters } from './filters';

import { resultsViewOf, type ResultsView } from './searchLayout';

/**
 * The search's filters, read from and written to the URL. A change shows at once (the inputs are
 * bound to the optimistic parameters), while the navigation commits in a transition.
 */
export function useSearchFilters() {
  const [params, setParams] = useUrlSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const view = resultsViewOf(params);
  const live = params.get('live') === '1';

  const update = useCallback(
    (change: Partial<SearchFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => filtersToParams(withFilters(parseFilters(current), change), current), {
        replace: options.replace ?? false,
      });
    },
    [setParams],
  );

  const setOption = useCallback(
    (key: 'view' | 'live', value: string | undefined) => {
      setParams((next) => withParam(next, key, value), { replace: true });
    },
    [setParams],
  );

  return {
    filters,
    update,
    view,
    setView: useCallback(
      (next: ResultsView) => setOption('view', next === 'map' ? 'map' : undefined),
      [setOption],
    ),
    live,
    setLive: useCallback((on: boolean) => setOption('live', on ? '1' : undefined), [setOption]),
    searchString: params.toString(),
  };
}
