import { keyWords, nameOf } from '../../lib/api-shapes';
import { cached } from '../../lib/cache';
import type { CategoryId, CategoryNode } from '../api/schemas';

/**
 * The category tree flattened once into depth-first arrays, so that showing, filtering and moving
 * through 20,000 nodes is a linear pass over arrays instead of a walk over nested objects.
 */
export interface TreeIndex {
  size: number;
  ids: CategoryId[];
  /** What names each category to the server: {@link categoryKey}. */
  keys: string[];
  uris: (string | undefined)[];
  /** What a person reads (`nameOf`): `displayName`, else the class name, an identifier in words. */
  labels: string[];
  lowerLabels: string[];
  /** Index of the parent, -1 for roots. */
  parents: number[];
  /** 1-based depth (aria-level). */
  levels: number[];
  /** Index just past the node's subtree. */
  subtreeEnds: number[];
  /** Number of direct children. */
  childCounts: number[];
  /** 1-based position among siblings and the number of siblings (unfiltered). */
  positions: number[];
  siblingCounts: number[];
  indexById: ReadonlyMap<CategoryId, number>;
  indexByKey: ReadonlyMap<string, number>;
}

/**
 * What the app sends as `category=` for a node (spec 4.2: a class name or the full category URI):
 * its `uri`, the one unambiguous form, or its `name` where it has none. Never its label: a server
 * may send a label as `name` ("Interior doors").
 */
export function categoryKey(node: Pick<CategoryNode, 'uri' | 'name'>): string {
  const uri = node.uri?.trim();
  return uri === undefined || uri === '' ? node.name : uri;
}

/** The class name in a category URI (`…#InteriorDoors` → `InteriorDoors`), if it has one. */
function classNameOf(uri: string | undefined): string | undefined {
  const hash = uri?.lastIndexOf('#') ?? -1;
  return uri !== undefined && hash >= 0 && hash < uri.length - 1 ? uri.slice(hash + 1) : undefined;
}

export function buildTreeIndex(roots: readonly CategoryNode[]): TreeIndex {
  const index: TreeIndex = {
    size: 0,
    ids: [],
    keys: [],
    uris: [],
    labels: [],
    lowerLabels: [],
    parents: [],
    levels: [],
    subtreeEnds: [],
    childCounts: [],
    positions: [],
    siblingCounts: [],
    indexById: new Map(),
    indexByKey: new Map(),
  };
  const byId = new Map<CategoryId, number>();
  const byName = new Map<string, number>();
  // Iterative depth-first walk (taxonomies can be deep; no recursion limits).
  interface Frame {
    node: CategoryNode;
    parent: number;
    level: number;
    position: number;
    siblings: number;
  }
  const stack: Frame[] = [];
  for (let i = roots.length - 1; i >= 0; i -= 1) {
    const node = roots[i];
    if (node) stack.push({ node, parent: -1, level: 1, position: i + 1, siblings: roots.length });
  }
  const open: number[] = [];
  while (stack.length > 0) {
    const frame = stack.pop();
    if (!frame) break;
    const at = index.ids.length;
    // Close subtrees that ended before this node.
    while (open.length > 0 && (index.levels[open.at(-1) ?? 0] ?? 0) >= frame.level) {
      const closed = open.pop() ?? 0;
      index.subtreeEnds[closed] = at;
    }
    const { node } = frame;
    const label = nameOf(node, 'thing') ?? keyWords(node.name);
    const children = node.children ?? [];
    index.ids.push(node.id);
    index.keys.push(categoryKey(node));
    index.uris.push(node.uri);
    index.labels.push(label);
    index.lowerLabels.push(label.toLocaleLowerCase());
    index.parents.push(frame.parent);
    index.levels.push(frame.level);
    index.subtreeEnds.push(at + 1);
    index.childCounts.push(children.length);
    index.positions.push(frame.position);
    index.siblingCounts.push(frame.siblings);
    if (!byId.has(node.id)) byId.set(node.id, at);
    for (const alias of [categoryKey(node), classNameOf(node.uri), node.name]) {
      if (alias !== undefined && !byName.has(alias)) byName.set(alias, at);
    }
    open.push(at);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child) {
        stack.push({
          node: child,
          parent: at,
          level: frame.level + 1,
          position: i + 1,
          siblings: children.length,
        });
      }
    }
  }
  const end = index.ids.length;
  for (const closed of open) index.subtreeEnds[closed] = end;
  index.size = end;
  index.indexById = byId;
  index.indexByKey = byName;
  return index;
}

/** Indexes of a node's ancestors, nearest first. */
export function ancestorsOf(index: TreeIndex, at: number): number[] {
  const result: number[] = [];
  for (let p = index.parents[at] ?? -1; p >= 0; p = index.parents[p] ?? -1) result.push(p);
  return result;
}

/** One index per loaded tree, shared by every reader (the search page, each order line, the lists). */
const indexes = new WeakMap<CategoryNode[], TreeIndex>();

export function treeIndexOf(tree: CategoryNode[]): TreeIndex {
  return cached(indexes, tree, buildTreeIndex);
}
