import type { Solution } from '../api/schemas';

/**
 * Link to a service's page. The spec has no endpoint for one service, so the link carries what the
 * page needs to find it again after a reload or when shared (docs/decisions/0061-service-details-lookup.md):
 * its provider and registered category, the searched category (for the order) and the search to go back to.
 */
export function detailsHref(
  solution: Solution,
  searchedCategoryId: number | undefined,
  searchString: string,
): string {
  const params = new URLSearchParams();
  params.set('provider', solution.organizationId);
  params.set('category', String(solution.categoryId));
  if (searchedCategoryId !== undefined) params.set('searched', String(searchedCategoryId));
  if (searchString) params.set('from', searchString);
  return `/services/${solution.id}?${params.toString()}`;
}
