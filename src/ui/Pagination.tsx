import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

/**
 * Previous / "Page n of m" / next, for any paged list; nothing when there is one page. Where the
 * number of pages was not read (`pages` undefined), "Page n", and next is offered unless `more`
 * says this is the last page.
 */
export function Pagination({
  label,
  page,
  pages,
  more,
  onPage,
}: {
  /** The navigation's name ("Result pages"). */
  label: string;
  /** 0-based. */
  page: number;
  /** Pages there are, when read. */
  pages: number | undefined;
  /** Without `pages`: whether pages follow (false: this is the last; undefined: maybe). */
  more?: boolean | undefined;
  onPage: (page: number) => void;
}) {
  const t = useT(uiMessages);
  const hasNext = pages === undefined ? more !== false : page < pages - 1;
  if (page <= 0 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('pages.previous')}
      </button>
      <span aria-current="page">
        {pages === undefined
          ? t('pages.pageOpen', { page: page + 1 })
          : t('pages.page', { page: page + 1, pages })}
      </span>
      <button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('pages.next')}
      </button>
    </nav>
  );
}
