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
  // The tree and everything that reads the index draw in a transition, in slices, not in one
  // long task when the answer arrives.
  const tree = useDeferredValue(query.data);
  const index = useMemo(() => (tree ? indexOf(tree) : undefined), [tree]);
  return { query, index };
}
