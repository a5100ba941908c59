import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

/** Previous / "Page n of m" / next, for any paged list; nothing when there is one page. */
export function Pagination({
  label,
  page,
  pages,
  onPage,
}: {
  /** The navigation's name ("Result pages"). */
  label: string;
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT(uiMessages);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('pages.previous')}
      </button>
      <span aria-current="page">{t('pages.page', { page: page + 1, pages })}</span>
      <button type="button" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('pages.next')}
      </button>
    </nav>
  );
}
