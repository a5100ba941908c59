import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { LoadingState } from '../../ui';
import { messages } from '../messages';
import { CategoryTree } from '../tree/CategoryTree';
import { DEFAULT_FILTERS } from './filters';
import { matchForCategoryClick } from './matchForCategoryClick';
import { QueryErrorNotice } from './QueryErrorNotice';
import { SearchFiltersForm } from './SearchFiltersForm';
import { useSearchPage } from './SearchPageContext';
import type { useCategoryIndex } from './useCategoryIndex';

/** The category tree and the filters: the panel beside the results, or the narrow screen's sheet. */
export function SearchPanel({
  categories,
  treeKey,
}: {
  categories: ReturnType<typeof useCategoryIndex>['query'];
  treeKey: ReturnType<typeof useCategoryIndex>['treeKey'];
}) {
  const t = useT(messages);
  const id = useId();
  const { filters, update, index } = useSearchPage();
  return (
    <>
      <section className="tree-section" aria-labelledby={`${id}-tree`}>
        <h2 id={`${id}-tree`}>{t('tree.heading')}</h2>
        {index ? (
          <CategoryTree
            // A new language brings a new tree: start it afresh.
            key={treeKey}
            index={index}
            selectedName={filters.category}
            onSelect={(at) =>
              update({ category: index.keys[at], match: matchForCategoryClick(index, at) })
            }
          />
        ) : categories.isError ? (
          <QueryErrorNotice
            error={categories.error}
            onRetry={() => void categories.refetch()}
            messageKey="tree.error"
          />
        ) : (
          <LoadingState label={t('tree.loading')} />
        )}
      </section>
      <SearchFiltersForm
        filters={filters}
        index={index}
        onChange={(change) => update(change)}
        onReset={() => update(DEFAULT_FILTERS)}
      />
    </>
  );
}
