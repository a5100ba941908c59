import type { Solution } from '../api/schemas';

/**
 * Link to a service's page. The spec has no endpoint for one service, so the link carries what the
 * page needs to find it again after a reload or when shared (docs/decisions/0084-order-line-service-lookup.md):
 * its provider and registered category, the searched category (for the order) and the search to go back to.
 */
export function detailsHref(
  solution: Solution,
  searchedCategoryId: number | undefined,
  searchString: string,
): string {
  const params = new URLSearchParams();
  if (solution.organizationId !== undefined) params.set('provider', solution.organizationId);
  if (solution.categoryId !== undefined) params.set('category', String(solution.categoryId));
  if (searchedCategoryId !== undefined) params.set('searched', String(searchedCategoryId));
  if (searchString) params.set('from', searchString);
  return `/services/${solution.id}?${params.toString()}`;
}

/**
 * Link to a service from an order line: its id and the line's category are enough for the service
 * page to find it again (the line's category is the service's own or one below it).
 */
export function serviceHref(solutionId: number, categoryId: number): string {
  const params = new URLSearchParams({
    category: String(categoryId),
    searched: String(categoryId),
  });
  return `/services/${solutionId}?${params.toString()}`;
}
