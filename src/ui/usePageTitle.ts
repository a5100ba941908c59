import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

/** Sets `document.title` to "<title> · <app name>" (or the app name alone). */
export function usePageTitle(title?: string): void {
  const t = useT(uiMessages);
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
