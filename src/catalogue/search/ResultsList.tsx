import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { RESULTS_PAGE_SIZE, resultsPageQueryOptions } from './resultsPage';
import { categoryRelation } from './categoryRelation';
import { Pagination } from './Pagination';
import { QueryErrorNotice } from './QueryErrorNotice';
import { RateLimitNotice } from './RateLimitNotice';
import { ResultCard } from './ResultCard';
import { useSearchPage } from './SearchPageContext';
import { useSlow } from './useSlow';

/** The list of results for the current page, the total, paging, and every state in between. */
export function ResultsList() {
  const { filters, update, index, highlight, hrefOf } = useSearchPage();
  const t = useT(messages);
  const format = useFormat();
  const { language } = useI18n();
  const query = useQuery(resultsPageQueryOptions(language, filters));
  // The cards draw in a transition, in slices, not in one long task when the page arrives.
  const data = useDeferredValue(query.data);
  const slow = useSlow(query.isFetching);

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
      {items.length === 0 && filters.page > 0 ? (
        <div className="empty">
          <p>{t('results.beyondLast', { page: filters.page + 1 })}</p>
          <button type="button" className="button" onClick={() => update({ page: 0 })}>
            {t('results.toFirstPage')}
          </button>
        </div>
      ) : items.length === 0 ? (
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
                highlight={highlight}
                detailsHref={hrefOf(solution)}
              />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={filters.page} pages={pages} onPage={(page) => update({ page })} />
    </div>
  );
}
