import { describe, expect, it } from 'vitest';
import { filtersToApiQuery, DEFAULT_FILTERS } from '../search/filters';
import { buildTreeIndex, categoryKey } from './treeIndex';

const DOORS = 'https://w3id.test/taxonomy#InteriorDoors';

describe('a category is named to the server by its URI, never by its label', () => {
  // A legal server whose `name` is a label (spec 2.7 gives `name` no form).
  const index = buildTreeIndex([
    { id: 1, uri: DOORS, name: 'Interior doors', displayName: 'Interior doors', children: [] },
    { id: 2, name: 'Windows', children: [] },
  ]);

  it('keys a node by its uri, or by its name where it has none', () => {
    expect(index.keys).toEqual([DOORS, 'Windows']);
    expect(categoryKey({ uri: '  ', name: 'Windows' })).toBe('Windows');
  });

  it('finds a node by its key and by the class name in its URI (an older address)', () => {
    expect(index.indexByKey.get(DOORS)).toBe(0);
    expect(index.indexByKey.get('InteriorDoors')).toBe(0);
  });

  it('sends the URI as `category`', () => {
    const at = index.indexByKey.get('InteriorDoors') ?? -1;
    const query = filtersToApiQuery({ ...DEFAULT_FILTERS, category: index.keys[at] });
    expect(query).toMatchObject({ category: DOORS, categoryMatch: 'ancestors' });
  });
});
