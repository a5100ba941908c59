import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cached } from '../../lib/cache';
import { useI18n } from '../../lib/i18n';
import { categoriesQueryOptions } from '../api/categories';
import type { CategoryNode } from '../api/schemas';
import { buildTreeIndex, type TreeIndex } from '../tree/treeIndex';

/** One index per loaded tree, shared by every component that asks (e.g. each order line). */
const indexes = new WeakMap<CategoryNode[], TreeIndex>();

function indexOf(tree: CategoryNode[]): TreeIndex {
  return cached(indexes, tree, buildTreeIndex);
}

/** The category tree in the UI language, flattened for the tree and for id/name look-ups. */
export function useCategoryIndex() {
  const { language } = useI18n();
  const query = useQuery(categoriesQueryOptions(language));
  const { data, dataUpdatedAt } = query;
  // The tree and everything that reads the index draw in a transition, in slices, not in one
  // long task when the answer arrives. The answer's time goes along, so `treeKey` names the tree
  // the index was built from (a new answer, e.g. in another language, starts a tree afresh).
  const answer = useMemo(
    () => (data ? { tree: data, at: dataUpdatedAt } : undefined),
    [data, dataUpdatedAt],
  );
  const deferred = useDeferredValue(answer);
  const index = useMemo(() => (deferred ? indexOf(deferred.tree) : undefined), [deferred]);
  return { query, index, treeKey: deferred?.at };
}
