import './search.css';
import { useCallback, useId, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import { BroadCategoryHint } from './BroadCategoryHint';
import { ChosenFilters } from './ChosenFilters';
import { detailsHref } from './detailsHref';
import { FilterSheet } from './FilterSheet';
import { MapSection } from './MapSection';
import { ResultsList } from './ResultsList';
import { MAP_FIRST_SCREEN, WIDE_SCREEN, type ResultsView } from './searchLayout';
import { SearchPageContext, type SearchPageState } from './SearchPageContext';
import { SearchIntro } from './SearchIntro';
import { SearchPanel } from './SearchPanel';
import { useCategoryIndex } from './useCategoryIndex';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useSearchFilters } from './useSearchFilters';

const RESULTS_VIEWS: readonly ResultsView[] = ['list', 'map'];
const VIEW_LABELS = { list: 'results.view.list', map: 'results.view.map' } as const;

/**
 * The visitor's front door: results as a list and on a map, the chosen filters as chips above
 * them; the category tree and the filters in a panel beside them on a wide screen, in a sheet
 * on a narrower one (so the first phone screen shows results).
 */
export function SearchPage() {
  const t = useT(messages);
  const id = useId();
  const { filters, update, view, setView, live, setLive, searchString } = useSearchFilters();
  const { query: categories, index, treeKey } = useCategoryIndex();
  const wide = useMediaQuery(WIDE_SCREEN);
  const mapFirst = useMediaQuery(MAP_FIRST_SCREEN);
  const [panelOpen, setPanelOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sidebarShown = !mapFirst || panelOpen;
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const searchedAt =
    filters.category === undefined ? undefined : index?.indexByKey.get(filters.category);
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

  const panel = <SearchPanel categories={categories} treeKey={treeKey} />;
  return (
    <SearchPageContext value={shared}>
      <div className={`search-page${mapFirst ? ' search-page--map-first' : ''}`}>
        <SearchIntro />
        <div className={`search-layout${sidebarShown ? '' : ' is-panel-closed'}`}>
          {mapFirst ? (
            <aside className="search-sidebar" id={`${id}-panel`} hidden={!sidebarShown}>
              {panel}
            </aside>
          ) : (
            <FilterSheet open={sheetOpen} onClose={() => setSheetOpen(false)}>
              {panel}
            </FilterSheet>
          )}
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
              ) : (
                <button
                  type="button"
                  className="button button--secondary panel-toggle"
                  aria-haspopup="dialog"
                  onClick={() => setSheetOpen(true)}
                >
                  {t('sheet.open')}
                </button>
              )}
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
            <ChosenFilters />
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
