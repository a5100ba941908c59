import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solutionFixture, taxonomyFixture } from '../testing/fixtures';
import { buildTreeIndex } from '../tree/treeIndex';
import type { CategoryNode } from './schemas';
import { matchesSolutionFilter, solutionFilterOf } from './solutionFilter';

const tree = buildTreeIndex(taxonomyFixture);
// Furniture (1) > Seating (2) > OfficeChair (3).
const chair = solutionFixture({ categoryId: 3 });
const seating = solutionFixture({ categoryId: 2 });
const furniture = solutionFixture({ categoryId: 1 });

describe('matchesSolutionFilter', () => {
  it('reads the filter back from the query sent, lists in either form', () => {
    expect(
      solutionFilterOf({
        category: 'Seating',
        categoryMatch: 'exact',
        organizationIds: ['a', 'b,c'],
        minLatitude: '59',
        maxLatitude: '60',
        minLongitude: '10',
        maxLongitude: '11',
      }),
    ).toEqual({
      category: 'Seating',
      categoryMatch: 'exact',
      type: undefined,
      excludeType: undefined,
      organizationIds: ['a', 'b', 'c'],
      box: { minLat: 59, maxLat: 60, minLng: 10, maxLng: 11 },
    });
    expect(solutionFilterOf({ minLatitude: '59' }).box).toBeUndefined();
  });

  it('checks the kind, the excluded kind and the provider', () => {
    expect(matchesSolutionFilter(chair, { type: 'RETAIN_VALUE' })).toBe(true);
    expect(matchesSolutionFilter(chair, { type: 'PRODUCTION' })).toBe(false);
    expect(matchesSolutionFilter(chair, { excludeType: 'RETAIN_VALUE' })).toBe(false);
    expect(matchesSolutionFilter(chair, { organizationIds: ['someone-else'] })).toBe(false);
    expect(matchesSolutionFilter(chair, { organizationIds: [chair.organizationId ?? ''] })).toBe(
      true,
    );
  });

  it('checks the box on the provider location [lon, lat], edges included', () => {
    const box = { minLat: 59, maxLat: 59.91, minLng: 10, maxLng: 11 };
    expect(matchesSolutionFilter(chair, { box })).toBe(true);
    expect(matchesSolutionFilter(chair, { box: { ...box, maxLat: 59.5 } })).toBe(false);
    // Latitude and longitude swapped would put it in the sea off Somalia: not in the box.
    expect(matchesSolutionFilter(chair, { box: { ...box, minLng: 59, maxLng: 60 } })).toBe(false);
  });

  it('places the category in the tree as categoryMatch says', () => {
    const asked = (categoryMatch: string) => ({ category: 'Seating', categoryMatch });
    expect(
      [chair, seating, furniture].map((s) => matchesSolutionFilter(s, asked('exact'), tree)),
    ).toEqual([false, true, false]);
    expect(
      [chair, seating, furniture].map((s) => matchesSolutionFilter(s, asked('descendants'), tree)),
    ).toEqual([true, true, false]);
    expect(
      [chair, seating, furniture].map((s) => matchesSolutionFilter(s, asked('ancestors'), tree)),
    ).toEqual([false, true, true]);
    // The category's URI names it as well as its class name does.
    const byUri = { category: 'https://example.test/taxonomy#Seating', categoryMatch: 'exact' };
    expect(matchesSolutionFilter(furniture, byUri, tree)).toBe(false);
  });

  it('keeps what it cannot judge: no tree, a category outside it, no location, no field', () => {
    const exact = { category: 'Seating', categoryMatch: 'exact' };
    expect(matchesSolutionFilter(chair, exact)).toBe(true);
    expect(matchesSolutionFilter(solutionFixture({ categoryId: 999 }), exact, tree)).toBe(true);
    expect(
      matchesSolutionFilter(chair, { category: 'Unknown', categoryMatch: 'exact' }, tree),
    ).toBe(true);
    const box = { minLat: 0, maxLat: 1, minLng: 0, maxLng: 1 };
    expect(matchesSolutionFilter(solutionFixture({ providerLocation: undefined }), { box })).toBe(
      true,
    );
    expect(
      matchesSolutionFilter(solutionFixture({ type: undefined, organizationId: undefined }), {
        type: 'PRODUCTION',
        organizationIds: ['x'],
      }),
    ).toBe(true);
  });
});

/** A taxonomy from a parent list: node i's parent is `parents[i]` (< i) or none. */
function taxonomyOf(parents: readonly number[]): CategoryNode[] {
  const nodes: CategoryNode[] = parents.map((_, id) => ({ id, name: `C${id}`, children: [] }));
  const roots: CategoryNode[] = [];
  parents.forEach((parent, id) => {
    const node = nodes[id];
    if (!node) return;
    const above = parent >= 0 ? nodes[parent] : undefined;
    if (above) above.children?.push(node);
    else roots.push(node);
  });
  return roots;
}

/** The reference: a node and its ancestors, walked up the parent list. */
function lineOf(parents: readonly number[], id: number): number[] {
  const line: number[] = [];
  for (let at = id; at >= 0; at = parents[at] ?? -1) line.push(at);
  return line;
}

const TYPES = ['RECOVER_VALUE', 'RETAIN_VALUE', 'PRODUCTION'];
const ORGS = ['o1', 'o2', 'o3'];

describe('matchesSolutionFilter over generated services and filters', () => {
  it('keeps every service that matches and none that does not', () => {
    const parentsArb = fc
      .array(fc.nat(), { minLength: 1, maxLength: 12 })
      .map((draws) => draws.map((draw, id) => (id === 0 ? -1 : (draw % (id + 1)) - 1)));
    fc.assert(
      fc.property(
        parentsArb,
        fc.record({
          category: fc.nat(11),
          match: fc.constantFrom('ancestors', 'descendants', 'exact'),
          type: fc.option(fc.constantFrom(...TYPES), { nil: undefined }),
          excludeType: fc.option(fc.constantFrom(...TYPES), { nil: undefined }),
          orgs: fc.subarray(ORGS),
          box: fc.option(
            fc.record({
              lat: fc.integer({ min: -80, max: 70 }),
              lng: fc.integer({ min: -170, max: 160 }),
            }),
            { nil: undefined },
          ),
        }),
        fc.array(
          fc.record({
            categoryId: fc.nat(11),
            type: fc.constantFrom(...TYPES),
            organizationId: fc.constantFrom(...ORGS),
            lat: fc.double({ min: -90, max: 90, noNaN: true }),
            lng: fc.double({ min: -180, max: 180, noNaN: true }),
          }),
          { maxLength: 20 },
        ),
        (parents, wish, services) => {
          const index = buildTreeIndex(taxonomyOf(parents));
          const asked = wish.category % parents.length;
          const box = wish.box && {
            minLat: wish.box.lat,
            maxLat: wish.box.lat + 10,
            minLng: wish.box.lng,
            maxLng: wish.box.lng + 10,
          };
          const filter = {
            category: `C${asked}`,
            categoryMatch: wish.match,
            type: wish.type,
            excludeType: wish.excludeType,
            organizationIds: wish.orgs,
            box,
          };
          for (const service of services) {
            const solution = solutionFixture({
              categoryId: service.categoryId % parents.length,
              type: service.type,
              organizationId: service.organizationId,
              providerLocation: { type: 'Point', coordinates: [service.lng, service.lat] },
            });
            const id = service.categoryId % parents.length;
            const categoryOk =
              wish.match === 'exact'
                ? id === asked
                : wish.match === 'descendants'
                  ? lineOf(parents, id).includes(asked)
                  : lineOf(parents, asked).includes(id);
            const matches =
              categoryOk &&
              (wish.type === undefined || service.type === wish.type) &&
              service.type !== wish.excludeType &&
              (wish.orgs.length === 0 || wish.orgs.includes(service.organizationId)) &&
              (box === undefined ||
                (service.lat >= box.minLat &&
                  service.lat <= box.maxLat &&
                  service.lng >= box.minLng &&
                  service.lng <= box.maxLng));
            expect(matchesSolutionFilter(solution, filter, index)).toBe(matches);
          }
        },
      ),
    );
  });
});
