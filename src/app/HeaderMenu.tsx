import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { appMessages } from './messages';

/**
 * Whether the menu was last left open. The first paint's header (before config.json) gives way to
 * the app's: a menu opened in the first one stays open in the second, instead of closing under
 * the person's finger.
 */
let leftOpen = false;

/**
 * The header's navigation and tools. On a wide screen they sit in the header's one line; on a
 * narrow one (styles.css) a "Menu" button opens them below the header. The menu closes when the
 * page changes, and on Escape (focus back on the button).
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const id = useId();
  const [open, setOpen] = useState(() => leftOpen);
  useEffect(() => {
    leftOpen = open;
  }, [open]);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
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
        onClick={() => setOpen((was) => !was)}
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
