/**
 * Spec 4.2 rule 3: the upward search follows the shared taxonomy only; organisations' own
 * categories are not part of it. The seed has own categories of Gjenbruk Oslo (one nested under
 * another) under the shared Kitchen cabinets, and one of Ombruk Bergen under Steel columns.
 */
import { describe, expect, it } from 'vitest';
import type { CategoryRecord } from '../../sandbox/store/seed/types.ts';
import { allSolutions, seedCatalogue } from './catalogue-data.ts';
import { CategoryTreeSchema, type CategoryNode } from './category-tree.ts';
import { call, ORDERS, party } from './orders-helpers.ts';
import { api } from './support.ts';

function category(className: string): CategoryRecord {
  const found = seedCatalogue().categoriesByClassName.get(className);
  if (found === undefined) throw new Error(`no category ${className}`);
  return found;
}

/** Public services registered directly on the category, by id. */
function servicesOn(record: CategoryRecord): number[] {
  return seedCatalogue()
    .solutions.filter((s) => s.public && s.categoryId === record.id)
    .map((s) => s.id)
    .sort((a, b) => a - b);
}

const ids = (list: { id: number }[]): number[] => list.map((item) => item.id);

describe("organisations' own categories", () => {
  const packages = category('GjenbrukOsloKitchenPackages');
  const refurbished = category('GjenbrukOsloRefurbishedBaseUnits');
  const cabinets = category('KitchenCabinets');
  const baseUnits = category('BaseUnits');

  it('carry services of their owner (seed data)', () => {
    expect(packages.ownerOrganizationId).toBeDefined();
    expect(refurbished.parentId).toBe(packages.id);
    expect(packages.parentId).toBe(cabinets.id);
    expect(servicesOn(packages).length).toBeGreaterThan(0);
    expect(servicesOn(refurbished).length).toBeGreaterThan(0);
    expect(servicesOn(cabinets).length).toBeGreaterThan(0);
  });

  it('are not in the shared taxonomy of GET /categories', async () => {
    const tree = (await api('/orgadmin/v1/categories')).json(CategoryTreeSchema);
    const names = (function collect(nodes: readonly CategoryNode[]): string[] {
      return nodes.flatMap((node) => [node.name, ...collect(node.children)]);
    })(tree);
    expect(names).toContain('KitchenCabinets');
    for (const own of seedCatalogue().organizationCategories) {
      expect(names).not.toContain(own.className);
    }
  });

  it('are never on the upward path: a shared category finds no service on an own one', async () => {
    const found = await allSolutions(`category=${baseUnits.className}`);
    const ownIds = new Set(seedCatalogue().organizationCategories.map((c) => c.id));
    expect(found.filter((s) => ownIds.has(s.categoryId))).toEqual([]);
    expect(ids(found)).toEqual(expect.arrayContaining(servicesOn(cabinets)));
  });

  it('an own category searched upward: itself and the shared categories above, skipping an own parent', async () => {
    const found = await allSolutions(`category=${refurbished.className}`);
    expect(ids(found)).toEqual(expect.arrayContaining(servicesOn(refurbished)));
    expect(ids(found)).toEqual(expect.arrayContaining(servicesOn(cabinets)));
    // Its own parent category is not part of the shared taxonomy.
    for (const id of servicesOn(packages)) expect(ids(found)).not.toContain(id);
    const onRefurbished = found.find((s) => s.categoryId === refurbished.id);
    expect(onRefurbished?.categoryName).toBe(refurbished.en);
  });

  it('are found downward and exactly, by class name or their own URI', async () => {
    const below = ids(await allSolutions(`category=KitchenCabinets&categoryMatch=descendants`));
    expect(below).toEqual(
      expect.arrayContaining([...servicesOn(packages), ...servicesOn(refurbished)]),
    );
    const exact = await allSolutions(
      `category=${encodeURIComponent(packages.uri)}&categoryMatch=exact`,
    );
    expect(ids(exact)).toEqual(servicesOn(packages));
    // An own class name in the shared namespace is an unknown category.
    const shared = `${seedCatalogue().namespace}#${packages.className}`;
    expect(await allSolutions(`category=${encodeURIComponent(shared)}`)).toEqual([]);
  });

  it('order lines follow the same rule: an own parent does not cover its own child', async () => {
    const customer = await party('customer');
    const [onPackages] = servicesOn(packages);
    const [onCabinets] = servicesOn(cabinets);
    if (onPackages === undefined || onCabinets === undefined) throw new Error('seed changed');
    const refused = await call(customer, ORDERS, {
      body: {
        name: 'Own categories',
        lines: [{ solutionId: onPackages, categoryId: refurbished.id }],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.problem().errors).toEqual([
      { field: 'lines.0.categoryId', code: 'CATEGORY_NOT_COVERED' },
    ]);
    const covered = await call(customer, ORDERS, {
      body: {
        name: 'Own categories',
        lines: [{ solutionId: onCabinets, categoryId: refurbished.id }],
      },
    });
    expect(covered.status).toBe(201);
  });
});
