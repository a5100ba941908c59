import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n';
import type { Solution } from '../api/schemas';
import {
  findCachedSolution,
  lookupCategoryName,
  solutionQueryOptions,
} from '../api/solutionLookup';
import { useCategoryIndex } from '../search/useCategoryIndex';

export type ServiceLookup =
  | { status: 'loading'; retry: () => void }
  /**
   * The link names a service but no category: the catalogue has no lookup by id alone (spec 4.2),
   * so the service cannot be found from this link.
   */
  | { status: 'no-category' }
  | { status: 'found'; solution: Solution }
  /** Not in the public catalogue (any more), or the link cannot say where to look. */
  | { status: 'not-found' }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * A service from its id and a category it is registered on or below (an order line's two values),
 * through the category tree (id → name) and `/solutions?categoryMatch=ancestors`, cached per id.
 */
export function useServiceLookup(
  solutionId: number | undefined,
  categoryId: number | undefined,
  hints: { organizationId?: string | undefined } = {},
): ServiceLookup {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  const { index, query: categories } = useCategoryIndex();
  const categoryName =
    index === undefined || categoryId === undefined
      ? undefined
      : lookupCategoryName(index, categoryId, hints.organizationId);
  const id = solutionId ?? 0;
  const lookup = useQuery({
    ...solutionQueryOptions(language, {
      id,
      categoryName: categoryName ?? '',
      organizationId: hints.organizationId,
    }),
    // A service a search (or another lookup) has already read is shown at once.
    initialData: () => findCachedSolution(queryClient, language, id),
    enabled: solutionId !== undefined && categoryName !== undefined,
  });

  if (lookup.data) return { status: 'found', solution: lookup.data };
  if (lookup.data === null) return { status: 'not-found' };
  if (lookup.error) {
    return { status: 'error', error: lookup.error, retry: () => void lookup.refetch() };
  }
  if (solutionId === undefined) return { status: 'not-found' };
  if (categoryId === undefined) return { status: 'no-category' };
  if (categories.error) {
    return { status: 'error', error: categories.error, retry: () => void categories.refetch() };
  }
  if (index !== undefined && categoryName === undefined) return { status: 'not-found' };
  const pending = index === undefined ? categories : lookup;
  return { status: 'loading', retry: () => void pending.refetch() };
}
