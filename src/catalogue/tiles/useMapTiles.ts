import { useMemo } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useConfig } from '../../config';
import { isApiError, useHttpClient } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { latLngOf, type Solution } from '../api/schemas';
import type { Box } from '../search/filters';
import { mapTileQueryOptions, type TileData } from './tileQueries';
import {
  sumCounts,
  tileBox,
  tileCenter,
  tileKey,
  tilesOfBox,
  tileZoomFor,
  type Tile,
} from './tileGrid';

export interface MapView {
  box: Box;
  zoom: number;
}

/** A tile drawn as one count (too many services to draw them). */
export interface CountCell {
  key: string;
  count: number;
  lat: number;
  lng: number;
  box: Box;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
}

export interface MapTiles {
  tiles: Tile[];
  points: MapPoint[];
  counts: CountCell[];
  solutionsById: ReadonlyMap<number, Solution>;
  /** Services in the tiles answered so far (points + counts). */
  total: number;
  loaded: number;
  complete: boolean;
  error: unknown;
  /** Seconds the catalogue asked us to wait, while rate-limited. */
  rateLimitedFor: number | undefined;
  retry: () => void;
}

/**
 * The services of the map's view, tile by tile: counts where a tile holds many, points where few.
 * Tiles that leave the view stop being observed, so their queued requests are dropped.
 */
export function useMapTiles(view: MapView | undefined, query: Record<string, string>): MapTiles {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const { catalogueBaseUrl } = useConfig();
  const { language } = useI18n();
  const tiles = useMemo(
    () => (view ? tilesOfBox(view.box, tileZoomFor(view.box, view.zoom)) : []),
    [view],
  );
  const results = useQueries({
    queries: tiles.map((tile) =>
      mapTileQueryOptions(client, catalogueBaseUrl, queryClient, language, query, tile),
    ),
  });

  const answered = results.flatMap((result) => (result.data ? [result.data] : []));
  const signature = answered.map((data) => `${tileKey(data.tile)}:${String(data.count)}`).join();
  const error = results.find((result) => result.isError)?.error;
  const failure = results.find((result) => isApiError(result.failureReason))?.failureReason;
  const refetchers = results.filter((result) => result.isError).map((result) => result.refetch);

  // Rebuilt only when the answered tiles change, so the layer re-indexes only then.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` names `answered`'s content
  const drawn = useMemo(() => toDrawn(answered), [signature]);

  return {
    tiles,
    ...drawn,
    total: sumCounts(answered),
    loaded: answered.length,
    complete: tiles.length > 0 && answered.length === tiles.length,
    error,
    rateLimitedFor:
      isApiError(failure) && failure.status === 429 ? (failure.retryAfterSeconds ?? 5) : undefined,
    retry: () => {
      for (const refetch of refetchers) void refetch();
    },
  };
}

function toDrawn(answered: readonly TileData[]) {
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
        key: tileKey(data.tile),
        count: data.count,
        ...tileCenter(data.tile),
        box: tileBox(data.tile),
      });
    }
  }
  return { points, counts, solutionsById };
}
