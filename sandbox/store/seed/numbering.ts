import type { CategoryRecord, CategorySeed } from './types.ts';

export interface NumberedTaxonomy {
  roots: CategoryRecord[];
  byId: Map<number, CategoryRecord>;
  byClassName: Map<string, CategoryRecord>;
}

/**
 * Turns the hand-written seeds into records: ids depth-first (pre-order) from 1, URIs
 * `<namespace>#<className>`, parent ids and depths (roots have depth 1). Throws on a duplicate
 * class name, since class names are what URIs and searches name.
 */
export function numberTaxonomy(
  seeds: readonly CategorySeed[],
  namespace: string,
): NumberedTaxonomy {
  const byId = new Map<number, CategoryRecord>();
  const byClassName = new Map<string, CategoryRecord>();
  let nextId = 1;

  const visit = (seed: CategorySeed, parentId: number | null, depth: number): CategoryRecord => {
    if (byClassName.has(seed.className)) {
      throw new Error(`Duplicate category class name: ${seed.className}`);
    }
    const record: CategoryRecord = {
      id: nextId++,
      className: seed.className,
      uri: `${namespace}#${seed.className}`,
      en: seed.en,
      nb: seed.nb,
      parentId,
      depth,
      children: [],
    };
    byId.set(record.id, record);
    byClassName.set(record.className, record);
    for (const child of seed.children ?? []) {
      record.children.push(visit(child, record.id, depth + 1));
    }
    return record;
  };

  const roots = seeds.map((seed) => visit(seed, null, 1));
  return { roots, byId, byClassName };
}

/** The category itself and every category below it, depth-first. */
export function subtree(category: CategoryRecord): CategoryRecord[] {
  const result: CategoryRecord[] = [];
  const stack: CategoryRecord[] = [category];
  for (let node = stack.pop(); node; node = stack.pop()) {
    result.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child) stack.push(child);
    }
  }
  return result;
}
