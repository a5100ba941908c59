/**
 * Finding one service by its id (docs/decisions/0084-order-line-service-lookup.md). The spec has
 * no endpoint for one service, but a service is always registered on the category an order line
 * (or a link) names, or on one above it: `GET /solutions?category=<name>&categoryMatch=ancestors`
 * lists it. The pages are read in order until the id turns up.
 *
 * This module imports nothing, so the sandbox's measurement test can run it unchanged.
 */

export interface LookupPage<T> {
  items: readonly T[];
  /** All matches of the query (`X-Total-Count`), when the answer says. */
  total: number | undefined;
  /** Whether more pages follow, when the answer says. */
  more?: boolean | undefined;
}

export type FetchLookupPage<T> = (
  query: Readonly<Record<string, string | readonly string[]>>,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
) => Promise<LookupPage<T>>;

/** The API's maximum page size (spec 8). */
export const LOOKUP_PAGE_SIZE = 100;
/** Pages read at most (5,000 services under one category path); then the service counts as gone. */
export const LOOKUP_MAX_PAGES = 50;

export interface LookupResult<T> {
  /** Null when no page lists it: removed, made private, or moved to an unrelated category. */
  solution: T | null;
  /** `/solutions` requests it took. */
  requests: number;
}

/**
 * `categoryName` '' stands for a category that is not in the shared tree (an organisation's own,
 * spec 4.2 rule 3: the upward search never reaches it); then the provider's services are read,
 * whatever their category, and without a provider there is nowhere to look.
 */
export async function findSolutionById<T extends { id: number }>(
  fetchPage: FetchLookupPage<T>,
  id: number,
  categoryName: string,
  options: { organizationId?: string | undefined; signal?: AbortSignal | undefined } = {},
): Promise<LookupResult<T>> {
  const query: Record<string, string | readonly string[]> =
    categoryName === '' ? {} : { category: categoryName, categoryMatch: 'ancestors' };
  if (options.organizationId) query.organizationIds = options.organizationId;
  else if (categoryName === '') return { solution: null, requests: 0 };
  let requests = 0;
  for (let page = 0; page < LOOKUP_MAX_PAGES; page += 1) {
    const result = await fetchPage(query, page, LOOKUP_PAGE_SIZE, options.signal);
    requests += 1;
    const found = result.items.find((item) => item.id === id);
    if (found) return { solution: found, requests };
    const seen = page * LOOKUP_PAGE_SIZE + result.items.length;
    const atEnd = result.more === false || (result.total !== undefined && seen >= result.total);
    if (result.items.length < LOOKUP_PAGE_SIZE || atEnd) break;
  }
  return { solution: null, requests };
}
