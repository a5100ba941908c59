import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import type { Solution } from './schemas';
import { fetchSolutionsPage, MAX_PAGE_SIZE } from './solutions';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './catalogueQueryKeys';

/**
 * The map shows every result of the search (inside the box), not only the list's page, up to this
 * many (docs/decisions/0062-map-result-cap.md). Above it the map says how many it leaves out.
 */
export const MAP_RESULT_CAP = 10_000;

/** API pages (of 100) fetched at the same time after the first one. */
export const MAP_PAGES_PER_STEP = 4;

export interface SolutionsChunk {
  items: Solution[];
  total: number;
}

/** Which API pages one step of the map's fetch covers: step 0 is page 0 (it tells the total). */
export function pagesOfStep(step: number, total: number, cap = MAP_RESULT_CAP): number[] {
  if (step === 0) return [0];
  const lastPage = Math.ceil(Math.min(total, cap) / MAX_PAGE_SIZE) - 1;
  const first = 1 + (step - 1) * MAP_PAGES_PER_STEP;
  const pages: number[] = [];
  for (let page = first; page <= lastPage && pages.length < MAP_PAGES_PER_STEP; page += 1) {
    pages.push(page);
  }
  return pages;
}

export async function fetchSolutionsStep(
  client: HttpClient,
  baseUrl: string,
  query: Readonly<Record<string, string>>,
  step: number,
  knownTotal: number,
  signal?: AbortSignal,
): Promise<SolutionsChunk> {
  const pages = pagesOfStep(step, knownTotal);
  const results = await Promise.all(
    pages.map((page) => fetchSolutionsPage(client, baseUrl, query, page, MAX_PAGE_SIZE, signal)),
  );
  return {
    items: results.flatMap((result) => result.items),
    total: results.at(-1)?.total ?? knownTotal,
  };
}

/** The map's results: fetched step by step (`fetchNextPage`) until the total or the cap. */
export function solutionsInBoxQueryOptions(
  client: HttpClient,
  baseUrl: string,
  language: Language,
  query: Readonly<Record<string, string>>,
) {
  // The client and base URL are fixed for the app's lifetime; the key names the data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: catalogueKeys.solutionsInBox(language, { ...query }),
    initialPageParam: { step: 0, total: 0 },
    queryFn: ({ pageParam, signal }) =>
      fetchSolutionsStep(client, baseUrl, query, pageParam.step, pageParam.total, signal),
    getNextPageParam: (lastChunk, allChunks) => {
      const loaded = allChunks.reduce((sum, chunk) => sum + chunk.items.length, 0);
      const target = Math.min(lastChunk.total, MAP_RESULT_CAP);
      if (lastChunk.items.length === 0 || loaded >= target) return undefined;
      return { step: allChunks.length, total: lastChunk.total };
    },
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
