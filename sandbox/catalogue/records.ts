/**
 * The catalogue's response records: solutions exactly as spec 2.6 (nothing more on the open
 * endpoints), category nodes as spec 2.7 with `children`, providers as our choice in
 * docs/platform-contract.md 2.6.
 */
import type { CategoryRecord, ProviderRecord, SolutionRecord } from '../store/seed/types.ts';

export type CatalogueLanguage = 'en' | 'nb';

export interface GeoJsonPoint {
  type: 'Point';
  /** `[longitude, latitude]` */
  coordinates: [number, number];
}

/** A seeded service as the open endpoints show it: without `public`, with names and a location. */
export interface SolutionResponse extends Omit<SolutionRecord, 'public'> {
  organizationName: string;
  categoryName: string;
  providerLocation: GeoJsonPoint | null;
}

/** The fields spec 2.6 names for a service. */
export const SOLUTION_FIELDS = [
  'id',
  'name',
  'description',
  'type',
  'module',
  'organizationId',
  'organizationName',
  'categoryId',
  'categoryName',
  'providerLocation',
  'co2eData',
  'functionalUnit',
] as const satisfies readonly (keyof SolutionResponse)[];

export interface CategoryNode {
  id: number;
  uri: string;
  name: string;
  displayName: string;
  children: CategoryNode[];
}

export interface ProviderResponse {
  id: string;
  name: string;
  serviceCount: number;
  location: GeoJsonPoint;
}

/**
 * `Accept-Language` → the catalogue's language: Norwegian (`nb`, `no`, `nn`, with or without a
 * region) when it has a higher weight than English, else English.
 */
export function catalogueLanguage(header: string | undefined): CatalogueLanguage {
  if (header === undefined) return 'en';
  let best: { language: CatalogueLanguage; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tagRaw = '', ...parameters] = part.trim().split(';');
    const tag = tagRaw.trim().toLowerCase();
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    const language: CatalogueLanguage | undefined = /^(nb|no|nn)(-|$)/.test(tag)
      ? 'nb'
      : /^en(-|$)/.test(tag)
        ? 'en'
        : undefined;
    if (language !== undefined && (best === undefined || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en';
}

export function point(latitude: number, longitude: number): GeoJsonPoint {
  return { type: 'Point', coordinates: [longitude, latitude] };
}

export function categoryLabel(category: CategoryRecord, language: CatalogueLanguage): string {
  return language === 'nb' ? category.nb : category.en;
}

export function solutionResponse(
  solution: SolutionRecord,
  provider: ProviderRecord | undefined,
  category: CategoryRecord | undefined,
  language: CatalogueLanguage,
): SolutionResponse {
  return {
    id: solution.id,
    name: solution.name,
    description: solution.description,
    type: solution.type,
    module: solution.module,
    organizationId: solution.organizationId,
    organizationName: provider?.name ?? '',
    categoryId: solution.categoryId,
    categoryName: category === undefined ? '' : categoryLabel(category, language),
    providerLocation: provider === undefined ? null : point(provider.latitude, provider.longitude),
    co2eData: solution.co2eData,
    functionalUnit: solution.functionalUnit,
  };
}

export function categoryNode(category: CategoryRecord, language: CatalogueLanguage): CategoryNode {
  return {
    id: category.id,
    uri: category.uri,
    name: category.className,
    displayName: categoryLabel(category, language),
    children: category.children.map((child) => categoryNode(child, language)),
  };
}

export function providerResponse(provider: ProviderRecord, serviceCount: number): ProviderResponse {
  return {
    id: provider.id,
    name: provider.name,
    serviceCount,
    location: point(provider.latitude, provider.longitude),
  };
}
