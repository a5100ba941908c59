import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getPage, pagesByLinks, type PageLinks, type PageRequest } from '../../lib/api-shapes';
import { platformOf } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { solutionSchema, type Solution } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

/** `GET /solutions`'s parameters but paging (spec 4.2); a list is sent in the repeated form. */
export type SolutionsQuery = Readonly<Record<string, string | readonly string[]>>;

/** The API's maximum page size (spec 8). */
export const MAX_PAGE_SIZE = 100;

export interface SolutionsPage {
  items: Solution[];
  /** From `X-Total-Count`, `Content-Range` or the body; undefined when none could be read. */
  total: number | undefined;
  /** Whether more pages follow, as far as was read (`Page.more`); undefined when nothing says. */
  more: boolean | undefined;
  pageNumber: number;
  pageSize: number;
  /** The page links the server gave (followed to the next page). */
  links: PageLinks;
  /** Services shown on the pages before, when they were read: this page's range starts after. */
  shownBefore: number | undefined;
  seen: readonly string[] | undefined;
  /** The server answered only services shown before: the list ends here (`Page.nothingNew`). */
  nothingNew: boolean;
}

/**
 * `GET /solutions` for one page (`pageNumber` from 0 in the app). The page number the server
 * counts from is learned from its answers, and its `next` links are followed when it gives them
 * (`getPage`, decision 0110): every service is reached, none shows twice.
 */
export async function fetchSolutionsPage(
  client: QueryClient,
  query: SolutionsQuery,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
): Promise<SolutionsPage> {
  const platform = platformOf(client);
  const url = `${platform.catalogueBaseUrl}/solutions`;
  const page = await getPage(platform.http, url, solutionSchema, {
    client,
    query,
    pageIndex: pageNumber,
    pageSize,
    previous,
    signal,
    what: 'GET /solutions',
    preferredKeys: ['solutions'],
  });
  const { items, total, more, links, shownBefore, seen, nothingNew } = page;
  return { items, total, more, pageNumber, pageSize, links, shownBefore, seen, nothingNew };
}

export function solutionsPageQueryOptions(
  language: Language,
  query: SolutionsQuery,
  pageNumber: number,
  pageSize: number,
): ReturnType<typeof solutionsPageOptions> {
  return solutionsPageOptions(language, query, pageNumber, pageSize);
}

function solutionsPageOptions(
  language: Language,
  query: SolutionsQuery,
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
      // The page before, as read: its `next` link is the way here when the server gives links, and
      // what it and the pages before showed is not shown again. Read now only for a server that
      // pages by links: `pageNumber` is the spec's own parameter here (4.2), so a page opened
      // directly is asked by number alone.
      const before =
        pageNumber === 0
          ? undefined
          : solutionsPageOptions(language, query, pageNumber - 1, pageSize);
      const previous =
        before === undefined
          ? undefined
          : (client.getQueryData(before.queryKey) ??
            (pagesByLinks(client, 'GET /solutions') ? await client.query(before) : undefined));
      return fetchSolutionsPage(client, query, pageNumber, pageSize, signal, previous);
    },
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    placeholderData: keepPreviousData,
  });
}
