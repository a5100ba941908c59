import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage, pagesByLinks, type PageLinks, type PageRequest } from '../../lib/api-shapes';
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
  /** The page links the server gave (followed to the next page). */
  links: PageLinks;
}

/**
 * `GET /solutions` for one page (`pageNumber` from 0 in the app). The page number the server
 * counts from is learned from its answers, and its `next` links are followed when it gives them
 * (`getPage`, decision 0120): every service is reached, none shows twice.
 */
export async function fetchSolutionsPage(
  platform: Platform,
  query: Readonly<Record<string, string>>,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
): Promise<SolutionsPage> {
  const url = `${platform.catalogueBaseUrl}/solutions`;
  const page = await getPage(platform.http, url, solutionSchema, {
    query,
    pageIndex: pageNumber,
    pageSize,
    previous,
    signal,
    what: 'GET /solutions',
    preferredKeys: ['solutions'],
  });
  const items = page.items;
  const total = page.total ?? pageNumber * pageSize + items.length;
  return { items, total, pageNumber, pageSize, links: page.links };
}

export function solutionsPageQueryOptions(
  language: Language,
  query: Readonly<Record<string, string>>,
  pageNumber: number,
  pageSize: number,
): ReturnType<typeof solutionsPageOptions> {
  return solutionsPageOptions(language, query, pageNumber, pageSize);
}

function solutionsPageOptions(
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
    queryFn: async ({ client, signal }): Promise<SolutionsPage> => {
      // The page before, as read: its `next` link is the way here when the server gives links.
      const before =
        pageNumber === 0
          ? undefined
          : solutionsPageOptions(language, query, pageNumber - 1, pageSize);
      const previous =
        before === undefined
          ? undefined
          : (client.getQueryData(before.queryKey) ??
            (pagesByLinks('GET /solutions') ? await client.query(before) : undefined));
      return fetchSolutionsPage(platformOf(client), query, pageNumber, pageSize, signal, previous);
    },
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    placeholderData: keepPreviousData,
  });
}
