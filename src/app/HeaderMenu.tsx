import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { CALLBACK_PATH } from '../auth';
import { useT } from '../lib/i18n';
import { appMessages } from './messages';
import { menuOpen } from './menuOpen';

/**
 * The header's navigation and tools. On a wide screen they sit in the header's one line; on a
 * narrow one (styles.css) a "Menu" button opens them below the header. The menu closes when the
 * page changes (not when a sign-in that has just finished brings the person back to their page),
 * and on Escape (focus back on the button). Open or closed is one value for every header on the
 * page (`menuOpen`).
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const id = useId();
  const open = useSyncExternalStore(menuOpen.subscribe, menuOpen.get, menuOpen.get);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  // Before the new page is painted, so that it never shows with the last page's menu open.
  useLayoutEffect(() => {
    if (shownFor.current === pathname) return;
    if (shownFor.current !== CALLBACK_PATH) menuOpen.set(false);
    shownFor.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menuOpen.set(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="app-header__menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => menuOpen.set(!open)}
      >
        <span aria-hidden="true" className="app-header__menu-icon" />
        {t('menu.label')}
      </button>
      <div id={id} className={`app-header__menu${open ? ' is-open' : ''}`}>
        {children}
      </div>
    </>
  );
}
