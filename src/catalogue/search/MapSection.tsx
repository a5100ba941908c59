import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n, useT } from '../../lib/i18n';
import { Spinner } from '../../ui';
import { messages } from '../messages';
import { latLngOf } from '../api/schemas';
import { filtersToApiQuery, formatBox, type Box, type SearchFilters } from './filters';
import { resultsPageQueryOptions } from './resultsPage';
import { useSearchPage } from './SearchPageContext';

const ResultsMap = lazy(() => import('../map/ResultsMap'));

/** Moves of the map settle for this long before "search as I move the map" searches. */
export const LIVE_SEARCH_DEBOUNCE_MS = 700;

export interface MapSectionProps {
  /** "Search as I move the map" (kept in the URL). */
  live: boolean;
  onLiveChange: (live: boolean) => void;
}

/**
 * The map with its controls: "Search this area" and the live switch. The map asks its own areas
 * (the filters without the box); the list keeps the box of the last area searched.
 */
export function MapSection({ live, onLiveChange }: MapSectionProps) {
  const t = useT(messages);
  const id = useId();
  const { filters, update, highlight, hrefOf } = useSearchPage();
  const onSearchArea = useCallback((box: Box) => update({ box }), [update]);
  const [moved, setMoved] = useState<Box | undefined>(undefined);
  // The same parameters keep the same object (rebuilt from their text only when it changes).
  const apiQuery = filtersToApiQuery({ ...filters, box: undefined, page: 0 });
  const apiText = JSON.stringify(apiQuery);
  const [stable, setStable] = useState({ text: apiText, query: apiQuery });
  if (stable.text !== apiText) setStable({ text: apiText, query: apiQuery });
  const query = stable.text === apiText ? stable.query : apiQuery;
  const highlighted = useListedPoint(filters, highlight.id);

  const currentKey = filters.box ? formatBox(filters.box) : undefined;
  const movedKey = moved ? formatBox(moved) : undefined;
  const pending = moved !== undefined && movedKey !== currentKey;

  // "Search as I move the map": one search once the map has been still for a moment.
  useEffect(() => {
    if (!live || !moved || !pending) return undefined;
    const timer = setTimeout(() => onSearchArea(moved), LIVE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [live, moved, pending, onSearchArea]);

  return (
    <div className="map-section">
      <div className="map-toolbar">
        <button
          type="button"
          className="button button--primary"
          disabled={!pending}
          onClick={() => {
            if (moved) onSearchArea(moved);
          }}
        >
          {t('map.searchArea')}
        </button>
        <div className="checkbox">
          <input
            id={`${id}-live`}
            type="checkbox"
            checked={live}
            onChange={(event) => onLiveChange(event.target.checked)}
          />
          <label htmlFor={`${id}-live`}>{t('map.live')}</label>
        </div>
      </div>
      <Suspense
        fallback={
          <div className="map-placeholder">
            <Spinner label={t('map.loading')} />
          </div>
        }
      >
        <ResultsMap
          query={query}
          box={filters.box}
          highlighted={highlighted}
          onHighlight={highlight.set}
          onUserMove={setMoved}
          hrefOf={hrefOf}
        />
      </Suspense>
    </div>
  );
}

/** Where a service of the list's page is (the list's own query: no request of its own). */
function useListedPoint(filters: SearchFilters, id: number | null) {
  const { language } = useI18n();
  const { data } = useQuery({
    ...resultsPageQueryOptions(language, filters),
    enabled: false,
  });
  const solution = id === null ? undefined : data?.items.find((item) => item.id === id);
  const at = solution ? latLngOf(solution.providerLocation) : null;
  // The point is named by its id and place: the same ones keep the same object.
  const pointId = at ? solution?.id : undefined;
  const lat = at?.lat;
  const lng = at?.lng;
  return useMemo(
    () =>
      pointId === undefined || lat === undefined || lng === undefined
        ? undefined
        : { id: pointId, lat, lng },
    [pointId, lat, lng],
  );
}
