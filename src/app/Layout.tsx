import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { SessionExpiredBanner, SessionMenu, useSession } from '../auth';
import { useT } from '../lib/i18n';
import { uiMessages } from '../ui';
import { NeedsActionCount } from '../workspace';
import { LanguageSwitch } from './LanguageSwitch';
import { appMessages } from './messages';
import { OfflineBanner } from './OfflineBanner';

/**
 * The frame of every page: header with navigation, the tools on the right, banners, the page in
 * `<main>`. `Layout` fills it in the app; `FirstPaint` fills it before config.json has arrived.
 */
export function LayoutFrame({
  signedIn,
  tools,
  banners,
  children,
}: {
  signedIn: boolean;
  tools: ReactNode;
  banners?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(appMessages);
  const tUi = useT(uiMessages);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/" className="app-header__brand" aria-label={t('home.label')}>
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>{tUi('app.name')}</span>
          </Link>
          <nav className="app-nav" aria-label={t('nav.label')}>
            <ul>
              <li>
                <NavLink to="/" end>
                  {t('nav.search')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/providers">{t('nav.providers')}</NavLink>
              </li>
              {signedIn ? (
                <>
                  <li>
                    <NavLink to="/orders">{t('nav.orders')}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/workspace" end>
                      {t('nav.workspace')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/workspace/planning">{t('nav.planning')}</NavLink>
                  </li>
                </>
              ) : null}
            </ul>
          </nav>
          <div className="app-header__tools">{tools}</div>
        </div>
      </header>
      {banners}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/** The app shell: header with navigation, language switch and session; the page in `<main>`. */
export function Layout() {
  const { status } = useSession();
  return (
    <LayoutFrame
      signedIn={status === 'signed-in'}
      tools={
        <>
          <NeedsActionCount />
          <LanguageSwitch />
          <SessionMenu />
        </>
      }
      banners={
        <>
          <SessionExpiredBanner />
          <OfflineBanner />
        </>
      }
    >
      <Outlet />
    </LayoutFrame>
  );
}
