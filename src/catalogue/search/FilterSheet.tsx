import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { resultsPageQueryOptions } from './resultsPage';
import { useSearchPage } from './SearchPageContext';

/**
 * Categories and filters on a screen too narrow for a panel beside the results: a modal sheet
 * over the page, closed by "Show N results" (the list's own total, from the same query), by
 * "Close" or by Escape. Its content is drawn only while it is open.
 */
export function FilterSheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT(messages);
  const format = useFormat();
  const { language } = useI18n();
  const { filters, index } = useSearchPage();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useQuery(resultsPageQueryOptions(language, filters, index));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const total = list.data && !list.isPlaceholderData ? list.data.total : undefined;
  return (
    <dialog ref={dialog} className="filter-sheet" aria-labelledby={`${id}-title`} onClose={onClose}>
      {open ? (
        <>
          <div className="filter-sheet__head">
            <h2 id={`${id}-title`}>{t('sheet.open')}</h2>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('sheet.close')}
            </button>
          </div>
          <div className="filter-sheet__body">{children}</div>
          <div className="filter-sheet__foot">
            <button type="button" className="button button--primary" onClick={onClose}>
              {total === undefined
                ? t('sheet.showPending')
                : t('sheet.show', { count: total, shown: format.number(total) })}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
