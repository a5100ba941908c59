import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/http';
import { useFormat, useT } from '../../lib/i18n';
import { Spinner } from '../../ui';
import { messages } from '../messages';
import { MAP_RESULT_CAP } from '../api/solutionsInBox';
import type { Solution } from '../api/schemas';
import { filtersToApiQuery, formatBox, type Box, type SearchFilters } from './filters';
import { QueryErrorNotice } from './QueryErrorNotice';
import { RateLimitNotice } from './RateLimitNotice';
import { useSolutionsInBox } from './useSolutionsInBox';

const ResultsMap = lazy(() => import('../map/ResultsMap'));

/** Moves of the map settle for this long before "search as I move the map" searches. */
export const LIVE_SEARCH_DEBOUNCE_MS = 700;

export interface MapSectionProps {
  filters: SearchFilters;
  live: boolean;
  onLiveChange: (live: boolean) => void;
  onSearchArea: (box: Box) => void;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  hrefOf: (solution: Solution) => string;
}

/** The map with its controls: "Search this area", the live switch, loading progress and the cap. */
export function MapSection({
  filters,
  live,
  onLiveChange,
  onSearchArea,
  highlightedId,
  onHighlight,
  hrefOf,
}: MapSectionProps) {
  const t = useT(messages);
  const format = useFormat();
  const navigate = useNavigate();
  const id = useId();
  const { page: _page, ...withoutPage } = filters;
  const apiQuery = filtersToApiQuery({ ...withoutPage, page: 0 });
  const results = useSolutionsInBox(apiQuery, true);
  const [moved, setMoved] = useState<Box | undefined>(undefined);

  const currentKey = filters.box ? formatBox(filters.box) : undefined;
  const movedKey = moved ? formatBox(moved) : undefined;
  const pending = moved !== undefined && movedKey !== currentKey;

  // "Search as I move the map": one search once the map has been still for a moment.
  useEffect(() => {
    if (!live || !moved || !pending) return undefined;
    const timer = setTimeout(() => onSearchArea(moved), LIVE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [live, moved, pending, onSearchArea]);

  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  const rateLimited = isApiError(results.failureReason) && results.failureReason.status === 429;

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
      <div className="map-status" role="status">
        {results.isPending || !results.complete ? (
          results.target > 0 ? (
            <div className="map-progress">
              <label htmlFor={`${id}-progress`}>
                {t('map.progress', {
                  loaded: format.number(results.solutions.length),
                  target: format.number(results.target),
                })}
              </label>
              <progress
                id={`${id}-progress`}
                max={results.target}
                value={results.solutions.length}
              />
            </div>
          ) : rateLimited ? null : (
            <Spinner label={t('map.loading')} />
          )
        ) : (
          <p>
            {t('map.all', {
              count: results.solutions.length,
              shown: format.number(results.solutions.length),
            })}
            {results.capped
              ? ` ${t('map.capped', {
                  cap: format.number(MAP_RESULT_CAP),
                  total: format.number(results.total),
                })}`
              : ''}
          </p>
        )}
      </div>
      {rateLimited && !results.isError && isApiError(results.failureReason) ? (
        <RateLimitNotice seconds={results.failureReason.retryAfterSeconds ?? 10} />
      ) : null}
      {results.isError ? (
        <QueryErrorNotice error={results.error} onRetry={results.retry} messageKey="map.error" />
      ) : null}
      <div className="map-frame">
        <Suspense fallback={<Spinner label={t('map.loading')} />}>
          <ResultsMap
            solutions={results.solutions}
            box={filters.box}
            highlightedId={highlightedId}
            onHighlight={onHighlight}
            onUserMove={setMoved}
            hrefOf={hrefOf}
            onNavigate={onNavigate}
            searchKey={JSON.stringify(apiQuery)}
            complete={results.complete}
          />
        </Suspense>
      </div>
    </div>
  );
}
