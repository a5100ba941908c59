import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, DEFAULT_SCALE } from './index.ts';
import { MODULE_LIMITS } from './profiles.ts';
import { ORGANIZATION_CATEGORY_SEEDS } from './organization-categories.ts';
import { TOWN_LIST } from './towns.ts';
import {
  CO2E_STATUSES,
  DEMO_ORGANIZATIONS,
  MODULES_BY_TYPE,
  SOLUTION_TYPES,
  type CatalogueData,
  type CategoryRecord,
  type SolutionRecord,
} from './types.ts';

const catalogue = buildCatalogue();
const { gjenbrukOslo, ombrukBergen, lukketLager, byggherre, nordlysEiendom } = DEMO_ORGANIZATIONS;

function byProvider(data: CatalogueData): Map<string, SolutionRecord[]> {
  const map = new Map<string, SolutionRecord[]>();
  for (const solution of data.solutions) {
    const list = map.get(solution.organizationId) ?? [];
    list.push(solution);
    map.set(solution.organizationId, list);
  }
  return map;
}

function ancestorAtDepth(
  data: CatalogueData,
  categoryId: number,
  depth: number,
): CategoryRecord | undefined {
  let category = data.categoriesById.get(categoryId);
  while (category && category.depth > depth) {
    category = category.parentId === null ? undefined : data.categoriesById.get(category.parentId);
  }
  return category;
}

describe('buildCatalogue (default scale)', () => {
  const perProvider = byProvider(catalogue);

  it('generates the default number of services with ids 1 … n', () => {
    expect(DEFAULT_SCALE).toBeGreaterThanOrEqual(2000);
    expect(catalogue.solutions).toHaveLength(DEFAULT_SCALE);
    expect(catalogue.solutions.map((s) => s.id)).toEqual(catalogue.solutions.map((_, i) => i + 1));
  });

  it('exposes the taxonomy, lookups and providers', () => {
    expect(catalogue.categoriesById.size).toBeGreaterThanOrEqual(220);
    expect(catalogue.taxonomy.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.namespace).toBe('https://taxonomy.sandbox.invalid/building-products');
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(55);
    expect(catalogue.providersById.size).toBe(catalogue.providers.length);
    expect(catalogue.customers).toEqual([byggherre, nordlysEiendom]);
  });

  it('spreads services over all four types with modules that fit the type', () => {
    for (const type of SOLUTION_TYPES) {
      const ofType = catalogue.solutions.filter((s) => s.type === type);
      expect(ofType.length / catalogue.solutions.length, type).toBeGreaterThan(0.1);
    }
    const misfits = catalogue.solutions.filter((s) => {
      const allowed: readonly string[] = MODULES_BY_TYPE[s.type];
      return !allowed.includes(s.module);
    });
    expect(misfits).toEqual([]);
  });

  it('uses only the modules that make sense in limited branches (no repair of glass wool)', () => {
    const limitOf = (categoryId: number): readonly string[] | undefined => {
      for (let c = catalogue.categoriesById.get(categoryId); c;) {
        const limit = MODULE_LIMITS[c.className];
        if (limit) return limit;
        c = c.parentId === null ? undefined : catalogue.categoriesById.get(c.parentId);
      }
      return undefined;
    };
    const limited = catalogue.solutions.filter((s) => limitOf(s.categoryId) !== undefined);
    expect(limited.length).toBeGreaterThan(50);
    expect(limited.filter((s) => !limitOf(s.categoryId)?.includes(s.module))).toEqual([]);
  });

  it('registers every service on an existing category, a good share on inner ones', () => {
    const categories = catalogue.solutions.map((s) => catalogue.categoriesById.get(s.categoryId));
    expect(catalogue.solutions.filter((_, i) => categories[i] === undefined)).toEqual([]);
    const inner = categories.filter((c) => c && c.children.length > 0).length;
    const depths = new Set(categories.map((c) => c?.depth));
    expect(inner / catalogue.solutions.length).toBeGreaterThan(0.2);
    expect(inner / catalogue.solutions.length).toBeLessThan(0.5);
    expect(depths.size).toBeGreaterThanOrEqual(4);
  });

  it('lets an upward search from a leaf find services on broader categories', () => {
    const leaf = catalogue.categoriesByClassName.get('MeshBackTaskChairs');
    expect(leaf).toBeDefined();
    const ancestors = new Set<number>();
    for (let c = leaf; c?.parentId != null; c = catalogue.categoriesById.get(c.parentId)) {
      ancestors.add(c.parentId);
    }
    expect(catalogue.solutions.some((s) => ancestors.has(s.categoryId))).toBe(true);
  });

  it('gives every provider services, and every provider but the closed one a public service', () => {
    for (const provider of catalogue.providers) {
      const services = perProvider.get(provider.id) ?? [];
      expect(services.length, provider.name).toBeGreaterThan(0);
      if (provider.id !== lukketLager.id) {
        expect(
          services.some((s) => s.public),
          provider.name,
        ).toBe(true);
      }
    }
    const ids = new Set(catalogue.providers.map((p) => p.id));
    expect(catalogue.solutions.every((s) => ids.has(s.organizationId))).toBe(true);
  });

  it('keeps every service of the closed demo provider private', () => {
    const services = perProvider.get(lukketLager.id) ?? [];
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => !s.public)).toBe(true);
  });

  it('makes about 5 % of the other providers’ services private', () => {
    const others = catalogue.solutions.filter((s) => s.organizationId !== lukketLager.id);
    const share = others.filter((s) => !s.public).length / others.length;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.08);
    for (const [id, services] of perProvider) {
      if (id === lukketLager.id) continue;
      expect(services.filter((s) => !s.public).length / services.length).toBeLessThan(0.15);
    }
  });

  it('gives the two demo providers at least 25 services across several branches, some private', () => {
    for (const demo of [gjenbrukOslo, ombrukBergen]) {
      const services = perProvider.get(demo.id) ?? [];
      expect(services.length).toBeGreaterThanOrEqual(25);
      const branches = new Set(
        services.map((s) => ancestorAtDepth(catalogue, s.categoryId, 2)?.id),
      );
      expect(branches.size).toBeGreaterThanOrEqual(4);
      expect(services.some((s) => !s.public)).toBe(true);
    }
  });

  it('names services in English after their category', () => {
    const unnamed = catalogue.solutions.filter((solution) => {
      // A service moved onto an organisation's own category keeps the name it was generated with.
      let category = catalogue.categoriesById.get(solution.categoryId);
      const own = ORGANIZATION_CATEGORY_SEEDS.find(
        (seed) => seed.className === category?.className,
      );
      if (own !== undefined) category = catalogue.categoriesByClassName.get(own.from);
      const label = category?.en.toLowerCase() ?? '?';
      return (
        !solution.name.toLowerCase().includes(label) ||
        !/^[A-Z]/.test(solution.name) ||
        solution.description.length < 40
      );
    });
    expect(unnamed).toEqual([]);
    const names = new Set(catalogue.solutions.map((s) => s.name));
    expect(names.size).toBeGreaterThan(catalogue.solutions.length / 4);
  });

  it('gives climate figures in mostly kg with a small share in tonnes, low savings for production', () => {
    const tonnes = catalogue.solutions.filter((s) => s.co2eData.unit === 'tCO2e').length;
    const kilos = catalogue.solutions.filter((s) => s.co2eData.unit === 'kgCO2e').length;
    expect(kilos + tonnes).toBe(catalogue.solutions.length);
    expect(tonnes).toBeGreaterThan(0);
    expect(tonnes / catalogue.solutions.length).toBeLessThan(0.08);
    const statuses: readonly string[] = CO2E_STATUSES;
    const invalid = catalogue.solutions.filter(
      ({ co2eData: c, type }) =>
        c.impactCategory !== 'climateChange' ||
        !statuses.includes(c.status) ||
        c.total < 0 ||
        c.savings < 0 ||
        (type === 'PRODUCTION' && c.savings > c.total * 0.25),
    );
    expect(invalid).toEqual([]);
    const reuse = catalogue.solutions.filter((s) => s.module === 'REUSE');
    expect(reuse.every((s) => s.co2eData.savings > s.co2eData.total)).toBe(true);
  });

  it('gives functional units that fit the category', () => {
    const units = new Set(['piece', 'm2', 'm', 'kg', 'set']);
    const invalid = catalogue.solutions.filter(
      ({ functionalUnit: f }) =>
        !units.has(f.unit) ||
        f.amount <= 0 ||
        f.expectedServiceLife < 1 ||
        f.expectedServiceLife > 100,
    );
    expect(invalid).toEqual([]);
    const parquet = catalogue.categoriesByClassName.get('OakParquet');
    const onParquet = catalogue.solutions.filter((s) => s.categoryId === parquet?.id);
    expect(onParquet.every((s) => s.functionalUnit.unit === 'm2')).toBe(true);
  });
});

describe('buildCatalogue determinism', () => {
  it('gives deep-equal data for the same seed and scale, in new objects', () => {
    const again = buildCatalogue();
    expect(again).toEqual(catalogue);
    expect(again.solutions[0]).not.toBe(catalogue.solutions[0]);
  });

  it('gives different services for another seed, with the same taxonomy and providers', () => {
    const other = buildCatalogue({ seed: 7 });
    expect(other.solutions).toHaveLength(catalogue.solutions.length);
    expect(other.solutions).not.toEqual(catalogue.solutions);
    expect(other.taxonomy).toEqual(catalogue.taxonomy);
    expect(other.providers).toEqual(catalogue.providers);
  });

  it('refuses a scale that is not a whole number of 0 or more', () => {
    expect(() => buildCatalogue({ scale: -1 })).toThrow(RangeError);
    expect(() => buildCatalogue({ scale: 1.5 })).toThrow(RangeError);
    expect(buildCatalogue({ scale: 0 }).solutions).toEqual([]);
  });
});

describe('buildCatalogue at small scales', () => {
  it('shrinks the minimums in proportion, so every provider and both demo providers keep services', () => {
    const small = buildCatalogue({ scale: 300 });
    expect(small.solutions).toHaveLength(300);
    const perProvider = byProvider(small);
    expect(perProvider.size).toBe(small.providers.length);
    for (const demo of [gjenbrukOslo, ombrukBergen]) {
      const services = perProvider.get(demo.id) ?? [];
      expect(services.filter((s) => s.public).length).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('buildCatalogue({ scale: 50000 })', () => {
  let big: CatalogueData;
  beforeAll(() => {
    big = buildCatalogue({ scale: 50_000 });
  });

  it('gives exactly 50,000 services and about one provider per 40 services', () => {
    expect(big.solutions).toHaveLength(50_000);
    expect(big.providers.length).toBeGreaterThan(catalogue.providers.length);
    expect(big.providers.length).toBe(1250);
    expect(new Set(big.providers.map((p) => p.id)).size).toBe(big.providers.length);
    expect(new Set(big.providers.map((p) => p.alias)).size).toBe(big.providers.length);
  });

  it('keeps the hand-written providers and adds branches near real towns at many distinct points', () => {
    expect(big.providers.slice(0, catalogue.providers.length)).toEqual(catalogue.providers);
    const points = new Set(big.providers.map((p) => `${p.latitude},${p.longitude}`));
    expect(points.size).toBe(big.providers.length);
    const branches = big.providers.slice(catalogue.providers.length);
    expect(branches.filter((b) => !/^\S+ .+ \d+ AS$/.test(b.name))).toEqual([]);
    const farFromTown = branches.filter((branch) => {
      const town = TOWN_LIST.find((t) => t.name === branch.city);
      if (!town) return true;
      const dLat = (branch.latitude - town.latitude) * 111.32;
      const dLon =
        (branch.longitude - town.longitude) * 111.32 * Math.cos((town.latitude * Math.PI) / 180);
      return Math.hypot(dLat, dLon) > 4.1;
    });
    expect(farFromTown).toEqual([]);
    expect(new Set(branches.map((b) => b.city)).size).toBeGreaterThan(50);
  });

  it('still gives every provider services and keeps the demo rules', () => {
    const perProvider = byProvider(big);
    for (const provider of big.providers) {
      const services = perProvider.get(provider.id) ?? [];
      expect(services.length, provider.name).toBeGreaterThan(0);
      expect(services.some((s) => s.public)).toBe(provider.id !== lukketLager.id);
    }
  });
});
