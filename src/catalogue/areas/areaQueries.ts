import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { latLngOf, type Solution } from '../api/schemas';
import {
  cachedTree,
  fetchSolutionsPage,
  MAX_PAGE_SIZE,
  type SolutionsQuery,
} from '../api/solutions';
import type { TreeIndex } from '../tree/treeIndex';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from '../api/keys';
import { createRequestScheduler, type RequestScheduler } from './requestScheduler';
import { childAreas, parentArea, areaApiBox, areaContains, areaKey, type Area } from './areaGrid';

/** An area with at most this many services is drawn as points (one page of the API); above, as a count. */
export const POINTS_PER_AREA = MAX_PAGE_SIZE;
/** How many grid levels up a cached area with points can answer for a smaller one. */
const ANCESTOR_LEVELS = 4;

export interface AreaData {
  area: Area;
  /** Every matching service in the area (`X-Total-Count`). */
  count: number;
  /** The catalogue gave no total and more may follow: `count` is what one page held. */
  atLeast?: boolean | undefined;
  /** The services themselves when there are at most `POINTS_PER_AREA`; otherwise undefined. */
  solutions: Solution[] | undefined;
  /**
   * The catalogue answered services that do not match the area's search (outside its box, or
   * another filter it ignored): its figures do not count matches, so the area has no count
   * (`count` 0, no solutions) and the map says so in words. Nothing more is read to find them.
   */
  unchecked?: boolean | undefined;
}

const unchecked = (area: Area): AreaData => ({
  area,
  count: 0,
  unchecked: true,
  solutions: undefined,
});

/**
 * One scheduler per query client (the app has one): at most 6 map requests in flight, and a 429
 * pauses them all. It belongs to the client like the platform (`bindPlatform`), so a new client,
 * as each test makes, starts with no requests in flight and no pause.
 */
const schedulers = new WeakMap<QueryClient, RequestScheduler>();
export function mapSchedulerOf(client: QueryClient): RequestScheduler {
  let scheduler = schedulers.get(client);
  if (scheduler === undefined) {
    scheduler = createRequestScheduler();
    schedulers.set(client, scheduler);
  }
  return scheduler;
}

export function mapAreaKey(language: Language, query: SolutionsQuery, area: Area) {
  return catalogueKeys.mapArea(language, query, areaKey(area));
}

/** The answer for an area from areas already in the cache (a bigger one with points, or its four quarters). */
export function areaFromCache(
  queryClient: QueryClient,
  language: Language,
  query: SolutionsQuery,
  area: Area,
): AreaData | undefined {
  let ancestor = parentArea(area);
  for (let level = 0; ancestor && level < ANCESTOR_LEVELS; level += 1) {
    const cached = queryClient.getQueryData<AreaData>(mapAreaKey(language, query, ancestor));
    if (cached?.solutions) {
      const solutions = cached.solutions.filter((solution) => {
        const at = latLngOf(solution.providerLocation);
        return at !== null && areaContains(area, at.lat, at.lng);
      });
      return { area, count: solutions.length, solutions };
    }
    if (cached) break; // a count only: smaller areas cannot be told from it
    ancestor = parentArea(ancestor);
  }
  const quarters = childAreas(area).map((child) =>
    queryClient.getQueryData<AreaData>(mapAreaKey(language, query, child)),
  );
  if (quarters.every((quarter) => quarter !== undefined)) {
    if (quarters.some((quarter) => quarter.unchecked === true)) return unchecked(area);
    const count = quarters.reduce((sum, quarter) => sum + quarter.count, 0);
    const atLeast = quarters.some((quarter) => quarter.atLeast === true);
    if (atLeast) return { area, count, atLeast, solutions: undefined };
    const all = quarters.flatMap((quarter) => quarter.solutions ?? []);
    return { area, count, solutions: count <= POINTS_PER_AREA ? all : undefined };
  }
  return undefined;
}

/**
 * An area's services: first its count (`pageSize=1`, `X-Total-Count`); then, if it has few enough,
 * its points (one page of up to 100). A count of 0 or 1 needs no second request. Where no total can
 * be read, the page of points tells: a page that is not full is all there is; a full one is "at
 * least" that many, drawn as a count.
 */
export async function fetchArea(
  client: QueryClient,
  query: SolutionsQuery,
  area: Area,
  scheduler: RequestScheduler,
  signal?: AbortSignal,
  tree?: TreeIndex,
): Promise<AreaData> {
  const areaQuery = { ...query, ...areaApiBox(area) };
  const first = await scheduler.run(
    (taskSignal) => fetchSolutionsPage(client, areaQuery, 0, 1, taskSignal, undefined, tree),
    signal,
  );
  if (first.unmatched > 0) return unchecked(area);
  const count = first.total;
  if (first.items.length === 0 || (count !== undefined && count <= first.items.length)) {
    return { area, count: count ?? 0, solutions: first.items };
  }
  if (count !== undefined && count > POINTS_PER_AREA) return { area, count, solutions: undefined };
  const points = await scheduler.run(
    (taskSignal) =>
      fetchSolutionsPage(client, areaQuery, 0, POINTS_PER_AREA, taskSignal, undefined, tree),
    signal,
  );
  if (points.unmatched > 0) return unchecked(area);
  if (points.total !== undefined || points.more === false) {
    return { area, count: points.total ?? points.items.length, solutions: points.items };
  }
  return { area, count: points.items.length, atLeast: true, solutions: undefined };
}

/** Retries a lost connection or a 5xx once; a 429 is the scheduler's business. */
function retryArea(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === 'network' || (error.status ?? 0) >= 500;
}

/** An area answered from the cache of the query client it runs in when it can, else asked. */
export function mapAreaQueryOptions(language: Language, query: SolutionsQuery, area: Area) {
  return queryOptions({
    queryKey: mapAreaKey(language, query, area),
    queryFn: ({ client, signal }) =>
      areaFromCache(client, language, query, area) ??
      fetchArea(client, query, area, mapSchedulerOf(client), signal, cachedTree(client, language)),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    retry: retryArea,
  });
}
