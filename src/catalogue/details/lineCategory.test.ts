import { describe, expect, it } from 'vitest';
import { taxonomyFixture } from '../testing/fixtures';
import { buildTreeIndex } from '../tree/treeIndex';
import { lineCategoryFor } from './lineCategory';

// Furniture (1) > Seating (2) > Office chair (3), Sofa (4); Furniture > Table (5); Building product (6) > Door (7)
const index = buildTreeIndex(taxonomyFixture);

describe('lineCategoryFor', () => {
  // [case, service category, searched category, the line's category]
  it.each<[string, number, number | undefined, number]>([
    ['same category', 2, 2, 2],
    ['searched narrower than the service → searched', 2, 3, 3],
    ['searched two levels narrower → searched', 1, 4, 4],
    ['searched broader (descendants from a root) → own', 3, 1, 3],
    ['unrelated category → own', 3, 7, 3],
    ['sibling category → own', 3, 4, 3],
    ['searched category unknown to the tree → own', 3, 999, 3],
    ['service category unknown to the tree → own', 999, 3, 999],
    ['nothing searched → own', 3, undefined, 3],
  ])('%s', (_case, service, searched, expected) => {
    expect(lineCategoryFor(index, service, searched)).toBe(expected);
  });

  it('uses the own category while the tree is not loaded', () => {
    expect(lineCategoryFor(undefined, 2, 3)).toBe(2);
  });
});
