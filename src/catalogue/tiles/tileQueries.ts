import type { SolutionsQuery } from '../api/solutions';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { latLngOf, type Solution } from '../api/schemas';
import { fetchSolutionsPage, MAX_PAGE_SIZE } from '../api/solutions';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from '../api/keys';
import { createRequestScheduler, type RequestScheduler } from './requestScheduler';
import { childTiles, parentTile, tileApiBox, tileContains, tileKey, type Tile } from './tileGrid';

/** A tile with at most this many services is drawn as points (one page of the API); above, as a count. */
export const POINTS_PER_TILE = MAX_PAGE_SIZE;
/** How many grid levels up a cached tile with points can answer for a smaller one. */
const ANCESTOR_LEVELS = 4;

export interface TileData {
  tile: Tile;
  /** Every matching service in the tile (`X-Total-Count`), or at least this many (`atLeast`). */
  count: number;
  /** The catalogue gave no total and more may follow: `count` is what one page held. */
  atLeast?: boolean | undefined;
  /** The services themselves when there are at most `POINTS_PER_TILE`; otherwise undefined. */
  solutions: Solution[] | undefined;
}

/** One scheduler for the page: at most 6 map requests in flight, 429 pauses them all. */
let sharedScheduler: RequestScheduler | undefined;
export function mapScheduler(): RequestScheduler {
  sharedScheduler ??= createRequestScheduler();
  return sharedScheduler;
}

export function mapTileKey(language: Language, query: SolutionsQuery, tile: Tile) {
  return catalogueKeys.mapTile(language, query, tileKey(tile));
}

/** The answer for a tile from tiles already in the cache (a bigger one with points, or its four quarters). */
export function tileFromCache(
  queryClient: QueryClient,
  language: Language,
  query: SolutionsQuery,
  tile: Tile,
): TileData | undefined {
  let ancestor = parentTile(tile);
  for (let level = 0; ancestor && level < ANCESTOR_LEVELS; level += 1) {
    const cached = queryClient.getQueryData<TileData>(mapTileKey(language, query, ancestor));
    if (cached?.solutions) {
      const solutions = cached.solutions.filter((solution) => {
        const at = latLngOf(solution.providerLocation);
        return at !== null && tileContains(tile, at.lat, at.lng);
      });
      return { tile, count: solutions.length, solutions };
    }
    if (cached) break; // a count only: smaller tiles cannot be told from it
    ancestor = parentTile(ancestor);
  }
  const quarters = childTiles(tile).map((child) =>
    queryClient.getQueryData<TileData>(mapTileKey(language, query, child)),
  );
  if (quarters.every((quarter) => quarter !== undefined)) {
    const count = quarters.reduce((sum, quarter) => sum + quarter.count, 0);
    const atLeast = quarters.some((quarter) => quarter.atLeast === true);
    const all = quarters.flatMap((quarter) => quarter.solutions ?? []);
    if (atLeast) return { tile, count, atLeast, solutions: undefined };
    return { tile, count, solutions: count <= POINTS_PER_TILE ? all : undefined };
  }
  return undefined;
}

/**
 * A tile's services: first its count (`pageSize=1`, `X-Total-Count`); then, if it has few enough,
 * its points (one page of up to 100). A count of 0 or 1 needs no second request. Where no total can
 * be read, the page of points tells: a page that is not full is all there is; a full one is "at
 * least" that many, drawn as a count.
 */
export async function fetchTile(
  client: QueryClient,
  query: SolutionsQuery,
  tile: Tile,
  scheduler: RequestScheduler,
  signal?: AbortSignal,
): Promise<TileData> {
  const tileQuery = { ...query, ...tileApiBox(tile) };
  const first = await scheduler.run(
    (taskSignal) => fetchSolutionsPage(client, tileQuery, 0, 1, taskSignal),
    signal,
  );
  const count = first.total;
  if (first.items.length === 0 || (count !== undefined && count <= first.items.length)) {
    return { tile, count: count ?? 0, solutions: first.items };
  }
  if (count !== undefined && count > POINTS_PER_TILE) return { tile, count, solutions: undefined };
  const points = await scheduler.run(
    (taskSignal) => fetchSolutionsPage(client, tileQuery, 0, POINTS_PER_TILE, taskSignal),
    signal,
  );
  if (points.total !== undefined || points.more === false) {
    return { tile, count: points.total ?? points.items.length, solutions: points.items };
  }
  return { tile, count: points.items.length, atLeast: true, solutions: undefined };
}

/** Retries a lost connection or a 5xx once; a 429 is the scheduler's business. */
function retryTile(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === 'network' || (error.status ?? 0) >= 500;
}

/** A tile answered from the cache of the query client it runs in when it can, else asked. */
export function mapTileQueryOptions(language: Language, query: SolutionsQuery, tile: Tile) {
  return queryOptions({
    queryKey: mapTileKey(language, query, tile),
    queryFn: ({ client, signal }) =>
      tileFromCache(client, language, query, tile) ??
      fetchTile(client, query, tile, mapScheduler(), signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    retry: retryTile,
  });
}
