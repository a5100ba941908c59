import type { TreeIndex } from '../tree/treeIndex';
import type { CategoryMatch } from './filters';

/**
 * The match mode a click on a category in the tree starts with (docs/decisions/0063): a category
 * with narrower ones below it means "what is under it" (`descendants`); a leaf keeps the spec's
 * default (`ancestors`: also the services offered for the broader categories that cover it).
 * The three modes stay one click away in the filters.
 */
export function matchForCategoryClick(index: TreeIndex, at: number): CategoryMatch {
  return (index.childCounts[at] ?? 0) > 0 ? 'descendants' : 'ancestors';
}
