/**
 * Spec 4.2's `/solutions` against the running sandbox with the real seed taxonomy: search
 * semantics, filters, bounding box, paging headers and limits (names, caching and CORS:
 * catalogue-caching.test.ts; the tree and the providers: catalogue-categories-providers.test.ts).
 * Expected answers are computed from the seed data, independently of the sandbox's indexes.
 */
import { describe, expect, it } from 'vitest';
import type { CategoryRecord } from '../../sandbox/store/seed/types.ts';
import {
  allSolutions,
  ancestorIds,
  descendantIds,
  publicIdsWhere,
  seedCatalogue,
  solutions,
  SolutionListSchema,
} from './catalogue-data.ts';
import { DEMO_ORGANIZATIONS } from './support.ts';

const ids = (list: { id: number }[]): number[] => list.map((item) => item.id);

/** A deep category with an ancestor that has public services registered on it directly. */
function leafUnderServedAncestor(): { leaf: CategoryRecord; ancestor: CategoryRecord } {
  const catalogue = seedCatalogue();
  const served = new Set(publicIdsWhere(() => true).map((id) => id));
  const categoriesWithServices = new Set(
    catalogue.solutions.filter((s) => served.has(s.id)).map((s) => s.categoryId),
  );
  for (const category of catalogue.categoriesById.values()) {
    if (category.children.length > 0 || category.depth < 4) continue;
    const ancestorId = ancestorIds(category)
      .slice(1)
      .find((id) => categoriesWithServices.has(id));
    const ancestor =
      ancestorId === undefined ? undefined : catalogue.categoriesById.get(ancestorId);
    if (ancestor !== undefined) return { leaf: category, ancestor };
  }
  throw new Error('seed has no leaf below a served ancestor');
}

function depthTwoCategory(): CategoryRecord {
  const category = seedCatalogue().taxonomy[0]?.children[0];
  if (category === undefined) throw new Error('seed taxonomy too shallow');
  return category;
}

describe('GET /solutions: category matching', () => {
  it('ancestors (default): the category and every category above it, each service with its own category', async () => {
    const { leaf, ancestor } = leafUnderServedAncestor();
    const expected = publicIdsWhere((s) => ancestorIds(leaf).includes(s.categoryId));
    const found = await allSolutions(`category=${leaf.className}`);
    expect(ids(found)).toEqual(expected);
    const fromAncestor = found.find((s) => s.categoryId === ancestor.id);
    expect(fromAncestor).toMatchObject({ categoryId: ancestor.id, categoryName: ancestor.en });
    const explicit = await allSolutions(`category=${leaf.className}&categoryMatch=ancestors`);
    expect(ids(explicit)).toEqual(expected);
  });

  it('descendants: the category and every category below it', async () => {
    const category = depthTwoCategory();
    const below = descendantIds(category);
    const expected = publicIdsWhere((s) => below.includes(s.categoryId));
    expect(expected.length).toBeGreaterThan(20);
    const found = await allSolutions(`category=${category.className}&categoryMatch=descendants`);
    expect(ids(found)).toEqual(expected);
    expect(new Set(found.map((s) => s.categoryId)).size).toBeGreaterThan(1);
  });

  it('exact: only the category itself', async () => {
    const { ancestor } = leafUnderServedAncestor();
    const expected = publicIdsWhere((s) => s.categoryId === ancestor.id);
    const found = await allSolutions(`category=${ancestor.className}&categoryMatch=exact`);
    expect(ids(found)).toEqual(expected);
    expect(found.every((s) => s.categoryId === ancestor.id)).toBe(true);
  });

  it('accepts the full category URI as well as the class name', async () => {
    const category = depthTwoCategory();
    const byName = await solutions(`category=${category.className}&categoryMatch=descendants`);
    const byUri = await solutions(
      `category=${encodeURIComponent(category.uri)}&categoryMatch=descendants`,
    );
    expect(category.uri).toBe(`${seedCatalogue().namespace}#${category.className}`);
    expect(byUri.status).toBe(200);
    expect(byUri.json(SolutionListSchema)).toEqual(byName.json(SolutionListSchema));
  });

  it('gives an empty list, not an error, for an unknown category', async () => {
    for (const category of [
      'NoSuchCategory',
      encodeURIComponent(`https://elsewhere.invalid/taxonomy#${depthTwoCategory().className}`),
    ]) {
      const response = await solutions(`category=${category}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
      expect(response.headers.get('content-range')).toBe('items */0');
      expect(response.headers.get('x-total-count')).toBe('0');
    }
  });

  it('returns records exactly as spec 2.6, sorted by id', async () => {
    const response = await solutions('pageSize=100');
    const list = response.json(SolutionListSchema);
    expect(list).toHaveLength(100);
    expect(ids(list)).toEqual([...ids(list)].sort((a, b) => a - b));
    const first = list[0];
    const record = seedCatalogue().solutions.find((s) => s.id === first?.id);
    const provider = seedCatalogue().providersById.get(record?.organizationId ?? '');
    expect(first?.providerLocation.coordinates).toEqual([provider?.longitude, provider?.latitude]);
    expect(first?.organizationName).toBe(provider?.name);
  });
});

describe('GET /solutions: filters', () => {
  it('type keeps one type; excludeType leaves one out', async () => {
    const only = await solutions('type=PRODUCTION&pageSize=100');
    const onlyList = only.json(SolutionListSchema);
    expect(onlyList.every((s) => s.type === 'PRODUCTION')).toBe(true);
    expect(only.headers.get('x-total-count')).toBe(
      String(publicIdsWhere((s) => s.type === 'PRODUCTION').length),
    );
    const without = await solutions('excludeType=PRODUCTION&pageSize=100');
    expect(without.json(SolutionListSchema).some((s) => s.type === 'PRODUCTION')).toBe(false);
    expect(without.headers.get('x-total-count')).toBe(
      String(publicIdsWhere((s) => s.type !== 'PRODUCTION').length),
    );
  });

  it('organizationIds takes a comma-separated list', async () => {
    const wanted: string[] = [
      DEMO_ORGANIZATIONS.gjenbrukOslo.id,
      DEMO_ORGANIZATIONS.ombrukBergen.id,
    ];
    const found = await allSolutions(`organizationIds=${wanted.join(',')}`);
    expect(ids(found)).toEqual(publicIdsWhere((s) => wanted.includes(s.organizationId)));
    expect(new Set(found.map((s) => s.organizationId))).toEqual(new Set(wanted));
    const repeated = await allSolutions(wanted.map((id) => `organizationIds=${id}`).join('&'));
    expect(ids(repeated)).toEqual(ids(found));
    const empty = await solutions('organizationIds=');
    expect(empty.headers.get('x-total-count')).toBe(String(publicIdsWhere(() => true).length));
  });

  it('combines category, type and bounding box', async () => {
    const category = depthTwoCategory();
    const below = descendantIds(category);
    const box = { minLatitude: 58, maxLatitude: 61.5, minLongitude: 4.5, maxLongitude: 11.5 };
    const catalogue = seedCatalogue();
    const expected = publicIdsWhere((s) => {
      const p = catalogue.providersById.get(s.organizationId);
      return (
        below.includes(s.categoryId) &&
        s.type !== 'PRODUCTION' &&
        p !== undefined &&
        p.latitude >= box.minLatitude &&
        p.latitude <= box.maxLatitude &&
        p.longitude >= box.minLongitude &&
        p.longitude <= box.maxLongitude
      );
    });
    const query = new URLSearchParams({
      category: category.className,
      categoryMatch: 'descendants',
      excludeType: 'PRODUCTION',
      minLatitude: String(box.minLatitude),
      maxLatitude: String(box.maxLatitude),
      minLongitude: String(box.minLongitude),
      maxLongitude: String(box.maxLongitude),
    });
    expect(ids(await allSolutions(query.toString()))).toEqual(expected);
  });

  it('bounding box keeps services whose provider lies inside it', async () => {
    const box = { minLatitude: 59.8, maxLatitude: 60.1, minLongitude: 10.5, maxLongitude: 11 };
    const found = await allSolutions(
      new URLSearchParams(
        Object.fromEntries(Object.entries(box).map(([k, n]) => [k, String(n)])),
      ).toString(),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const solution of found) {
      const [longitude, latitude] = solution.providerLocation.coordinates;
      expect(latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
    const catalogue = seedCatalogue();
    expect(ids(found)).toEqual(
      publicIdsWhere((s) => {
        const p = catalogue.providersById.get(s.organizationId);
        return (
          p !== undefined &&
          p.latitude >= box.minLatitude &&
          p.latitude <= box.maxLatitude &&
          p.longitude >= box.minLongitude &&
          p.longitude <= box.maxLongitude
        );
      }),
    );
  });

  it('never shows private services', async () => {
    const all = publicIdsWhere(() => true);
    const response = await solutions('');
    expect(response.headers.get('x-total-count')).toBe(String(all.length));
    expect(all.length).toBeLessThan(seedCatalogue().solutions.length);
    const closed = await solutions(`organizationIds=${DEMO_ORGANIZATIONS.lukketLager.id}`);
    expect(closed.body).toEqual([]);
  });
});

describe('GET /solutions: paging', () => {
  it('pages from 0 with Content-Range and X-Total-Count', async () => {
    const total = publicIdsWhere(() => true).length;
    const firstPage = await solutions('');
    expect(firstPage.json(SolutionListSchema)).toHaveLength(20);
    expect(firstPage.headers.get('content-range')).toBe(`items 0-19/${total}`);
    const second = await solutions('pageSize=5&pageNumber=1');
    expect(second.headers.get('content-range')).toBe(`items 5-9/${total}`);
    expect(ids(second.json(SolutionListSchema))).toEqual(publicIdsWhere(() => true).slice(5, 10));
    const lastPageNumber = Math.floor((total - 1) / 100);
    const last = await solutions(`pageSize=100&pageNumber=${lastPageNumber}`);
    expect(last.headers.get('content-range')).toBe(
      `items ${lastPageNumber * 100}-${total - 1}/${total}`,
    );
    const beyond = await solutions(`pageSize=100&pageNumber=${lastPageNumber + 1}`);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toBe(`items */${total}`);
    expect(beyond.headers.get('x-total-count')).toBe(String(total));
  });

  it('accepts pageSize 1 and 100', async () => {
    expect((await solutions('pageSize=1')).json(SolutionListSchema)).toHaveLength(1);
    expect((await solutions('pageSize=100')).json(SolutionListSchema)).toHaveLength(100);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['pageNumber=-1', 'pageNumber'],
    ['pageNumber=1.5', 'pageNumber'],
    ['type=REUSE', 'type'],
    ['excludeType=production', 'excludeType'],
    ['categoryMatch=siblings', 'categoryMatch'],
    ['minLatitude=61&maxLatitude=60', 'minLatitude'],
    ['minLongitude=11&maxLongitude=10', 'minLongitude'],
    ['minLatitude=north', 'minLatitude'],
    ['maxLongitude=1e400', 'maxLongitude'],
    ['maxLatitude=91', 'maxLatitude'],
  ])('%s → 400 INVALID_PARAMETER on %s', async (query, field) => {
    const response = await solutions(query);
    expect(response.status).toBe(400);
    const problem = response.problem();
    expect(problem).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
    expect(problem.errors?.map((error) => error.field)).toContain(field);
  });
});
