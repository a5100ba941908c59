import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import { Pagination } from '../../ui';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { RESULTS_PAGE_SIZE, resultsPageQueryOptions } from './resultsPage';
import { categoryRelation } from './categoryRelation';
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
  const query = useQuery(resultsPageQueryOptions(language, filters, index));
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
    <RateLimitNotice key={query.failureCount} seconds={waitingFor429.retryAfterSeconds} />
  ) : null;
  if (!data) {
    if (rateLimitNotice) return rateLimitNotice;
    return (
      <p className="loading" role="status">
        {slow ? t('results.slow') : t('results.loading')}
      </p>
    );
  }
  const { items, total, more, shownBefore, nothingNew, unmatched } = data;
  // Pages and the total only as read: without a total, the page's range and whether more follow.
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
  // The range of what is on this page: after the services the pages before showed.
  const first = (shownBefore ?? filters.page * RESULTS_PAGE_SIZE) + 1;
  const last = first + items.length - 1;
  // The catalogue sent services that do not match (it ignored a filter): only the matches are
  // listed, and where they stand in the whole list is not known (docs/platform-contract.md 3).
  const filteredHere = unmatched > 0 && !(filters.page === 0 && more === false);
  // A figure shown is the figure of what is on screen now: while the list still shows the answer
  // to the previous filters (offline, or the new search under way), the line says so.
  const previous = query.isPlaceholderData || data !== query.data;
  const offline = query.fetchStatus === 'paused';
  if (!previous && nothingNew) {
    // The catalogue answered this page with services already shown: the list ends here.
    return (
      <div className="results-list">
        <p className="results-total" role="status">
          {t('results.noWayFurther', {
            count: shownBefore ?? 0,
            shown: format.number(shownBefore ?? 0),
          })}
        </p>
        <button type="button" className="button" onClick={() => update({ page: 0 })}>
          {t('results.toFirst')}
        </button>
      </div>
    );
  }
  if (!previous && items.length === 0 && pages !== undefined && total !== undefined && total > 0) {
    return (
      <div className="results-list">
        <p className="results-total" role="status">
          {t('results.beyondLast', {
            count: pages,
            page: format.number(filters.page + 1),
            pages: format.number(pages),
          })}
        </p>
        <button type="button" className="button" onClick={() => update({ page: pages - 1 })}>
          {t('results.toLast', { page: format.number(pages) })}
        </button>
      </div>
    );
  }
  const shown = format.number(items.length);
  const totalText = filteredHere
    ? t(more === false ? 'results.matchesLast' : 'results.matchesMore', {
        count: items.length,
        shown,
      })
    : total !== undefined
      ? t(previous ? 'results.previousTotal' : 'results.total', {
          count: total,
          shown: format.number(total),
        })
      : (items.length === 0 || unmatched > 0) && filters.page === 0 && more === false
        ? t('results.total', { count: items.length, shown })
        : t(more === false ? 'results.shownLast' : 'results.shownMore', { shown });
  const rangeText =
    items.length === 0 || filteredHere
      ? ''
      : ` · ${
          total === undefined
            ? t('results.rangeOpen', { first: format.number(first), last: format.number(last) })
            : t('results.range', {
                first: format.number(first),
                last: format.number(last),
                total: format.number(total),
              })
        }`;
  return (
    // Busy until the cards drawn are the answer read: the deferred cards lag the answer a moment.
    <div className="results-list" aria-busy={query.isFetching || data !== query.data}>
      {rateLimitNotice}
      {previous ? (
        <p className="results-old" role="status">
          {offline ? t('results.previousOffline') : t('results.previous')}
        </p>
      ) : null}
      <p className="results-total" role={previous ? undefined : 'status'}>
        {totalText}
        {rangeText}
        {query.isFetching ? ` · ${slow ? t('results.slow') : t('results.loading')}` : ''}
      </p>
      {items.length === 0 && filteredHere ? null : items.length === 0 ? (
        <div className="empty">
          <p>{t('results.empty')}</p>
          <p className="hint">{t('results.emptyHelp')}</p>
        </div>
      ) : (
        <ol className="results" start={filteredHere ? undefined : first}>
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
      <Pagination
        label={t('results.pagination')}
        page={filters.page}
        pages={pages}
        more={more}
        onPage={(page) => update({ page })}
      />
    </div>
  );
}
