import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { CategoryId } from '../api/schemas';
import { ancestorsOf, type TreeIndex } from './treeIndex';
import { visibleRows, type TreeRow } from './visibleRows';
import { HighlightedLabel } from './HighlightedLabel';
import { useTypeAhead } from './useTypeAhead';

const ROW_HEIGHT = 32;

/**
 * Scrolls the tree, except to where it already is (as the virtualizer asks when it mounts): that
 * write would force a layout of the whole page in the middle of React's commit, a long task on a
 * phone during the first load.
 */
function scrollTree(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  if (
    options.behavior !== 'smooth' &&
    offset + (options.adjustments ?? 0) === instance.scrollOffset
  )
    return;
  elementScroll(offset, options, instance);
}

export interface CategoryTreeProps {
  index: TreeIndex;
  /** Class name of the chosen category. */
  selectedName: string | undefined;
  /** Called with the tree index of the chosen node. */
  onSelect: (at: number) => void;
  /** Height of the scrolling tree in pixels. */
  height?: number;
}

function toggled(set: ReadonlySet<CategoryId>, id: CategoryId): Set<CategoryId> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The category tree (WAI-ARIA tree pattern): one tab stop, arrow keys, Home/End, type-ahead,
 * Enter/Space to choose. Virtualised: only the rows in view are in the DOM, so 20,000 nodes stay
 * smooth; the focused row is `aria-activedescendant` and is always scrolled into view.
 */
export function CategoryTree({ index, selectedName, onSelect, height = 420 }: CategoryTreeProps) {
  const t = useT(messages);
  const baseId = useId();
  const rowId = (at: number) => `${baseId}-node-${index.ids[at] ?? at}`;
  const selectedAt = selectedName === undefined ? undefined : index.indexByKey.get(selectedName);

  const [filterText, setFilterText] = useState('');
  const filter = filterText.trim().toLocaleLowerCase();
  const [expanded, setExpanded] = useState<ReadonlySet<CategoryId>>(() => {
    if (selectedAt === undefined) return new Set();
    return new Set(ancestorsOf(index, selectedAt).map((at) => index.ids[at] ?? -1));
  });
  const [collapsedInFilter, setCollapsedInFilter] = useState<{
    filter: string;
    ids: ReadonlySet<CategoryId>;
  }>({ filter: '', ids: new Set() });
  const collapsedIds = useMemo(
    () => (collapsedInFilter.filter === filter ? collapsedInFilter.ids : new Set<CategoryId>()),
    [collapsedInFilter, filter],
  );
  const [activeAt, setActiveAt] = useState<number | undefined>(selectedAt);

  const rows = useMemo(
    () => visibleRows(index, { expanded, filter, collapsedInFilter: collapsedIds }),
    [index, expanded, filter, collapsedIds],
  );
  const rowOf = useMemo(() => {
    const map = new Map<number, number>();
    rows.forEach((row, i) => map.set(row.at, i));
    return map;
  }, [rows]);
  const activeRow = (activeAt !== undefined ? rowOf.get(activeAt) : undefined) ?? 0;
  const active = rows[activeRow];

  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    scrollToFn: scrollTree,
    overscan: 12,
    // The tree's height is fixed, so there is nothing to observe (and no layout read per resize).
    initialRect: { width: 320, height },
    observeElementRect: (_instance, notify) => {
      notify({ width: 320, height });
      return undefined;
    },
  });
  const typeAhead = useTypeAhead();

  function moveTo(rowIndex: number) {
    const row = rows[Math.max(0, Math.min(rows.length - 1, rowIndex))];
    if (!row) return;
    setActiveAt(row.at);
    virtualizer.scrollToIndex(rows.indexOf(row), { align: 'auto' });
  }

  function toggle(row: TreeRow) {
    const id = index.ids[row.at] ?? -1;
    if (filter) setCollapsedInFilter({ filter, ids: toggled(collapsedIds, id) });
    else setExpanded((current) => toggled(current, id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!active) return;
    const { key } = event;
    const isCharacter =
      key.length === 1 && key !== ' ' && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (!isCharacter) typeAhead.reset();
    let handled = true;
    if (key === 'ArrowDown') moveTo(activeRow + 1);
    else if (key === 'ArrowUp') moveTo(activeRow - 1);
    else if (key === 'Home') moveTo(0);
    else if (key === 'End') moveTo(rows.length - 1);
    else if (key === 'ArrowRight') {
      if (active.expanded === false) toggle(active);
      else if (active.expanded === true) moveTo(activeRow + 1);
    } else if (key === 'ArrowLeft') {
      if (active.expanded === true) toggle(active);
      else {
        const parent = index.parents[active.at] ?? -1;
        const parentRow = rowOf.get(parent);
        if (parentRow !== undefined) moveTo(parentRow);
      }
    } else if (key === 'Enter' || key === ' ') onSelect(active.at);
    else if (isCharacter) {
      const text = typeAhead.push(key, event.timeStamp);
      const found = findByPrefix(rows, index, text, activeRow, text.length === 1);
      if (found >= 0) moveTo(found);
    } else handled = false;
    if (handled) event.preventDefault();
  }

  const filterId = `${baseId}-filter`;
  const hintId = `${baseId}-hint`;
  const matchCount = filter ? rows.filter((row) => row.matchStart >= 0).length : 0;

  return (
    <div className="category-tree">
      <label htmlFor={filterId}>{t('tree.filter')}</label>
      <input
        id={filterId}
        type="search"
        value={filterText}
        aria-describedby={hintId}
        autoComplete="off"
        onChange={(event) => {
          setFilterText(event.target.value);
          virtualizer.scrollToOffset(0);
        }}
      />
      <p id={hintId} className="hint">
        {t('tree.filterHint')}
      </p>
      <p className="tree-status" role="status">
        {filter
          ? matchCount > 0
            ? t('tree.matches', { count: matchCount })
            : t('tree.noMatch', { text: filterText.trim() })
          : ''}
      </p>
      <div
        ref={scrollRef}
        className="tree-scroll"
        role="tree"
        aria-label={t('tree.label')}
        tabIndex={0}
        aria-activedescendant={active ? rowId(active.at) : undefined}
        onKeyDown={onKeyDown}
        style={{ height, overflowY: 'auto', position: 'relative' }}
      >
        <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const label = index.labels[row.at] ?? '';
            const isActive = row === active;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the tree container owns keyboard handling (aria-activedescendant); rows take clicks
              <div
                key={row.at}
                id={rowId(row.at)}
                role="treeitem"
                tabIndex={-1}
                aria-level={row.level}
                aria-posinset={row.position}
                aria-setsize={row.siblings}
                aria-expanded={row.expanded}
                aria-selected={row.at === selectedAt}
                className={`tree-row${isActive ? ' is-active' : ''}${row.at === selectedAt ? ' is-selected' : ''}`}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                  paddingInlineStart: `${(row.level - 1) * 1.1 + 0.25}rem`,
                }}
                onClick={() => {
                  setActiveAt(row.at);
                  scrollRef.current?.focus();
                  onSelect(row.at);
                }}
              >
                <span
                  className="tree-toggle"
                  aria-hidden="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    setActiveAt(row.at);
                    scrollRef.current?.focus();
                    toggle(row);
                  }}
                >
                  {row.expanded === undefined ? '' : row.expanded ? '▾' : '▸'}
                </span>
                <span className="tree-label">
                  <HighlightedLabel label={label} start={row.matchStart} length={filter.length} />
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** Next row (after `from`, wrapping) whose label starts with `text`. */
function findByPrefix(
  rows: readonly TreeRow[],
  index: TreeIndex,
  text: string,
  from: number,
  skipCurrent: boolean,
): number {
  const start = skipCurrent ? from + 1 : from;
  for (let i = 0; i < rows.length; i += 1) {
    const rowIndex = (start + i) % rows.length;
    const row = rows[rowIndex];
    if (row && (index.lowerLabels[row.at] ?? '').startsWith(text)) return rowIndex;
  }
  return -1;
}
