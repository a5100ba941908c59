import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getPage, pagesByLinks, type PageLinks, type PageRequest } from '../../lib/api-shapes';
import { platformOf } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { treeIndexOf, type TreeIndex } from '../tree/treeIndex';
import { categoriesQueryOptions } from './categories';
import { solutionSchema, type Solution } from './schemas';
import { matchesSolutionFilter, solutionFilterOf, type SolutionsQuery } from './solutionFilter';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

export type { SolutionsQuery } from './solutionFilter';

/** The API's maximum page size (spec 8). */
export const MAX_PAGE_SIZE = 100;

export interface SolutionsPage {
  /** The services on the page that match what was asked (`matchesSolutionFilter`). */
  items: Solution[];
  /**
   * From `X-Total-Count`, `Content-Range` or the body; undefined when none could be read, and when
   * the page held services that do not match (the server ignored a filter: its total counts them).
   */
  total: number | undefined;
  /** Services the server sent on this page that do not match what was asked. */
  unmatched: number;
  /** What was asked for this page: its services are judged against this, never a later query. */
  query: SolutionsQuery;
  /** Every service the server sent on this page, as read (the next page's paging compares them). */
  sent: Solution[];
  /** The server's total as read, whatever it counts. */
  sentTotal: number | undefined;
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
 * (`getPage`, decision 0110): every service is reached, none shows twice. A filter sent is a wish:
 * only the services that match it are kept (the category judged in `tree` when given).
 */
export async function fetchSolutionsPage(
  client: QueryClient,
  query: SolutionsQuery,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
  previous?: PageRequest['previous'],
  tree?: TreeIndex,
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
  const { items: sent, total: sentTotal, more, links, shownBefore, seen, nothingNew } = page;
  const read = {
    sent,
    sentTotal,
    more,
    pageNumber,
    pageSize,
    links,
    shownBefore,
    seen,
    nothingNew,
  };
  return checkedPage({ ...read, items: sent, total: sentTotal, unmatched: 0, query }, tree);
}

/**
 * A page's services checked against what the query asked (`matchesSolutionFilter`; the category
 * judged in `tree` when given): only matches are kept, and the server's total only while every
 * service it sent matched. Again with the tree once it is loaded: the same page, judged further.
 */
export function checkedPage(page: SolutionsPage, tree: TreeIndex | undefined): SolutionsPage {
  const filter = solutionFilterOf(page.query);
  const items = page.sent.filter((solution) => matchesSolutionFilter(solution, filter, tree));
  const unmatched = page.sent.length - items.length;
  return { ...page, items, unmatched, total: unmatched > 0 ? undefined : page.sentTotal };
}

/** The category tree in the cache, to judge a query's category in (none while it loads). */
export function cachedTree(client: QueryClient, language: Language): TreeIndex | undefined {
  const nodes = client.getQueryData(categoriesQueryOptions(language).queryKey);
  return nodes && treeIndexOf(nodes);
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
      const read =
        before === undefined
          ? undefined
          : (client.getQueryData(before.queryKey) ??
            (pagesByLinks(client, 'GET /solutions') ? await client.query(before) : undefined));
      const previous = read && { links: read.links, items: read.sent, seen: read.seen };
      const tree = cachedTree(client, language);
      return fetchSolutionsPage(client, query, pageNumber, pageSize, signal, previous, tree);
    },
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
    placeholderData: keepPreviousData,
  });
}
