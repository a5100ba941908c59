import type { SolutionsQuery } from '../api/solutions';
import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { latLngOf, type Solution } from '../api/schemas';
import type { Box } from '../search/filters';
import { mapAreaQueryOptions, type AreaData } from './areaQueries';
import {
  sumCounts,
  areaBox,
  areaCenter,
  areaKey,
  areasOfBox,
  areaZoomFor,
  type Area,
} from './areaGrid';

export interface MapView {
  box: Box;
  zoom: number;
}

/** An area drawn as one count (too many services to draw them). */
export interface CountCell {
  key: string;
  count: number;
  /** At least `count`: the catalogue gave no total for the area. */
  atLeast?: boolean | undefined;
  lat: number;
  lng: number;
  box: Box;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
}

export interface MapAreas {
  areas: Area[];
  points: MapPoint[];
  counts: CountCell[];
  solutionsById: ReadonlyMap<number, Solution>;
  /** Services in the areas answered so far (points + counts). */
  total: number;
  /** Some area's count is "at least" (no total read): `total` is then a lower bound. */
  totalAtLeast: boolean;
  /**
   * Some area's answer held services that do not match (the catalogue ignored the box or another
   * filter): no area's count is a count of matches, so none is drawn and `total` is not shown.
   */
  unchecked: boolean;
  loaded: number;
  complete: boolean;
  error: unknown;
  /** While rate-limited: the seconds the catalogue asked us to wait, if it said. */
  rateLimited: { seconds: number | undefined } | undefined;
  retry: () => void;
}

/**
 * The services of the map's view, area by area: counts where an area holds many, points where few.
 * Areas that leave the view stop being observed, so their queued requests are dropped.
 */
export function useMapAreas(view: MapView | undefined, query: SolutionsQuery): MapAreas {
  const { language } = useI18n();
  const areas = useMemo(
    () => (view ? areasOfBox(view.box, areaZoomFor(view.box, view.zoom)) : []),
    [view],
  );
  const { answered, error, failure, refetchers } = useQueries({
    queries: areas.map((area) => mapAreaQueryOptions(language, query, area)),
    combine: combineAreas,
  });

  // The combined result is structurally shared: `answered` keeps its identity while the answered
  // areas stay the same, so the layer re-indexes only when they change.
  const drawn = useMemo(() => toDrawn(answered), [answered]);
  const unchecked = answered.some((data) => data.unchecked === true);

  return {
    areas,
    ...drawn,
    counts: unchecked ? [] : drawn.counts,
    unchecked,
    total: sumCounts(answered),
    totalAtLeast: answered.some((data) => data.atLeast === true),
    loaded: answered.length,
    complete: areas.length > 0 && answered.length === areas.length,
    error,
    rateLimited:
      isApiError(failure) && failure.status === 429
        ? { seconds: failure.retryAfterSeconds }
        : undefined,
    retry: () => {
      for (const refetch of refetchers) void refetch();
    },
  };
}

/** What the map reads of its areas' queries (a module function: a stable `combine`). */
function combineAreas(results: UseQueryResult<AreaData>[]) {
  return {
    answered: results.flatMap((result) => (result.data ? [result.data] : [])),
    error: results.find((result) => result.isError)?.error,
    failure: results.find((result) => isApiError(result.failureReason))?.failureReason,
    refetchers: results.filter((result) => result.isError).map((result) => result.refetch),
  };
}

function toDrawn(answered: readonly AreaData[]) {
  const points: MapPoint[] = [];
  const counts: CountCell[] = [];
  const solutionsById = new Map<number, Solution>();
  for (const data of answered) {
    if (data.count === 0) continue;
    if (data.solutions) {
      for (const solution of data.solutions) {
        const at = latLngOf(solution.providerLocation);
        if (!at) continue;
        points.push({ id: solution.id, lat: at.lat, lng: at.lng });
        solutionsById.set(solution.id, solution);
      }
    } else {
      counts.push({
        key: areaKey(data.area),
        count: data.count,
        atLeast: data.atLeast,
        ...areaCenter(data.area),
        box: areaBox(data.area),
      });
    }
  }
  return { points, counts, solutionsById };
}
