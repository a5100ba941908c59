import type { TreeIndex } from '../tree/treeIndex';
import { categoryRelation } from '../search/categoryRelation';

/**
 * The category an order line names (docs/decisions/0084-order-line-service-lookup.md). The order
 * service accepts only a category the service covers: its own, or one below it (what an
 * `ancestors` search finds it from). Of those, the most specific one the customer chose: the
 * searched category when it lies below the service's own, else the service's own category. Never
 * one above it (a `descendants` search from a root finds services far below the root).
 */
export function lineCategoryFor(
  index: TreeIndex | undefined,
  serviceCategoryId: number | undefined,
  searchedId: number | undefined,
): number | undefined {
  // A service that did not say its category: the searched one is the only one known.
  if (serviceCategoryId === undefined) return searchedId;
  if (searchedId === undefined || index === undefined) return serviceCategoryId;
  const searchedAt = index.indexById.get(searchedId);
  if (searchedAt === undefined) return serviceCategoryId;
  const relation = categoryRelation(index, index.keys[searchedAt], serviceCategoryId);
  // 'broader': the service is registered on a category above the searched one.
  return relation === 'broader' ? searchedId : serviceCategoryId;
}
