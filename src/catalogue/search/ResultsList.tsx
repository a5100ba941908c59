import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { TreeIndex } from '../tree/treeIndex';
import type { SearchFilters } from './filters';
import { RESULTS_PAGE_SIZE, resultsPageQueryOptions } from './resultsPage';
import { categoryRelation } from './categoryRelation';
import { detailsHref } from './detailsHref';
import { Pagination } from './Pagination';
import { QueryErrorNotice } from './QueryErrorNotice';
import { RateLimitNotice } from './RateLimitNotice';
import { ResultCard } from './ResultCard';
import { useSlow } from './useSlow';

export interface ResultsListProps {
  filters: SearchFilters;
  index: TreeIndex | undefined;
  searchString: string;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  onPage: (page: number) => void;
}

/** The list of results for the current page, the total, paging, and every state in between. */
export function ResultsList({
  filters,
  index,
  searchString,
  highlightedId,
  onHighlight,
  onPage,
}: ResultsListProps) {
  const t = useT(messages);
  const format = useFormat();
  const { language } = useI18n();
  const query = useQuery(resultsPageQueryOptions(language, filters));
  // The cards draw in a transition, in slices, not in one long task when the page arrives.
  const data = useDeferredValue(query.data);
  const slow = useSlow(query.isFetching);
  const searchedAt =
    filters.category === undefined ? undefined : index?.indexByName.get(filters.category);
  const searchedId = searchedAt === undefined ? undefined : index?.ids[searchedAt];

  if (query.isError && !query.isFetching) {
    return (
      <QueryErrorNotice
        key={query.errorUpdatedAt}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const waitingFor429 =
    query.isFetching && isApiError(query.failureReason) && query.failureReason.status === 429
      ? query.failureReason
      : undefined;
  const rateLimitNotice = waitingFor429 ? (
    <RateLimitNotice key={query.failureCount} seconds={waitingFor429.retryAfterSeconds ?? 10} />
  ) : null;
  if (!data) {
    if (rateLimitNotice) return rateLimitNotice;
    return (
      <p className="loading" role="status">
        {slow ? t('results.slow') : t('results.loading')}
      </p>
    );
  }
  const { items, total } = data;
  const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
  const first = filters.page * RESULTS_PAGE_SIZE + 1;
  return (
    <div className="results-list" aria-busy={query.isFetching}>
      {rateLimitNotice}
      <p className="results-total" role="status">
        {t('results.total', { count: total, shown: format.number(total) })}
        {items.length > 0
          ? ` · ${t('results.range', {
              first: format.number(first),
              last: format.number(first + items.length - 1),
              total: format.number(total),
            })}`
          : ''}
        {query.isFetching ? ` · ${slow ? t('results.slow') : t('results.loading')}` : ''}
      </p>
      {items.length === 0 ? (
        <div className="empty">
          <p>{t('results.empty')}</p>
          <p className="hint">{t('results.emptyHelp')}</p>
        </div>
      ) : (
        <ol className="results" start={first}>
          {items.map((solution) => (
            <li key={solution.id}>
              <ResultCard
                solution={solution}
                relation={categoryRelation(index, filters.category, solution.categoryId)}
                highlighted={highlightedId === solution.id}
                onHighlight={onHighlight}
                detailsHref={detailsHref(solution, searchedId, searchString)}
              />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={filters.page} pages={pages} onPage={onPage} />
    </div>
  );
}
