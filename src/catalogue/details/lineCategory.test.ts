import { describe, expect, it } from 'vitest';
import { taxonomyFixture } from '../testing/fixtures';
import { buildTreeIndex } from '../tree/treeIndex';
import { lineCategoryFor } from './lineCategory';

// Furniture (1) > Seating (2) > Office chair (3), Sofa (4); Furniture > Table (5); Building product (6) > Door (7)
const index = buildTreeIndex(taxonomyFixture);

describe('lineCategoryFor', () => {
  it.each([
    { case: 'same category', service: 2, searched: 2, expected: 2 },
    { case: 'searched narrower than the service → searched', service: 2, searched: 3, expected: 3 },
    { case: 'searched two levels narrower → searched', service: 1, searched: 4, expected: 4 },
    {
      case: 'searched broader (descendants from a root) → own',
      service: 3,
      searched: 1,
      expected: 3,
    },
    { case: 'unrelated category → own', service: 3, searched: 7, expected: 3 },
    { case: 'sibling category → own', service: 3, searched: 4, expected: 3 },
    { case: 'searched category unknown to the tree → own', service: 3, searched: 999, expected: 3 },
    {
      case: 'service category unknown to the tree → own',
      service: 999,
      searched: 3,
      expected: 999,
    },
    { case: 'nothing searched → own', service: 3, searched: undefined, expected: 3 },
  ])('$case', ({ service, searched, expected }) => {
    expect(lineCategoryFor(index, service, searched)).toBe(expected);
  });

  it('uses the own category while the tree is not loaded', () => {
    expect(lineCategoryFor(undefined, 2, 3)).toBe(2);
  });
});
