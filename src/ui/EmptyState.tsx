import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

/** Says plainly that there is nothing to show, and optionally what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const t = useT(uiMessages);
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title ?? t('empty.title')}</p>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
