/**
 * The upward path of a category for `categoryMatch=ancestors` (spec 4.2 rules 1 and 3): the
 * category itself, then the shared categories above it. Organisations' own categories are not
 * part of the shared taxonomy, so the path never passes through one (it skips an own parent and
 * goes on to the shared category above it).
 */
import type { CatalogueData, CategoryRecord } from '../store/seed/types.ts';

export function upwardPath(
  categoriesById: CatalogueData['categoriesById'],
  category: CategoryRecord,
): number[] {
  const path = [category.id];
  let parentId = category.parentId;
  while (parentId !== null) {
    const parent = categoriesById.get(parentId);
    if (parent === undefined) break;
    if (parent.ownerOrganizationId === undefined) path.push(parent.id);
    parentId = parent.parentId;
  }
  return path;
}
