import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n';
import { categoriesQueryOptions } from '../api/categories';
import { treeIndexOf } from '../tree/treeIndex';

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
  const index = useMemo(() => (deferred ? treeIndexOf(deferred.tree) : undefined), [deferred]);
  return { query, index, treeKey: deferred?.at };
}
