import { useT } from '../../lib/i18n';
import { messages } from '../messages';

export function Pagination({
  page,
  pages,
  onPage,
}: {
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT(messages);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('results.pagination')}>
      <button type="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('results.previous')}
      </button>
      <span aria-current="page">{t('results.page', { page: page + 1, pages })}</span>
      <button type="button" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('results.next')}
      </button>
    </nav>
  );
}
