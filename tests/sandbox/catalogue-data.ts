/**
 * The seed catalogue as the running sandbox sees it (same seed and scale), for computing expected
 * answers independently of the sandbox's own indexes, plus a schema of spec 2.6 solution records.
 */
import * as v from 'valibot';
import { buildCatalogue } from '../../sandbox/store/seed/index.ts';
import type { CatalogueData, CategoryRecord } from '../../sandbox/store/seed/types.ts';
import { api, type ApiResponse } from './support.ts';

let cached: CatalogueData | undefined;

export function seedCatalogue(): CatalogueData {
  cached ??= buildCatalogue();
  return cached;
}

const PointSchema = v.strictObject({
  type: v.literal('Point'),
  coordinates: v.tuple([v.number(), v.number()]),
});

/** Spec 2.6, exactly: nothing missing, nothing extra (in particular no `public`). */
export const SolutionSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  type: v.picklist(['RECOVER_VALUE', 'RETAIN_VALUE', 'ADD_VALUE', 'PRODUCTION']),
  module: v.string(),
  organizationId: v.string(),
  organizationName: v.string(),
  categoryId: v.number(),
  categoryName: v.string(),
  providerLocation: PointSchema,
  co2eData: v.strictObject({
    impactCategory: v.string(),
    total: v.number(),
    savings: v.number(),
    unit: v.string(),
    status: v.string(),
  }),
  functionalUnit: v.strictObject({
    amount: v.number(),
    unit: v.string(),
    expectedServiceLife: v.number(),
  }),
});
export type Solution = v.InferOutput<typeof SolutionSchema>;
export const SolutionListSchema = v.array(SolutionSchema);

export const ProviderSchema = v.strictObject({
  id: v.string(),
  name: v.string(),
  serviceCount: v.number(),
  location: PointSchema,
});

export function solutions(
  query: string,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return api(`/orgadmin/v1/solutions${query === '' ? '' : `?${query}`}`, { headers });
}

/** Every page of a search, 100 at a time. */
export async function allSolutions(query: string): Promise<Solution[]> {
  const found: Solution[] = [];
  for (let page = 0; page < 1000; page += 1) {
    const separator = query === '' ? '' : '&';
    const response = await solutions(`${query}${separator}pageSize=100&pageNumber=${page}`);
    const items = response.json(SolutionListSchema);
    found.push(...items);
    if (items.length < 100) return found;
  }
  throw new Error('too many pages');
}

/** Spec 4.2 rules 1 and 3: the category, then the shared categories above it (no own ones). */
export function ancestorIds(category: CategoryRecord): number[] {
  const ids = [category.id];
  let parentId = category.parentId;
  const { categoriesById } = seedCatalogue();
  while (parentId !== null) {
    const parent = categoriesById.get(parentId);
    if (parent?.ownerOrganizationId === undefined) ids.push(parentId);
    parentId = parent?.parentId ?? null;
  }
  return ids;
}

/** The category and every category below it: shared ones and organisations' own ones. */
export function descendantIds(category: CategoryRecord): number[] {
  const { categoriesById } = seedCatalogue();
  return [...categoriesById.values()]
    .filter((candidate) => {
      for (let c: CategoryRecord | undefined = candidate; c !== undefined;) {
        if (c.id === category.id) return true;
        c = c.parentId === null ? undefined : categoriesById.get(c.parentId);
      }
      return false;
    })
    .map((candidate) => candidate.id);
}

export function publicIdsWhere(
  predicate: (solution: CatalogueData['solutions'][number]) => boolean,
): number[] {
  return seedCatalogue()
    .solutions.filter((solution) => solution.public && predicate(solution))
    .map((solution) => solution.id)
    .sort((a, b) => a - b);
}
