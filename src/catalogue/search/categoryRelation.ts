import type { TreeIndex } from '../tree/treeIndex';

export type CategoryRelation = 'same' | 'broader' | 'narrower' | 'other';

/**
 * How the category a service is registered on relates to the searched one. With `ancestors` a
 * service can be registered on a broader category (spec 4.2 rule 1); with `descendants` on a
 * narrower one.
 */
export function categoryRelation(
  index: TreeIndex | undefined,
  searchedName: string | undefined,
  registeredId: number | undefined,
): CategoryRelation {
  if (!index || searchedName === undefined) return 'same';
  if (registeredId === undefined) return 'other';
  const searched = index.indexByKey.get(searchedName);
  const registered = index.indexById.get(registeredId);
  if (searched === undefined || registered === undefined) return 'other';
  if (searched === registered) return 'same';
  const isAncestor = (ancestor: number, of: number) =>
    ancestor < of && of < (index.subtreeEnds[ancestor] ?? 0);
  if (isAncestor(registered, searched)) return 'broader';
  if (isAncestor(searched, registered)) return 'narrower';
  return 'other';
}
