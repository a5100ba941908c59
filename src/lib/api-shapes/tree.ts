import * as v from 'valibot';
import { readCollection } from './collection';
import { unreadable } from './shape';
import { isRecord } from '../isRecord';
import { runInSlices, runToEnd, type Steps } from '../inSlices';

export interface TreeNodeOptions {
  /** What was asked for, for the console warning ("GET /categories"). */
  what: string;
}

export type TreeNode<T> = T & { children: TreeNode<T>[] };

/** Child-node keys tried first, in this order; after them any array of nodes counts. */
const CHILD_KEYS = ['children', 'subcategories', 'subCategories', 'narrower', 'nodes', 'items'];

/** Deeper than this is not a taxonomy but a loop or a mistake. */
const MAX_DEPTH = 32;

/**
 * Arrays a node offers as its children, in the order they are tried: the known keys first, then
 * `_embedded`'s, then any other. Lazy: the first array that fits ends the search, and a category
 * tree has hundreds of nodes to read on a page's first load.
 */
function* candidateArrays(node: Record<string, unknown>): Generator<unknown[]> {
  for (const key of CHILD_KEYS) {
    const value = node[key];
    if (Array.isArray(value)) yield value;
  }
  const embedded = node['_embedded'];
  if (isRecord(embedded)) {
    for (const value of Object.values(embedded)) if (Array.isArray(value)) yield value;
  }
  for (const key of Object.keys(node)) {
    if (key === '_embedded' || CHILD_KEYS.includes(key)) continue;
    const value = node[key];
    if (Array.isArray(value)) yield value;
  }
}

/** The first of a node's arrays of objects of which at least one fits (`fits`): its children. */
function childArrayOf(
  node: Record<string, unknown>,
  fits: (value: unknown) => boolean,
): unknown[] | undefined {
  for (const array of candidateArrays(node)) {
    if (array.length > 0 && array.every(isRecord) && array.some(fits)) return array;
  }
  return undefined;
}

/**
 * Reads a tree of nodes whose child field the spec leaves open (spec 2.7): the children are the
 * first array, under whatever key, whose every element is an object that fits `nodeSchema`. The
 * result always names them `children` (`[]` on a leaf). The top level may be one root node, a plain
 * array of roots, or any collection shape {@link readCollection} reads. One step per node
 * (src/lib/inSlices.ts): {@link readTree} reads them at once, {@link readTreeInSlices} in short
 * tasks, for a tree of any size on a page's first load.
 */
function* readTreeSteps<TSchema extends v.GenericSchema<unknown, Record<string, unknown>>>(
  body: unknown,
  headers: Headers,
  nodeSchema: TSchema,
  options: TreeNodeOptions,
): Steps<TreeNode<v.InferOutput<TSchema>>[]> {
  type Node = TreeNode<v.InferOutput<TSchema>>;
  const fits = (value: unknown) => isRecord(value) && v.is(nodeSchema, value);

  // One root node (an object that is itself a node), or a list of roots in any collection shape.
  const top = fits(body) ? [body] : readCollection(body, headers, v.unknown(), options).items;
  const roots: Node[] = [];
  // Depth first, in the answer's order: the next node to read is on top, with where it goes.
  const toRead = top.map((raw) => ({ raw, depth: 0, into: roots })).reverse();
  for (let next = toRead.pop(); next; next = toRead.pop()) {
    const { raw, depth, into } = next;
    if (depth > MAX_DEPTH || !isRecord(raw)) throw unreadable(options.what, body);
    const parsed = v.safeParse(nodeSchema, raw);
    if (!parsed.success) throw unreadable(options.what, body);
    const node: Node = { ...parsed.output, children: [] };
    into.push(node);
    // The children: the first array of objects of which at least one is a node; a member of it
    // that is no node makes the tree unreadable (never a leaf shown for children not read).
    const children = childArrayOf(raw, fits) ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      toRead.push({ raw: children[index], depth: depth + 1, into: node.children });
    }
    yield;
  }
  return roots;
}

/** Reads the whole tree at once (see {@link readTreeSteps}). */
export function readTree<TSchema extends v.GenericSchema<unknown, Record<string, unknown>>>(
  body: unknown,
  headers: Headers,
  nodeSchema: TSchema,
  options: TreeNodeOptions,
): TreeNode<v.InferOutput<TSchema>>[] {
  return runToEnd(readTreeSteps(body, headers, nodeSchema, options));
}

/**
 * Reads the tree in short tasks, the browser free in between (see {@link readTreeSteps}); stops
 * once `signal` is aborted.
 */
export function readTreeInSlices<TSchema extends v.GenericSchema<unknown, Record<string, unknown>>>(
  body: unknown,
  headers: Headers,
  nodeSchema: TSchema,
  options: TreeNodeOptions & { signal?: AbortSignal },
): Promise<TreeNode<v.InferOutput<TSchema>>[]> {
  return runInSlices(readTreeSteps(body, headers, nodeSchema, options), {
    signal: options.signal,
  });
}
