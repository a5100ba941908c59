/**
 * The search's state lives in the URL (docs/architecture.md 5): filters, the map box, the page, the
 * selected category. This module is the one mapping between the query string, the app's filter
 * object and the API's query parameters.
 */
import type { SolutionsQuery } from '../api/solutions';
import { SERVICE_TYPES, type ServiceType } from '../model/serviceTypes';

export const CATEGORY_MATCHES = ['ancestors', 'descendants', 'exact'] as const;
export type CategoryMatch = (typeof CATEGORY_MATCHES)[number];

export interface Box {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

export interface SearchFilters {
  /** The chosen category's key (`categoryKey`: its URI, else its class name), sent as `category`. */
  category: string | undefined;
  match: CategoryMatch;
  type: ServiceType | undefined;
  /** `excludeType=PRODUCTION`. */
  servicesOnly: boolean;
  /** Provider organisation ids. */
  providers: string[];
  box: Box | undefined;
  /** 0-based (the API's `pageNumber`); the URL shows it 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: SearchFilters = {
  category: undefined,
  match: 'ancestors',
  type: undefined,
  servicesOnly: false,
  providers: [],
  box: undefined,
  page: 0,
};

const CLASS_NAME = /^[\w.-]{1,200}$/;

/** A category reference from an address: a class name, or an absolute URI (spec 4.2). */
function isCategoryReference(text: string): boolean {
  if (CLASS_NAME.test(text)) return true;
  if (text.length > 500) return false;
  try {
    return /^[a-z][a-z0-9+.-]*:/i.test(text) && new URL(text).protocol !== 'javascript:';
  } catch {
    return false;
  }
}
const ORG_ID = /^[\w-]{1,100}$/;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** Rounds a coordinate so URLs stay short and equal boxes give equal cache keys. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

export function parseBox(text: string | null): Box | undefined {
  if (!text) return undefined;
  const parts = text.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [minLat = 0, minLng = 0, maxLat = 0, maxLng = 0] = parts;
  if (minLat >= maxLat || minLng >= maxLng) return undefined;
  if (Math.abs(minLat) > 90 || Math.abs(maxLat) > 90) return undefined;
  if (Math.abs(minLng) > 180 || Math.abs(maxLng) > 180) return undefined;
  return { minLat, minLng, maxLat, maxLng };
}

export function formatBox(box: Box): string {
  return [box.minLat, box.minLng, box.maxLat, box.maxLng].map(roundCoordinate).join(',');
}

/** Reads filters from the query string; unreadable values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const category = params.get('category');
  const match = params.get('match');
  const type = params.get('type');
  const page = Number(params.get('page') ?? '1');
  const providers = (params.get('providers') ?? '').split(',').filter((id) => ORG_ID.test(id));
  return {
    category: category && isCategoryReference(category) ? category : undefined,
    match: isOneOf(CATEGORY_MATCHES, match) ? match : DEFAULT_FILTERS.match,
    type: isOneOf(SERVICE_TYPES, type) ? type : undefined,
    servicesOnly: params.get('servicesOnly') === '1',
    providers: [...new Set(providers)],
    box: parseBox(params.get('box')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
  };
}

/**
 * Writes filters into a query string, leaving out defaults. Other parameters in `base` (the view,
 * the live-map switch) are kept.
 */
export function filtersToParams(
  filters: SearchFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  };
  set('category', filters.category);
  set('match', filters.category && filters.match !== 'ancestors' ? filters.match : undefined);
  set('type', filters.type);
  set('servicesOnly', filters.servicesOnly ? '1' : undefined);
  set('providers', filters.providers.join(','));
  set('box', filters.box ? formatBox(filters.box) : undefined);
  set('page', filters.page > 0 ? String(filters.page + 1) : undefined);
  return params;
}

/** The API's query parameters for these filters, without paging. */
export function filtersToApiQuery(filters: SearchFilters): SolutionsQuery {
  const query: Record<string, string | readonly string[]> = {};
  if (filters.category) {
    query.category = filters.category;
    query.categoryMatch = filters.match;
  }
  if (filters.type) query.type = filters.type;
  if (filters.servicesOnly) query.excludeType = 'PRODUCTION';
  // A list: the HTTP client sends it in the repeated form (`organizationIds=a&organizationIds=b`).
  if (filters.providers.length > 0) query.organizationIds = filters.providers;
  if (filters.box) {
    query.minLatitude = String(roundCoordinate(filters.box.minLat));
    query.maxLatitude = String(roundCoordinate(filters.box.maxLat));
    query.minLongitude = String(roundCoordinate(filters.box.minLng));
    query.maxLongitude = String(roundCoordinate(filters.box.maxLng));
  }
  return query;
}

/** A change of any filter other than the page starts again on the first page. */
export function withFilters(current: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 0;
  return next;
}
