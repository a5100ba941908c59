import './search.css';
import { useCallback, useId, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n';
import { LoadingState } from '../../ui';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import { CategoryTree } from '../tree/CategoryTree';
import { DEFAULT_FILTERS } from './filters';
import { BroadCategoryHint } from './BroadCategoryHint';
import { detailsHref } from './detailsHref';
import { MapSection } from './MapSection';
import { QueryErrorNotice } from './QueryErrorNotice';
import { ResultsList } from './ResultsList';
import { MAP_FIRST_SCREEN, WIDE_SCREEN, type ResultsView } from './searchLayout';
import { SearchPageContext, type SearchPageState } from './SearchPageContext';
import { SearchFiltersForm } from './SearchFiltersForm';
import { SearchIntro } from './SearchIntro';
import { useCategoryIndex } from './useCategoryIndex';
import { useMediaQuery } from './useMediaQuery';
import { useSearchFilters } from './useSearchFilters';

const RESULTS_VIEWS: readonly ResultsView[] = ['list', 'map'];
const VIEW_LABELS = { list: 'results.view.list', map: 'results.view.map' } as const;

/** The visitor's front door: category tree, filters, results as a list and on a map. */
export function SearchPage() {
  const t = useT(messages);
  const id = useId();
  const { filters, update, view, setView, live, setLive, searchString } = useSearchFilters();
  const { query: categories, index, treeKey } = useCategoryIndex();
  const wide = useMediaQuery(WIDE_SCREEN);
  const mapFirst = useMediaQuery(MAP_FIRST_SCREEN);
  const [panelOpen, setPanelOpen] = useState(true);
  const sidebarShown = !mapFirst || panelOpen;
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const searchedAt =
    filters.category === undefined ? undefined : index?.indexByName.get(filters.category);
  const searchedNode = searchedAt === undefined ? undefined : index?.ids[searchedAt];
  // An order line names its category by a number (spec 2.4): a string id is not carried on.
  const searchedId = typeof searchedNode === 'number' ? searchedNode : undefined;
  const hrefOf = useCallback(
    (solution: Solution) => detailsHref(solution, searchedId, searchString),
    [searchedId, searchString],
  );
  const highlight = useMemo(() => ({ id: highlightedId, set: setHighlightedId }), [highlightedId]);
  const shared = useMemo<SearchPageState>(
    () => ({ filters, update, index, highlight, hrefOf }),
    [filters, update, index, highlight, hrefOf],
  );

  const showList = wide || view === 'list';
  const showMap = wide || view === 'map';

  return (
    <SearchPageContext value={shared}>
      <div className={`search-page${mapFirst ? ' search-page--map-first' : ''}`}>
        <SearchIntro />
        <div className={`search-layout${sidebarShown ? '' : ' is-panel-closed'}`}>
          <aside className="search-sidebar" id={`${id}-panel`} hidden={!sidebarShown}>
            <section className="tree-section" aria-labelledby={`${id}-tree`}>
              <h2 id={`${id}-tree`}>{t('tree.heading')}</h2>
              {index ? (
                <CategoryTree
                  // A new language brings a new tree: start it afresh.
                  key={treeKey}
                  index={index}
                  selectedName={filters.category}
                  onSelect={(at) => update({ category: index.names[at] })}
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
          </aside>
          <section className="search-results" aria-labelledby={`${id}-results`}>
            <div className="results-header">
              <h2 id={`${id}-results`}>{t('results.heading')}</h2>
              {mapFirst ? (
                <button
                  type="button"
                  className="button button--secondary panel-toggle"
                  aria-expanded={panelOpen}
                  aria-controls={`${id}-panel`}
                  onClick={() => setPanelOpen((open) => !open)}
                >
                  {t(panelOpen ? 'panel.hide' : 'panel.show')}
                </button>
              ) : null}
              {wide ? null : (
                <div className="view-switch" role="group" aria-label={t('results.view')}>
                  {RESULTS_VIEWS.map((each) => (
                    <button
                      key={each}
                      type="button"
                      aria-pressed={view === each}
                      onClick={() => setView(each)}
                    >
                      {t(VIEW_LABELS[each])}
                    </button>
                  ))}
                </div>
              )}
            </div>
            <BroadCategoryHint />
            <div className={`results-panes${showList && showMap ? ' is-split' : ''}`}>
              {showList ? <ResultsList /> : null}
              {showMap ? <MapSection live={live} onLiveChange={setLive} /> : null}
            </div>
          </section>
        </div>
      </div>
    </SearchPageContext>
  );
}
