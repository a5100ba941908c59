import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCollection } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { solutionSchema, type Solution } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

/** The API's maximum page size (spec 8). */
export const MAX_PAGE_SIZE = 100;

export interface SolutionsPage {
  items: Solution[];
  /** From `X-Total-Count`, `Content-Range` or the body; falls back to what this page shows. */
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** `GET /solutions` for one page. `query` holds the filters (see search/filters.ts). */
export async function fetchSolutionsPage(
  platform: Platform,
  query: Readonly<Record<string, string>>,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SolutionsPage> {
  const url = `${platform.catalogueBaseUrl}/solutions`;
  const list = await getCollection(platform.http, url, solutionSchema, {
    query: { ...query, pageNumber, pageSize },
    signal,
    what: 'GET /solutions',
    preferredKeys: ['solutions'],
  });
  const items = list.items;
  const total = list.total ?? pageNumber * pageSize + items.length;
  return { items, total, pageNumber, pageSize };
}

export function solutionsPageQueryOptions(
  language: Language,
  query: Readonly<Record<string, string>>,
  pageNumber: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: catalogueKeys.solutionsPage(language, {
      ...query,
      pageNumber: String(pageNumber),
      pageSize: String(pageSize),
    }),
    queryFn: ({ client, signal }) =>
      fetchSolutionsPage(platformOf(client), query, pageNumber, pageSize, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    placeholderData: keepPreviousData,
  });
}
