import { useCallback } from 'react';
import { useCategoryIndex } from '../search/useCategoryIndex';
import { ancestorsOf } from './treeIndex';

/** A category and the ones above it, nearest first: ids and what a person reads. */
export type CategoryPath = readonly { id: number; label: string }[];

/**
 * The path of a category up the shared tree (`GET /categories`, cached): for a page that lets a
 * person pick a broader category than the one an order line names. Undefined while the tree
 * loads; empty for a category the tree does not hold (an organisation's own, spec 4.2 rule 3).
 */
export function useCategoryPath(): ((categoryId: number) => CategoryPath) | undefined {
  const { index } = useCategoryIndex();
  const pathOf = useCallback(
    (categoryId: number): CategoryPath => {
      const at = index?.indexById.get(categoryId);
      if (index === undefined || at === undefined) return [];
      return [at, ...ancestorsOf(index, at)].flatMap((i) => {
        const id = index.ids[i];
        return id === undefined ? [] : [{ id: Number(id), label: index.labels[i] ?? String(id) }];
      });
    },
    [index],
  );
  return index === undefined ? undefined : pathOf;
}
