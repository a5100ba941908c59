import type { CategoryId } from '../api/schemas';
import type { TreeIndex } from './treeIndex';

export interface TreeRow {
  /** Position in the tree index. */
  at: number;
  level: number;
  /** 1-based among the visible siblings. */
  position: number;
  siblings: number;
  /** undefined for a leaf (no children to show). */
  expanded: boolean | undefined;
  /** Where the filter text starts in the label; -1 when this row is only an ancestor of a match. */
  matchStart: number;
}

export interface VisibleRowsInput {
  /** Ids of expanded nodes (used without a filter). */
  expanded: ReadonlySet<CategoryId>;
  /** Lower-cased, trimmed filter text; '' for none. */
  filter: string;
  /** Ids the user collapsed while this filter was on (a filter opens every branch with a match). */
  collapsedInFilter: ReadonlySet<CategoryId>;
}

/** The rows a person sees, in order: one linear pass over the index. */
export function visibleRows(index: TreeIndex, input: VisibleRowsInput): TreeRow[] {
  return input.filter ? filteredRows(index, input) : plainRows(index, input.expanded);
}

function plainRows(index: TreeIndex, expanded: ReadonlySet<CategoryId>): TreeRow[] {
  const rows: TreeRow[] = [];
  let at = 0;
  while (at < index.size) {
    const id = index.ids[at] ?? 0;
    const hasChildren = (index.childCounts[at] ?? 0) > 0;
    const isOpen = hasChildren && expanded.has(id);
    rows.push({
      at,
      level: index.levels[at] ?? 1,
      position: index.positions[at] ?? 1,
      siblings: index.siblingCounts[at] ?? 1,
      expanded: hasChildren ? isOpen : undefined,
      matchStart: -1,
    });
    at = isOpen ? at + 1 : (index.subtreeEnds[at] ?? at + 1);
  }
  return rows;
}

function filteredRows(index: TreeIndex, input: VisibleRowsInput): TreeRow[] {
  const { size } = index;
  const matchStarts = new Int32Array(size).fill(-1);
  // 1: the node matches; 2: a descendant matches.
  const marks = new Uint8Array(size);
  for (let at = 0; at < size; at += 1) {
    const start = (index.lowerLabels[at] ?? '').indexOf(input.filter);
    if (start >= 0) {
      matchStarts[at] = start;
      marks[at] = 1;
    }
  }
  // Children come after their parents in depth-first order: a reverse pass marks every ancestor.
  for (let at = size - 1; at >= 0; at -= 1) {
    const parent = index.parents[at] ?? -1;
    if (marks[at] && parent >= 0) marks[parent] = (marks[parent] ?? 0) | 2;
  }
  const rows: TreeRow[] = [];
  let at = 0;
  while (at < size) {
    if (!marks[at]) {
      at = index.subtreeEnds[at] ?? at + 1;
      continue;
    }
    const id = index.ids[at] ?? 0;
    const hasVisibleChildren = ((marks[at] ?? 0) & 2) !== 0;
    const isOpen = hasVisibleChildren && !input.collapsedInFilter.has(id);
    rows.push({
      at,
      level: index.levels[at] ?? 1,
      position: 0,
      siblings: 0,
      expanded: hasVisibleChildren ? isOpen : undefined,
      matchStart: matchStarts[at] ?? -1,
    });
    at = isOpen ? at + 1 : (index.subtreeEnds[at] ?? at + 1);
  }
  numberSiblings(index, rows);
  return rows;
}

/** aria-posinset / aria-setsize among the siblings that are actually shown. */
function numberSiblings(index: TreeIndex, rows: TreeRow[]): void {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const parent = index.parents[row.at] ?? -1;
    const position = (counts.get(parent) ?? 0) + 1;
    counts.set(parent, position);
    row.position = position;
  }
  for (const row of rows) row.siblings = counts.get(index.parents[row.at] ?? -1) ?? 1;
}
