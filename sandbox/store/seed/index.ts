/**
 * The sandbox's catalogue seed data: `buildCatalogue` rebuilds taxonomy, providers and services
 * deterministically from a seed. Nothing here is persisted; the sandbox calls it at start-up.
 */
import { branchCount, generateBranches } from './branches.ts';
import { generateSolutions } from './generate.ts';
import { numberTaxonomy } from './numbering.ts';
import { addOrganizationCategories } from './organization-categories.ts';
import { Prng } from './prng.ts';
import { CUSTOMERS, handWrittenProviders } from './providers.ts';
import { TAXONOMY, TAXONOMY_NAMESPACE } from './taxonomy.ts';
import type { BuildCatalogueOptions, CatalogueData, ProviderRecord } from './types.ts';

export * from './types.ts';
export { TAXONOMY_NAMESPACE } from './taxonomy.ts';

/** Number of services when no `scale` is given. */
export const DEFAULT_SCALE = 2400;
/** PRNG seed when no `seed` is given. */
export const DEFAULT_SEED = 20261122;

/**
 * Builds the whole catalogue. The same `seed` and `scale` always give deep-equal data; every call
 * returns new objects, so a caller may not share mutations with another. Above the default scale,
 * generated provider branches are added (about one per 40 services).
 */
export function buildCatalogue(options: BuildCatalogueOptions = {}): CatalogueData {
  const scale = options.scale ?? DEFAULT_SCALE;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(scale) || scale < 0) {
    throw new RangeError(`scale must be a whole number of 0 or more, got ${scale}`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a whole number, got ${seed}`);

  const prng = new Prng(seed);
  const taxonomy = numberTaxonomy(TAXONOMY, TAXONOMY_NAMESPACE);
  const handWritten = handWrittenProviders();
  const depthTwo = taxonomy.roots.flatMap((root) => root.children.map((child) => child.className));
  const branches = generateBranches(
    branchCount(scale, DEFAULT_SCALE, handWritten.length),
    depthTwo,
    prng.fork(1),
  );
  const plans = [...handWritten, ...branches];
  const solutions = generateSolutions(taxonomy, plans, scale, prng.fork(2));
  const organizationCategories = addOrganizationCategories(taxonomy, solutions);

  const providers: ProviderRecord[] = plans.map((plan) => plan.record);
  return {
    namespace: TAXONOMY_NAMESPACE,
    taxonomy: taxonomy.roots,
    organizationCategories,
    categoriesById: taxonomy.byId,
    categoriesByClassName: taxonomy.byClassName,
    providers,
    providersById: new Map(providers.map((provider) => [provider.id, provider])),
    customers: CUSTOMERS.map((customer) => ({ ...customer })),
    solutions,
  };
}
