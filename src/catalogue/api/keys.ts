import type { SolutionsQuery } from './solutionFilter';
import type { Language } from '../../lib/i18n';

/** Every catalogue query key starts with `['catalogue', language]` (open data, per UI language). */
export const catalogueKeys = {
  all: (language: Language) => ['catalogue', language] as const,
  categories: (language: Language) => ['catalogue', language, 'categories'] as const,
  solutionsPage: (language: Language, query: SolutionsQuery) =>
    ['catalogue', language, 'solutions', 'page', query] as const,
  /** One area of the map's query grid (`z/x/y`) for the search's filters without its box. */
  mapArea: (language: Language, query: SolutionsQuery, area: string) =>
    ['catalogue', language, 'solutions', 'area', query, area] as const,
  /**
   * One service by id, looked up under a category (and a provider) that says where it is listed:
   * the answer depends on both (null when it is not listed there). Every lookup of the same id
   * starts from one already answered (`findCachedSolution`).
   */
  solution: (
    language: Language,
    id: number,
    where: { categoryName: string; organizationId?: string | undefined },
  ) => ['catalogue', language, 'solutions', 'one', id, where] as const,
  providers: (language: Language, name: string) =>
    ['catalogue', language, 'providers', name] as const,
};

/** Open data changes rarely; the sandbox and the platform cache it too (docs/platform-contract.md). */
export const CATALOGUE_STALE_TIME = 5 * 60_000;
export const CATALOGUE_GC_TIME = 15 * 60_000;
