import { sameOrganization } from '../../lib/api-shapes';
import type { TreeIndex } from '../tree/treeIndex';
import { latLngOf, type Solution } from './schemas';

/** `GET /solutions`'s parameters but paging (spec 4.2); a list is sent in the repeated form. */
export type SolutionsQuery = Readonly<Record<string, string | readonly string[]>>;

/**
 * What a `GET /solutions` asks for besides paging (spec 4.2), read back from the query sent, and
 * the one rule that checks an answer's services against it (docs/platform-contract.md 3, "A filter
 * sent is a wish"). A server may ignore a parameter it does not know, so every list and count of
 * services keeps only the services that match.
 */
export interface SolutionFilter {
  category?: string | undefined;
  /** `ancestors` (the spec's default), `descendants` or `exact`. */
  categoryMatch?: string | undefined;
  type?: string | undefined;
  excludeType?: string | undefined;
  /** Absent or empty: every provider. */
  organizationIds?: readonly string[] | undefined;
  box?: { minLat: number; maxLat: number; minLng: number; maxLng: number } | undefined;
}

/** What the rule reads of a service. */
export type FilteredSolution = Pick<
  Solution,
  'type' | 'organizationId' | 'categoryId' | 'providerLocation'
>;

const first = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0];

/** A list parameter in the repeated or the comma-separated form. */
const listOf = (value: string | readonly string[] | undefined): string[] =>
  (typeof value === 'string' ? [value] : (value ?? []))
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

function numberOf(query: SolutionsQuery, key: string): number | undefined {
  const text = first(query[key]);
  const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The filter a query asks for (a box only when all four edges are numbers). */
export function solutionFilterOf(query: SolutionsQuery): SolutionFilter {
  const [minLat, maxLat, minLng, maxLng] = [
    'minLatitude',
    'maxLatitude',
    'minLongitude',
    'maxLongitude',
  ].map((key) => numberOf(query, key));
  return {
    category: first(query.category),
    categoryMatch: first(query.categoryMatch),
    type: first(query.type),
    excludeType: first(query.excludeType),
    organizationIds: listOf(query.organizationIds),
    box:
      minLat === undefined || maxLat === undefined || minLng === undefined || maxLng === undefined
        ? undefined
        : { minLat, maxLat, minLng, maxLng },
  };
}

const sameWord = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function indexOfCategory(tree: TreeIndex, id: Solution['categoryId']): number | undefined {
  if (id === undefined) return undefined;
  return tree.indexById.get(id) ?? tree.indexById.get(String(id));
}

/**
 * Whether the service's category is the one asked for, as `categoryMatch` says: `exact` the same
 * category, `descendants` it or one below it, `ancestors` it or one above it. Undefined when it
 * cannot be judged: no tree, or the asked or the service's category not in it.
 */
function categoryMatches(
  solution: FilteredSolution,
  filter: SolutionFilter,
  tree: TreeIndex | undefined,
): boolean | undefined {
  if (filter.category === undefined || tree === undefined) return undefined;
  const asked = tree.indexByKey.get(filter.category);
  const registered = indexOfCategory(tree, solution.categoryId);
  if (asked === undefined || registered === undefined) return undefined;
  const within = (ancestor: number, node: number) =>
    ancestor <= node && node < (tree.subtreeEnds[ancestor] ?? ancestor + 1);
  switch (filter.categoryMatch ?? 'ancestors') {
    case 'exact':
      return registered === asked;
    case 'descendants':
      return within(asked, registered);
    case 'ancestors':
      return within(registered, asked);
    default:
      return undefined;
  }
}

function inBox(solution: FilteredSolution, box: SolutionFilter['box']): boolean | undefined {
  if (box === undefined) return undefined;
  const at = latLngOf(solution.providerLocation);
  if (at === null) return undefined;
  return (
    at.lat >= box.minLat && at.lat <= box.maxLat && at.lng >= box.minLng && at.lng <= box.maxLng
  );
}

/**
 * Whether a service is one the filter asks for. A field the service does not give, or one the
 * rule cannot place (a category outside the loaded tree, no tree, no readable location), is not
 * turned into a mismatch: the server, which knows, sent the service.
 */
export function matchesSolutionFilter(
  solution: FilteredSolution,
  filter: SolutionFilter,
  tree?: TreeIndex,
): boolean {
  const { type, organizationId } = solution;
  if (type !== undefined) {
    if (filter.type !== undefined && !sameWord(type, filter.type)) return false;
    if (filter.excludeType !== undefined && sameWord(type, filter.excludeType)) return false;
  }
  const providers = filter.organizationIds ?? [];
  const asked = providers.some((provider) => sameOrganization(provider, organizationId));
  if (organizationId !== undefined && providers.length > 0 && !asked) {
    return false;
  }
  return inBox(solution, filter.box) !== false && categoryMatches(solution, filter, tree) !== false;
}
