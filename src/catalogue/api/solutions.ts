import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { readCollection } from '../../lib/api-shapes';
import type { HttpClient } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { solutionSchema, type Solution } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './catalogueQueryKeys';

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
  client: HttpClient,
  baseUrl: string,
  query: Readonly<Record<string, string>>,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SolutionsPage> {
  const response = await client.request(`${baseUrl}/solutions`, {
    query: { ...query, pageNumber, pageSize },
    schema: v.unknown(),
    signal,
  });
  const list = readCollection(response.data, response.headers, solutionSchema, {
    what: 'GET /solutions',
    preferredKeys: ['solutions'],
  });
  const items = list.items;
  const total = list.total ?? pageNumber * pageSize + items.length;
  return { items, total, pageNumber, pageSize };
}

export function solutionsPageQueryOptions(
  client: HttpClient,
  baseUrl: string,
  language: Language,
  query: Readonly<Record<string, string>>,
  pageNumber: number,
  pageSize: number,
) {
  const key = { ...query, pageNumber: String(pageNumber), pageSize: String(pageSize) };
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URL are fixed for the app's lifetime; the key names the data.
  return queryOptions({
    queryKey: catalogueKeys.solutionsPage(language, key),
    queryFn: ({ signal }) =>
      fetchSolutionsPage(client, baseUrl, query, pageNumber, pageSize, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    placeholderData: keepPreviousData,
  });
}
