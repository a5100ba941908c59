import { useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useConfig } from '../../config';
import { useHttpClient } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { MAP_RESULT_CAP, solutionsInBoxQueryOptions } from '../api/solutionsInBox';
import type { Solution } from '../api/schemas';

/**
 * Every result of the search for the map, fetched 100 per page until the total or the cap, one
 * step after another (a new search cancels the old one; the cache keeps finished ones).
 */
export function useSolutionsInBox(apiQuery: Record<string, string>, enabled: boolean) {
  const client = useHttpClient();
  const { catalogueBaseUrl } = useConfig();
  const { language } = useI18n();
  const query = useInfiniteQuery({
    ...solutionsInBoxQueryOptions(client, catalogueBaseUrl, language, apiQuery),
    enabled,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage, data } = query;

  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const solutions = useMemo<Solution[]>(
    () => data?.pages.flatMap((chunk) => chunk.items) ?? [],
    [data],
  );
  const total = data?.pages.at(-1)?.total ?? 0;
  const target = Math.min(total, MAP_RESULT_CAP);
  const complete = data !== undefined && !hasNextPage;

  useEffect(() => {
    if (complete)
      performance.mark('catalogue:map-data-complete', { detail: { points: solutions.length } });
  }, [complete, solutions.length]);

  return {
    solutions,
    total,
    target,
    complete,
    capped: total > MAP_RESULT_CAP,
    isPending: query.isPending,
    isError,
    error: query.error,
    failureReason: query.failureReason,
    retry: () => void (data ? fetchNextPage() : query.refetch()),
  };
}
