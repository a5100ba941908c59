/**
 * In-memory indexes over the read-only catalogue, built once at start-up: ancestor and descendant
 * sets per category, public services per category (sorted by id), services per organisation and
 * provider coordinates in flat arrays, so a bounding-box search over 50,000 services is one tight
 * scan.
 */
import type {
  CatalogueData,
  CategoryRecord,
  ProviderRecord,
  SolutionRecord,
  SolutionType,
} from '../store/seed/types.ts';

export type CategoryMatch = 'ancestors' | 'descendants' | 'exact';

export interface BoundingBox {
  minLatitude?: number;
  maxLatitude?: number;
  minLongitude?: number;
  maxLongitude?: number;
}

export interface SolutionQuery extends BoundingBox {
  /** Class name or full URI; unknown → no results. */
  category?: string;
  categoryMatch: CategoryMatch;
  type?: SolutionType;
  excludeType?: SolutionType;
  organizationIds?: readonly string[];
  pageNumber: number;
  pageSize: number;
}

export interface SolutionPage {
  items: SolutionRecord[];
  total: number;
  /** Index of the first item in the whole result. */
  first: number;
}

export interface CatalogueIndex {
  catalogue: CatalogueData;
  resolveCategory(reference: string): CategoryRecord | undefined;
  search(query: SolutionQuery): SolutionPage;
  providerOf(solution: SolutionRecord): ProviderRecord | undefined;
  /** Every service of an organisation, public and private, by id. */
  servicesOf(organizationId: string): readonly SolutionRecord[];
  /** Providers with at least one public service, with that count. */
  publicProviders: readonly { provider: ProviderRecord; serviceCount: number }[];
}

const byId = (a: SolutionRecord, b: SolutionRecord): number => a.id - b.id;

export function createCatalogueIndex(catalogue: CatalogueData): CatalogueIndex {
  const ancestors = new Map<number, number[]>();
  const descendants = new Map<number, number[]>();
  const walk = (node: CategoryRecord, path: number[]): number[] => {
    const upward = [node.id, ...path];
    ancestors.set(node.id, upward);
    const below = [node.id];
    for (const child of node.children) below.push(...walk(child, upward));
    descendants.set(node.id, below);
    return below;
  };
  for (const root of catalogue.taxonomy) walk(root, []);

  const publicSolutions = catalogue.solutions.filter((s) => s.public).sort(byId);
  const publicByCategory = new Map<number, SolutionRecord[]>();
  for (const solution of publicSolutions) {
    const list = publicByCategory.get(solution.categoryId);
    if (list === undefined) publicByCategory.set(solution.categoryId, [solution]);
    else list.push(solution);
  }

  const servicesByOrganization = new Map<string, SolutionRecord[]>();
  for (const solution of [...catalogue.solutions].sort(byId)) {
    const list = servicesByOrganization.get(solution.organizationId);
    if (list === undefined) servicesByOrganization.set(solution.organizationId, [solution]);
    else list.push(solution);
  }

  // Coordinates per solution id, for the bounding-box test without object look-ups.
  const latitude = new Map<number, number>();
  const longitude = new Map<number, number>();
  for (const solution of catalogue.solutions) {
    const provider = catalogue.providersById.get(solution.organizationId);
    latitude.set(solution.id, provider?.latitude ?? Number.NaN);
    longitude.set(solution.id, provider?.longitude ?? Number.NaN);
  }

  const publicCount = new Map<string, number>();
  for (const solution of publicSolutions) {
    publicCount.set(solution.organizationId, (publicCount.get(solution.organizationId) ?? 0) + 1);
  }
  const publicProviders = catalogue.providers
    .filter((provider) => (publicCount.get(provider.id) ?? 0) > 0)
    .map((provider) => ({ provider, serviceCount: publicCount.get(provider.id) ?? 0 }))
    .sort((a, b) => a.provider.name.localeCompare(b.provider.name, 'nb'));

  const uriPrefix = `${catalogue.namespace}#`;
  const resolveCategory = (reference: string): CategoryRecord | undefined => {
    const trimmed = reference.trim();
    const className = trimmed.startsWith(uriPrefix) ? trimmed.slice(uriPrefix.length) : trimmed;
    if (className.includes('#') || className.includes('/')) return undefined;
    return catalogue.categoriesByClassName.get(className);
  };

  const candidates = (query: SolutionQuery): readonly SolutionRecord[] => {
    if (query.category === undefined) return publicSolutions;
    const category = resolveCategory(query.category);
    if (category === undefined) return [];
    const ids =
      query.categoryMatch === 'exact'
        ? [category.id]
        : query.categoryMatch === 'ancestors'
          ? (ancestors.get(category.id) ?? [category.id])
          : (descendants.get(category.id) ?? [category.id]);
    if (ids.length === 1) return publicByCategory.get(category.id) ?? [];
    const merged: SolutionRecord[] = [];
    for (const id of ids) {
      const list = publicByCategory.get(id);
      if (list !== undefined) for (const solution of list) merged.push(solution);
    }
    return merged.sort(byId);
  };

  const search = (query: SolutionQuery): SolutionPage => {
    const organizations =
      query.organizationIds === undefined ? undefined : new Set(query.organizationIds);
    const minLat = query.minLatitude ?? -Infinity;
    const maxLat = query.maxLatitude ?? Infinity;
    const minLon = query.minLongitude ?? -Infinity;
    const maxLon = query.maxLongitude ?? Infinity;
    const boxed =
      query.minLatitude !== undefined ||
      query.maxLatitude !== undefined ||
      query.minLongitude !== undefined ||
      query.maxLongitude !== undefined;
    const first = query.pageNumber * query.pageSize;
    const items: SolutionRecord[] = [];
    let total = 0;
    for (const solution of candidates(query)) {
      if (query.type !== undefined && solution.type !== query.type) continue;
      if (query.excludeType !== undefined && solution.type === query.excludeType) continue;
      if (organizations !== undefined && !organizations.has(solution.organizationId)) continue;
      if (boxed) {
        const lat = latitude.get(solution.id) ?? Number.NaN;
        const lon = longitude.get(solution.id) ?? Number.NaN;
        if (!(lat >= minLat && lat <= maxLat && lon >= minLon && lon <= maxLon)) continue;
      }
      if (total >= first && items.length < query.pageSize) items.push(solution);
      total += 1;
    }
    return { items, total, first };
  };

  return {
    catalogue,
    resolveCategory,
    search,
    providerOf: (solution) => catalogue.providersById.get(solution.organizationId),
    servicesOf: (organizationId) => servicesByOrganization.get(organizationId) ?? [],
    publicProviders,
  };
}
