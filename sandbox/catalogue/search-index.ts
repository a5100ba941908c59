/**
 * In-memory indexes over the read-only catalogue, built once at start-up: ancestor and descendant
 * sets per category, public services per category (sorted by id), services per organisation and
 * per-service provider and type codes in typed arrays. Services share their provider's location, so
 * a bounding box is tested once per provider and a search over 50,000 services is one tight scan.
 */
import {
  SOLUTION_TYPES,
  type CatalogueData,
  type CategoryRecord,
  type ProviderRecord,
  type SolutionRecord,
  type SolutionType,
} from '../store/seed/types.ts';
import { upwardPath } from './upward.ts';

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
  // Own categories (spec 4.2 rule 3): their upward path skips own categories; downward, each one
  // is below every category on its parent chain.
  for (const own of catalogue.organizationCategories) {
    ancestors.set(own.id, upwardPath(catalogue.categoriesById, own));
    descendants.set(own.id, [own.id]);
    for (
      let parent = own.parentId === null ? undefined : catalogue.categoriesById.get(own.parentId);
      parent !== undefined;
      parent = parent.parentId === null ? undefined : catalogue.categoriesById.get(parent.parentId)
    ) {
      descendants.get(parent.id)?.push(own.id);
    }
  }

  const publicSolutions = catalogue.solutions.filter((s) => s.public).sort(byId);
  // Positions in `publicSolutions` (so ascending position = ascending id), per category.
  const positionsByCategory = new Map<number, number[]>();
  publicSolutions.forEach((solution, position) => {
    const list = positionsByCategory.get(solution.categoryId);
    if (list === undefined) positionsByCategory.set(solution.categoryId, [position]);
    else list.push(position);
  });
  const allPositions = Int32Array.from(publicSolutions.keys());

  // Services share their provider's location: filter providers first, then services by a flag.
  const providerPosition = new Map(catalogue.providers.map((provider, i) => [provider.id, i]));
  const providerOfPosition = Int32Array.from(
    publicSolutions.map((solution) => providerPosition.get(solution.organizationId) ?? -1),
  );
  const typeCodes = new Map(SOLUTION_TYPES.map((type, code) => [type, code]));
  const typeOfPosition = Uint8Array.from(
    publicSolutions.map((solution) => typeCodes.get(solution.type) ?? 255),
  );

  const servicesByOrganization = new Map<string, SolutionRecord[]>();
  for (const solution of [...catalogue.solutions].sort(byId)) {
    const list = servicesByOrganization.get(solution.organizationId);
    if (list === undefined) servicesByOrganization.set(solution.organizationId, [solution]);
    else list.push(solution);
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
  const ownByUri = new Map(catalogue.organizationCategories.map((own) => [own.uri, own]));
  const resolveCategory = (reference: string): CategoryRecord | undefined => {
    const trimmed = reference.trim();
    const own = ownByUri.get(trimmed);
    if (own !== undefined) return own;
    const className = trimmed.startsWith(uriPrefix) ? trimmed.slice(uriPrefix.length) : trimmed;
    if (className.includes('#') || className.includes('/')) return undefined;
    const category = catalogue.categoriesByClassName.get(className);
    // The shared namespace names shared categories only.
    if (trimmed !== className && category?.ownerOrganizationId !== undefined) return undefined;
    return category;
  };

  const candidates = (query: SolutionQuery): ArrayLike<number> => {
    if (query.category === undefined) return allPositions;
    const category = resolveCategory(query.category);
    if (category === undefined) return [];
    const ids =
      query.categoryMatch === 'exact'
        ? [category.id]
        : query.categoryMatch === 'ancestors'
          ? (ancestors.get(category.id) ?? [category.id])
          : (descendants.get(category.id) ?? [category.id]);
    if (ids.length === 1) return positionsByCategory.get(category.id) ?? [];
    const merged: number[] = [];
    for (const id of ids) {
      const list = positionsByCategory.get(id);
      if (list !== undefined) for (const position of list) merged.push(position);
    }
    return Int32Array.from(merged).sort();
  };

  /** 1 for each provider that passes the organisation and bounding-box filters. */
  const allowedProviders = (query: SolutionQuery): Uint8Array => {
    const organizations =
      query.organizationIds === undefined ? undefined : new Set(query.organizationIds);
    const minLat = query.minLatitude ?? -Infinity;
    const maxLat = query.maxLatitude ?? Infinity;
    const minLon = query.minLongitude ?? -Infinity;
    const maxLon = query.maxLongitude ?? Infinity;
    const allowed = new Uint8Array(catalogue.providers.length);
    catalogue.providers.forEach((provider, i) => {
      const inBox =
        provider.latitude >= minLat &&
        provider.latitude <= maxLat &&
        provider.longitude >= minLon &&
        provider.longitude <= maxLon;
      if (inBox && (organizations === undefined || organizations.has(provider.id))) allowed[i] = 1;
    });
    return allowed;
  };

  const search = (query: SolutionQuery): SolutionPage => {
    const allowed = allowedProviders(query);
    const onlyType = query.type === undefined ? -1 : (typeCodes.get(query.type) ?? -1);
    const notType = query.excludeType === undefined ? -1 : (typeCodes.get(query.excludeType) ?? -1);
    const first = query.pageNumber * query.pageSize;
    const items: SolutionRecord[] = [];
    let total = 0;
    const positions = candidates(query);
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] ?? 0;
      const type = typeOfPosition[position] ?? 255;
      if (onlyType >= 0 && type !== onlyType) continue;
      if (notType >= 0 && type === notType) continue;
      if (allowed[providerOfPosition[position] ?? -1] !== 1) continue;
      if (total >= first && items.length < query.pageSize) {
        const solution = publicSolutions[position];
        if (solution !== undefined) items.push(solution);
      }
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
