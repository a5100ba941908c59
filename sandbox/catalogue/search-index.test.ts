/**
 * The search index against a naive filter over the same seed data, for random queries
 * (property-based): same total, same page, same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../store/seed/index.ts';
import { SOLUTION_TYPES, type CategoryRecord } from '../store/seed/types.ts';
import { createCatalogueIndex, type SolutionQuery } from './search-index.ts';

const catalogue = buildCatalogue();
const index = createCatalogueIndex(catalogue);
const categories = [...catalogue.categoriesById.values()];
const providerIds = catalogue.providers.map((provider) => provider.id);

/** Spec 4.2 rules 1 and 3: the category, then the shared categories above it (no own ones). */
function ancestorsOf(category: CategoryRecord): number[] {
  const ids = [category.id];
  let parent = category.parentId;
  while (parent !== null) {
    const record = catalogue.categoriesById.get(parent);
    if (record?.ownerOrganizationId === undefined) ids.push(parent);
    parent = record?.parentId ?? null;
  }
  return ids;
}

/** Every category (shared or own) whose parent chain reaches `category`. */
function descendantsOf(category: CategoryRecord): number[] {
  return categories
    .filter((candidate) => {
      for (let c: CategoryRecord | undefined = candidate; c !== undefined;) {
        if (c.id === category.id) return true;
        c = c.parentId === null ? undefined : catalogue.categoriesById.get(c.parentId);
      }
      return false;
    })
    .map((candidate) => candidate.id);
}

function naive(query: SolutionQuery): { ids: number[]; total: number } {
  let categoryIds: number[] | undefined;
  if (query.category !== undefined) {
    const reference = query.category;
    const category = categories.find((c) => c.className === reference || c.uri === reference);
    if (category === undefined) return { ids: [], total: 0 };
    categoryIds =
      query.categoryMatch === 'exact'
        ? [category.id]
        : query.categoryMatch === 'ancestors'
          ? ancestorsOf(category)
          : descendantsOf(category);
  }
  const matches = catalogue.solutions
    .filter((s) => {
      const provider = catalogue.providersById.get(s.organizationId);
      if (!s.public || provider === undefined) return false;
      if (categoryIds !== undefined && !categoryIds.includes(s.categoryId)) return false;
      if (query.type !== undefined && s.type !== query.type) return false;
      if (query.excludeType !== undefined && s.type === query.excludeType) return false;
      if (query.organizationIds !== undefined && !query.organizationIds.includes(s.organizationId))
        return false;
      if (query.minLatitude !== undefined && provider.latitude < query.minLatitude) return false;
      if (query.maxLatitude !== undefined && provider.latitude > query.maxLatitude) return false;
      if (query.minLongitude !== undefined && provider.longitude < query.minLongitude) return false;
      if (query.maxLongitude !== undefined && provider.longitude > query.maxLongitude) return false;
      return true;
    })
    .map((s) => s.id)
    .sort((a, b) => a - b);
  const first = query.pageNumber * query.pageSize;
  return { ids: matches.slice(first, first + query.pageSize), total: matches.length };
}

/** Each filter present about a third of the time, so that many queries still match something. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight: 1 });
}

const range = (min: number, max: number, maxSpan: number): fc.Arbitrary<[number, number]> =>
  fc
    .tuple(fc.double({ min, max, noNaN: true }), fc.double({ min: 0, max: maxSpan, noNaN: true }))
    .map(([low, span]): [number, number] => [low, low + span]);

const queryArbitrary: fc.Arbitrary<SolutionQuery> = fc
  .record({
    category: sometimes(
      fc.oneof(
        { arbitrary: fc.constantFrom(...categories.map((c) => c.className)), weight: 5 },
        { arbitrary: fc.constantFrom(...categories.map((c) => c.uri)), weight: 2 },
        // Own categories are few: draw them often enough to matter.
        {
          arbitrary: fc.constantFrom(...catalogue.organizationCategories.map((c) => c.className)),
          weight: 2,
        },
        {
          // An own category's class name in the shared namespace is an unknown category.
          arbitrary: fc.constantFrom(
            ...catalogue.organizationCategories.map((c) => `${catalogue.namespace}#${c.className}`),
          ),
          weight: 1,
        },
        { arbitrary: fc.constant('NoSuchCategory'), weight: 1 },
      ),
    ),
    categoryMatch: fc.constantFrom('ancestors' as const, 'descendants' as const, 'exact' as const),
    type: sometimes(fc.constantFrom(...SOLUTION_TYPES)),
    excludeType: sometimes(fc.constantFrom(...SOLUTION_TYPES)),
    organizationIds: sometimes(fc.subarray(providerIds, { minLength: 1 })),
    latitude: sometimes(range(57, 71, 8)),
    longitude: sometimes(range(4, 31, 15)),
    pageNumber: fc.integer({ min: 0, max: 3 }),
    pageSize: fc.integer({ min: 1, max: 100 }),
  })
  .map(({ category, type, excludeType, organizationIds, latitude, longitude, ...rest }) => ({
    ...rest,
    ...(category === undefined ? {} : { category }),
    ...(type === undefined ? {} : { type }),
    ...(excludeType === undefined ? {} : { excludeType }),
    ...(organizationIds === undefined ? {} : { organizationIds }),
    ...(latitude === undefined ? {} : { minLatitude: latitude[0], maxLatitude: latitude[1] }),
    ...(longitude === undefined ? {} : { minLongitude: longitude[0], maxLongitude: longitude[1] }),
  }));

describe('createCatalogueIndex().search', () => {
  it('agrees with a naive filter for random queries', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const page = index.search(query);
        const expected = naive(query);
        expect(page.total).toBe(expected.total);
        expect(page.items.map((s) => s.id)).toEqual(expected.ids);
        expect(page.first).toBe(query.pageNumber * query.pageSize);
      }),
      { numRuns: 300 },
    );
    // The property is only worth something if many random queries match services.
    const matching = fc
      .sample(queryArbitrary, { numRuns: 200, seed: 1 })
      .filter((query) => index.search(query).total > 0).length;
    expect(matching).toBeGreaterThan(60);
  });

  it('includes services on the bounding box edges', () => {
    const provider = catalogue.providers.find((p) =>
      catalogue.solutions.some((s) => s.public && s.organizationId === p.id),
    );
    if (provider === undefined) throw new Error('no provider with public services');
    const page = index.search({
      categoryMatch: 'ancestors',
      pageNumber: 0,
      pageSize: 100,
      minLatitude: provider.latitude,
      maxLatitude: provider.latitude,
      minLongitude: provider.longitude,
      maxLongitude: provider.longitude,
    });
    expect(page.items.some((s) => s.organizationId === provider.id)).toBe(true);
  });
});
