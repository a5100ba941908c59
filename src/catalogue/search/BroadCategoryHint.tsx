import { useQuery } from '@tanstack/react-query';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { solutionsPageQueryOptions } from '../api/solutions';
import { filtersToApiQuery } from './filters';
import { resultsPageQueryOptions } from './resultsPage';
import { useSearchPage } from './SearchPageContext';

/**
 * A broad category is not a dead end: with `ancestors` (the default) a root category often has
 * few or no services of its own. One `pageSize=1` request with `categoryMatch=descendants` tells
 * how many lie under it; if that is more than the list shows, one click widens the search.
 */
export function BroadCategoryHint() {
  const { filters, index, update } = useSearchPage();
  const t = useT(messages);
  const format = useFormat();
  const { language } = useI18n();
  const active = filters.category !== undefined && filters.match === 'ancestors';
  const listQuery = filtersToApiQuery(filters);
  // The list's own query (already running): its total, without a request of our own.
  const list = useQuery({
    ...resultsPageQueryOptions(language, filters, index),
    enabled: false,
  });
  const under = useQuery({
    ...solutionsPageQueryOptions(language, { ...listQuery, categoryMatch: 'descendants' }, 0, 1),
    enabled: active,
    placeholderData: undefined,
  });
  if (!active || !under.data || !list.data || list.isPlaceholderData) return null;
  // Only totals that were read: without both, no hint (never a guessed comparison).
  const below = under.data.total;
  const listed = list.data.total;
  if (below === undefined || listed === undefined || below <= listed) return null;
  const at = filters.category === undefined ? undefined : index?.indexByKey.get(filters.category);
  const name = (at === undefined ? undefined : index?.labels[at]) ?? filters.category ?? '';
  return (
    <div className="broad-hint" role="note">
      <p>{t('hint.broad', { count: below, shown: format.number(below), name })}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => update({ match: 'descendants' })}
      >
        {t('hint.broad.action')}
      </button>
    </div>
  );
}
